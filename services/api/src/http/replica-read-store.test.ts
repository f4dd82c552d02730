import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UnreachableReadStore } from '../testing/unreachable-read-store';

/**
 * An API replica (no projectors: RemoteProjections) whose read store stops answering must say so, on
 * health, on the projections' status and on every read, instead of serving an old picture silently.
 */
describe('an API replica that cannot reach its read store', () => {
  let t: TestApp;
  let store: UnreachableReadStore;
  beforeAll(async () => {
    t = await createTestApp({
      replica: true,
      decorateReadStore: (inner) => (store = new UnreachableReadStore(inner)),
    });
  });
  afterAll(async () => t.close());

  it('is healthy and shows every read model live while the store answers', async () => {
    store.down = false;
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/admin/projections', headers: t.adminHeaders() })).json();
    expect(list.items.map((item: { state: string }) => item.state)).toEqual(list.items.map(() => 'live'));
  });

  it('answers health 503 naming the read store and every projection reconnecting (their errors on the Read models page)', async () => {
    store.down = true;
    try {
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      const body = health.json();
      expect(body).toMatchObject({
        status: 'degraded',
        event_store: { ok: true },
        read_store: { ok: false, reason: 'unavailable' },
      });
      // The store's own words are not for the public (decision 304).
      expect(health.body).not.toContain('connection refused');
      expect(body.projections.reconnecting.length).toBeGreaterThan(0);
      expect(body.projections.reconnecting[0]).toMatchObject({ state: 'reconnecting' });

      const list = await t.app.inject({ url: '/api/admin/projections', headers: t.adminHeaders() });
      expect(list.statusCode).toBe(200);
      const head = (await t.eventStore.head())!.position.toString();
      const vehicles = list.json().items.find((item: { name: string }) => item.name === 'vehicles');
      // The last checkpoint seen is kept: the replica knows where the model was, not where it is.
      expect(vehicles).toMatchObject({
        state: 'reconnecting',
        checkpoint: head,
        error: { message: expect.stringContaining('connection refused'), position: null },
      });
    } finally {
      store.down = false;
    }
  });

  it('answers a read that needs the store 503 with a problem, not stale data or a 500', async () => {
    store.down = true;
    try {
      for (const [url, headers] of [
        ['/api/vehicles', {}],
        ['/api/admin/bookings', t.adminHeaders()],
      ] as const) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({
          status: 503,
          detail: expect.stringContaining('unavailable'),
        });
      }
    } finally {
      store.down = false;
    }
  });

  it('is healthy again once the store answers', async () => {
    store.down = false;
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
