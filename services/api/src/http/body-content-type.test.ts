import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

describe('a body the API does not read', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const BODY = '{"name":"Anne","email":"anne@example.be","phone":"+32 470 12 34 56","message":"Hello"}';

  it('answers 415 for a text/plain body, as docs/api.md says, not a 400 on body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-type': 'text/plain' },
      payload: BODY,
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 415, title: 'Unsupported Media Type' });
    // The same body as JSON is taken: only the content type was refused.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-type': 'application/json' },
      payload: BODY,
    });
    expect(json.statusCode).toBe(201);
  });
});
