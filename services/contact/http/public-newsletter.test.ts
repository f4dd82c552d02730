import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { newsletterId } from './public-newsletter';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.close());
  const subscribe = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

  it('subscribes a new address with NewsletterSubscribed, and says so', async () => {
    const response = await subscribe('  Marie.Claes@Example.be ');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'subscribed' });
    const id = newsletterId('marie.claes@example.be');
    const [event] = await t.eventStore.readStream(`newsletter-${id}`);
    expect(event).toMatchObject({
      type: 'NewsletterSubscribed',
      data: { email: 'Marie.Claes@Example.be' },
      metadata: { actor: { kind: 'anonymous' } },
    });
    // The stream is named by a hash: no address in stream names.
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps one subscription per address whatever its letter case, and answers as for a new one', async () => {
    const again = await subscribe('marie.claes@example.BE');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'subscribed' });
    const events = await t.eventStore.readAll();
    expect(events.filter((e) => e.type === 'NewsletterSubscribed')).toHaveLength(1);
  });

  it('subscribes an address once when two requests race', async () => {
    const answers = await Promise.all([subscribe('race@example.be'), subscribe('RACE@example.be')]);
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [202, { status: 'subscribed' }],
      [202, { status: 'subscribed' }],
    ]);
    const events = await t.eventStore.readAll();
    expect(
      events.filter((e) => (e.data as { email?: string }).email?.toLowerCase() === 'race@example.be'),
    ).toHaveLength(1);
  });

  it.each([[''], ['nobody'], [42], [null]])('refuses %j with the failing field', async (email) => {
    const response = await subscribe(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.email');
  });
});
