import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Decision 304: `?after=` past the log's head named no write, yet held the query for its full 2 s. */
describe('?after= on a query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const timed = async (url: string) => {
    const started = performance.now();
    const response = await t.app.inject({ url });
    return { response, ms: performance.now() - started };
  };

  it('answers at once, as of now, for a position past the log’s head (a public route)', async () => {
    const { response, ms } = await timed('/api/services?after=99999999999999999999');
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(1000);
    expect(response.headers['x-read-model-behind']).toBeUndefined();
    expect(response.json().items.length).toBeGreaterThan(0);
  });

  it('still answers a position the log has once its read model applied it', async () => {
    const head = (await t.eventStore.head())!.position;
    const { response, ms } = await timed(`/api/services?after=${head}`);
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(1000);
    expect(response.headers['x-read-model-behind']).toBeUndefined();
  });
});
