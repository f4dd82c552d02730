import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

/**
 * Decision 283: a dispatcher may not read the settings, yet their panel must show Start shut until its
 * window opens; the bookings area answers the one setting it is reckoned from, and nothing else of them.
 */
describe('GET /api/admin/bookings/step-timing', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const as = (role: 'admin' | 'dispatcher' | 'driver' | 'user') => ({
    authorization: `Bearer ${t.token(role)}`,
  });
  const timing = (role: 'admin' | 'dispatcher' | 'driver' | 'user', after?: string) =>
    t.app.inject({
      url: `/api/admin/bookings/step-timing${after ? `?after=${after}` : ''}`,
      headers: as(role),
    });

  it("answers a dispatcher the settings' start window, and only it, as the settings change", async () => {
    const before = await timing('dispatcher');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ ride_start_window_hours: 2, server_time: expect.any(String) });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { ride_start_window_hours: 5 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await timing('dispatcher', changed.json().position)).json()).toMatchObject({
      ride_start_window_hours: 5,
    });
    expect((await timing('admin')).json()).toMatchObject({ ride_start_window_hours: 5 });
    // The settings themselves stay the admin's.
    expect((await t.app.inject({ url: '/api/admin/settings', headers: as('dispatcher') })).statusCode).toBe(
      403,
    );
  });

  it("answers the server's clock to the millisecond, which the panel opens the steps by (decision 290)", async () => {
    await t.close();
    const clock = new Date('2026-11-24T11:29:58.125Z');
    t = await createTestApp({ now: () => clock });
    expect((await timing('dispatcher')).json()).toEqual({
      ride_start_window_hours: 2,
      server_time: '2026-11-24T11:29:58.125Z',
    });
  });

  it('is staff-only: a chauffeur and a customer are refused, an anonymous caller too', async () => {
    expect((await timing('driver')).statusCode).toBe(403);
    expect((await timing('user')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/bookings/step-timing' })).statusCode).toBe(401);
  });
});
