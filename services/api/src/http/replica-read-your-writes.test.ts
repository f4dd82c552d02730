import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * An API replica (RemoteProjections) answers `?after=` once the projector's checkpoints reach the position,
 * told by the read store's feed (here the memory store's, in production MongoDB's change stream), and its
 * health says how it follows them.
 */
describe('read-your-writes on an API replica', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ replica: true });
  });
  afterAll(async () => t.close());

  it('reads its own write with ?after= and tells on /api/health that it follows by change stream', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: t.adminHeaders(),
      payload: {
        title: { en: 'Night flights' },
        slug: 'night-flights',
        content: { en: 'We wait for you.' },
        meta_description: { en: 'Late arrivals' },
        meta_keywords: [],
        status: 'active',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, position } = created.json();
    const started = Date.now();
    const read = await t.app.inject({
      url: `/api/admin/blog/${id}?after=${position}`,
      headers: t.adminHeaders(),
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-read-model-behind']).toBeUndefined();
    expect(read.json().slug).toBe('night-flights');
    // Told by the feed, not found by the 1 s fallback poll.
    expect(Date.now() - started).toBeLessThan(900);

    const health = (await t.app.inject({ url: '/api/health' })).json();
    expect(health.read_store).toMatchObject({ kind: 'memory', ok: true, follows: 'change-stream' });
  });
});
