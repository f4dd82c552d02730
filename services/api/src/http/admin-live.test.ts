import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { topicsOf } from '@chauffeur/platform';

describe('admin live updates', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  it('gives an admin a one-minute ticket that is no access token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/live/ticket',
      headers: t.adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const { ticket, expires_in } = response.json();
    expect(expires_in).toBe(60);
    // A ticket opens only the stream: as a bearer token it is refused.
    const misuse = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(misuse.statusCode).toBe(401);
  });

  it('refuses the stream with a forged ticket, and asks for one from an admin without it', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/admin/live?ticket=not-a-ticket' });
    expect(forged.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/live' });
    expect(anonymous.statusCode).toBe(401);
    const noTicket = await t.app.inject({ method: 'GET', url: '/api/admin/live', headers: t.adminHeaders() });
    expect(noTicket.statusCode).toBe(400);
    expect(noTicket.json().errors).toEqual([{ field: 'querystring.ticket', message: 'is required' }]);
  });

  it('names the screens each event changes', () => {
    expect(topicsOf({ type: 'BookingRequested' })).toEqual(['bookings', 'notifications', 'analytics']);
    expect(topicsOf({ type: 'RideCompleted' })).toContain('analytics');
    expect(topicsOf({ type: 'ContactMessageReceived' })).toEqual(['notifications', 'messages']);
    expect(topicsOf({ type: 'SettingChanged' })).toEqual(['settings']);
    expect(topicsOf({ type: 'UserRegistered' })).toEqual([]);
  });
});
