import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

/** Issue 3's "done when", against the real server process, across a restart. */
describe('a booking from the API to the analytics and the outbox, surviving a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  let server: RunningServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const outbox = () => readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, init);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions below check the shapes
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  let booking: { id: string; reference: string; total_fare: number; position: string };

  beforeAll(async () => {
    server = await startServer({ dataDir });
    // Issue 13: a ride starts from 2 hours before its pickup; with no lead time, a pickup within the hour.
    await fetch(`${server.url}/api/admin/settings`, {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json', 'if-match': '-1' },
      body: JSON.stringify({ booking_lead_time_hours: 0 }),
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores the server's price for a booking sent with a price of 1 €", async () => {
    const created = await call('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pickup_location: {
          address: 'Hotel Amigo, Rue de l’Amigo 1-3, 1000 Bruxelles',
          lat: 50.8463,
          lng: 4.351,
        },
        dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
        scheduled_time: new Date(Date.now() + 3_600_000).toISOString(),
        vehicle_id: S_CLASS,
        emergency_contact_name: 'Claire Lambert',
        emergency_contact_phone: '+32 475 11 22 33',
        emergency_contact_email: 'claire.lambert@example.be',
        passenger_count: 2,
        luggage_count: 2,
        is_round_trip: false,
        language: 'fr',
        total_fare: 1,
      }),
    });
    expect(created.status).toBe(201);
    booking = created.body as typeof booking;
    expect(booking.total_fare).toBeGreaterThan(30);
    const row = await call(`/api/admin/bookings/${booking.id}?after=${booking.position}`, {
      headers: admin(),
    });
    expect(row.body).toMatchObject({
      status: 'pending',
      total_fare: booking.total_fare,
      reference: booking.reference,
    });
  });

  it('confirms, starts and completes it; a second confirm with the old revision gets 409', async () => {
    const act = (action: string, revision: number) =>
      call(`/api/admin/bookings/${booking.id}/${action}`, {
        method: 'POST',
        headers: { ...admin(), 'if-match': `"${revision}"` },
      });
    expect((await act('confirm', 0)).status).toBe(200);
    expect((await act('confirm', 0)).status).toBe(409);
    expect((await act('start', 1)).status).toBe(200);
    const completed = await act('complete', 2);
    expect(completed.status).toBe(200);
    const analytics = await call(`/api/admin/analytics?days=7&after=${completed.body.position}`, {
      headers: admin(),
    });
    expect(analytics.body.totals).toMatchObject({
      total_revenue: [{ currency: 'EUR', amount: booking.total_fare }],
      completed_rides: 1,
      completion_rate: 100,
    });
  });

  it('lists four events with their actors in the history', async () => {
    const history = await call(`/api/admin/bookings/${booking.id}/history`, { headers: admin() });
    expect(history.body.items.map((e: { type: string }) => e.type)).toEqual([
      'BookingRequested',
      'BookingConfirmed',
      'RideStarted',
      'RideCompleted',
    ]);
    expect(history.body.items[0].actor).toEqual({ kind: 'anonymous' });
    expect(history.body.items[3].actor).toMatchObject({ kind: 'user', role: 'admin' });
  });

  // Issue 18: the customer hears of the request, the confirmation, the start (on the way) and the completion.
  it("holds the customer's and the company's e-mails in the outbox", async () => {
    await expect.poll(() => outbox().length, { timeout: 10_000 }).toBe(5);
    const mails = outbox().map((name) => readFileSync(join(dataDir, 'outbox', name), 'utf8'));
    expect(mails.filter((mail) => /^To: claire.lambert@example.be/m.test(mail))).toHaveLength(4);
    expect(mails.filter((mail) => /^To: bookings@example.com/m.test(mail))).toHaveLength(1);
    expect(mails.some((mail) => mail.includes(booking.reference))).toBe(true);
  });

  it('keeps all of it after a restart, without sending any e-mail twice', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    server = await startServer({ dataDir });
    const row = await call(`/api/admin/bookings/${booking.id}`, { headers: admin() });
    expect(row.body).toMatchObject({ status: 'completed', revision: 3 });
    const analytics = await call('/api/admin/analytics?days=7', { headers: admin() });
    expect(analytics.body.totals.total_revenue).toEqual([{ currency: 'EUR', amount: booking.total_fare }]);
    const history = await call(`/api/admin/bookings/${booking.id}/history`, { headers: admin() });
    expect(history.body.items).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(outbox()).toHaveLength(5);
  });
});
