import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

/** Findings of the security review of issue 13. */
describe('security review: issue 13', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicRateLimitScale: 1 });
  });
  afterAll(async () => t.close());

  it('counts public writes per IPv6 /64: rotating addresses inside one /64 does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `rotating${i}@example.com` },
        remoteAddress: `2001:db8:1:2::${i.toString(16)}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('sends Cache-Control: no-store on an admin answer reached through a percent-encoded path', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/%61dmin/bookings',
      headers: t.adminHeaders(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
