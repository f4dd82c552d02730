import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryWindowCounter, type WindowCounter } from '@chauffeur/projections';
import { decide, PUBLIC_WRITE_LIMITS, publicLimitOf, registerPublicRateLimit } from './public-rate-limit';
import { registerErrorHandler } from './error-handler';

const limit = { max: 3, windowMs: 60_000 };

/** One request through the counter and the decision, as the hook does. */
const count = async (counter: WindowCounter, key: string, at: number) =>
  decide(await counter.hit(key, limit.windowMs, at), limit.max, at);

describe('public rate limits (fixed window per client address)', () => {
  it('given 3 requests in the window, when a 4th comes, then it is refused until the window ends', async () => {
    const counter = new MemoryWindowCounter();
    for (const at of [0, 1_000, 2_000]) expect(await count(counter, 'ip', at)).toEqual({ allowed: true });
    expect(await count(counter, 'ip', 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await count(counter, 'other-ip', 30_500)).toEqual({ allowed: true });
  });

  it('given a full window, when it has ended, then the address may send again', async () => {
    const counter = new MemoryWindowCounter();
    for (let i = 0; i < 4; i++) await count(counter, 'ip', 0);
    expect(await count(counter, 'ip', 60_000)).toEqual({ allowed: true });
  });

  it('given two API replicas counting in one shared store, the limit holds for both together, with Retry-After', async () => {
    const shared = new MemoryWindowCounter(); // stands for MongoDB's windows (conformance: window-counters.test)
    const replica = async () => {
      const app = Fastify();
      registerErrorHandler(app);
      registerPublicRateLimit(app, { now: () => new Date(Date.UTC(2026, 0, 1)), counter: shared });
      app.post('/api/messages', async () => ({ ok: true }));
      await app.ready();
      return app;
    };
    const [a, b] = [await replica(), await replica()];
    const send = (app: typeof a) => app.inject({ method: 'POST', url: '/api/messages', payload: {} });
    const { max, windowMs } = PUBLIC_WRITE_LIMITS['POST /api/messages']!;
    for (let i = 0; i < max; i++) expect((await send(i % 2 ? b : a)).statusCode).toBe(200);
    for (const app of [a, b]) {
      const refused = await send(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
    }
    await a.close();
    await b.close();
  });

  it('documents sensible limits for the public writes, the manage link (issue 18), the password reset (decision 257) and the geocoder (decision 304)', () => {
    expect(PUBLIC_WRITE_LIMITS).toEqual({
      'POST /api/bookings': { max: 10, windowMs: 600_000 },
      'POST /api/quotes': { max: 60, windowMs: 60_000 },
      'POST /api/messages': { max: 5, windowMs: 600_000 },
      'POST /api/newsletter': { max: 5, windowMs: 600_000 },
      'GET /api/manage/:token': { max: 60, windowMs: 60_000 },
      'POST /api/manage/:token/cancel': { max: 10, windowMs: 600_000 },
      'POST /api/manage/find': { max: 5, windowMs: 600_000 },
      'POST /api/auth/password-reset': { max: 5, windowMs: 600_000 },
      'GET /api/geo/search': { max: 60, windowMs: 60_000, beyond: 'offline' },
      'GET /api/geo/reverse': { max: 10, windowMs: 60_000, beyond: 'offline' },
    });
  });

  it('limits a manage route not listed by its prefix, and leaves other unlisted routes alone', () => {
    expect(publicLimitOf('POST /api/manage/:token/rating')).toEqual({ max: 30, windowMs: 60_000 });
    expect(publicLimitOf('GET /api/manage/:token')).toEqual({ max: 60, windowMs: 60_000 });
    expect(publicLimitOf('GET /api/vehicles')).toBeUndefined();
  });
});
