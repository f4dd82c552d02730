import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allowPickupsSoon,
  bookWith,
  createTestApp,
  inHours,
  act,
  soon,
  type TestApp,
} from '@chauffeur/api/testing';
import { addChauffeur, assign, deactivateHoldingRides, driverHeaders } from './test-helpers';

/**
 * Issue 17: an admin assigns a chauffeur to a booking; the chauffeur, signed in as a `driver`, sees their own
 * rides only and starts and completes them, as the actor of the same lifecycle events as the admin's.
 */
describe('assigning a chauffeur and the driver page', () => {
  let t: TestApp;
  let karim: string;
  let anna: string;
  beforeEach(async () => {
    t = await createTestApp();
    karim = await addChauffeur(t, { name: 'Karim Benali', email: 'karim@example.be' });
    anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
  });
  afterEach(async () => t.close());

  const karimHeaders = () => driverHeaders(t, 'karim@example.be');
  const annaHeaders = () => driverHeaders(t, 'anna@example.be');
  const ridesOf = async (headers: Record<string, string>, after?: string) =>
    t.app.inject({ url: `/api/driver/rides${after ? `?after=${after}` : ''}`, headers });
  const drive = (headers: Record<string, string>, id: string, action: string, revision: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/driver/rides/${id}/${action}`,
      headers,
      payload: { expectedRevision: revision },
    });
  const confirmedBooking = async (overrides: Record<string, unknown> = {}) => {
    const { id } = (await bookWith(t, { scheduled_time: inHours(48), ...overrides })).json();
    expect((await act(t, id, 'confirm', 0)).statusCode).toBe(200);
    return id as string;
  };
  const types = async (id: string) => (await t.eventStore.readStream(`booking-${id}`)).map((e) => e.type);

  it('shows the chauffeur a place booked in German in the language their app reads (decision 286)', async () => {
    const typed = 'Bahnhof Brüssel-Süd, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgien';
    const id = await confirmedBooking({ pickup_location: { address: typed, lat: 50.8358, lng: 4.3364 } });
    const done = await assign(t, id, karim, 1);
    const rides = await t.app.inject({
      url: `/api/driver/rides?after=${done.json().position}`,
      headers: { ...karimHeaders(), cookie: 'i18next=nl' },
    });
    expect(rides.json().items[0].pickup_location.address).toBe(
      'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België',
    );
  });

  it('assigns a chauffeur: the booking row carries them, the history names the admin', async () => {
    const id = await confirmedBooking();
    const done = await assign(t, id, karim, 1);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, revision: 2, models: expect.arrayContaining(['bookings']) });
    const row = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${done.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({ chauffeur: { id: karim, name: 'Karim Benali' }, revision: 2 });

    const history = await t.app.inject({
      url: `/api/admin/bookings/${id}/history`,
      headers: t.adminHeaders(),
    });
    expect(history.json().items.at(-1)).toMatchObject({
      type: 'ChauffeurAssigned',
      actor: { kind: 'user', email: 'admin@example.com', role: 'admin' },
      status_before: 'confirmed',
      status_after: 'confirmed',
      chauffeur: 'Karim Benali',
    });
    // The any-record history names the chauffeur too, not their id and name as two fields.
    const audit = await t.app.inject({
      url: `/api/admin/history/booking-${id}`,
      headers: t.adminHeaders(),
    });
    expect(audit.json().items[0]).toMatchObject({
      type: 'ChauffeurAssigned',
      changes: [{ field: 'chauffeur', after: 'Karim Benali' }],
    });

    // Another chauffeur replaces the first; null takes the ride off them.
    expect((await assign(t, id, anna, 2)).statusCode).toBe(200);
    const off = await assign(t, id, null, 4);
    expect(off.statusCode).toBe(200);
    expect(await types(id)).toEqual([
      'BookingRequested',
      'BookingConfirmed',
      'ChauffeurAssigned',
      'ChauffeurUnassigned',
      'ChauffeurAssigned',
      'ChauffeurUnassigned',
    ]);
    const after = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${off.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(after.json().chauffeur).toBeNull();
  });

  it('refuses a stale revision (409), no revision (428), an unknown or inactive chauffeur (400), a missing booking (404)', async () => {
    const id = await confirmedBooking();
    expect((await assign(t, id, karim, 0)).statusCode).toBe(409);
    const noRevision = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${id}/chauffeur`,
      headers: t.adminHeaders(),
      payload: { chauffeur_id: karim },
    });
    expect(noRevision.statusCode).toBe(428);
    const unknown = await assign(t, id, '6a0b5c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d', 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'body.chauffeur_id', message: 'Chauffeur not found' }]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/chauffeurs/${anna}`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
      payload: {
        name: 'Anna de Smet',
        phone: '+32 470 11 22 33',
        email: 'anna@example.be',
        languages: ['nl'],
        active: false,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await assign(t, id, anna, 1)).statusCode).toBe(400);
    expect((await assign(t, '6a0b5c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d', karim, -1)).statusCode).toBe(404);
    expect(await types(id)).toEqual(['BookingRequested', 'BookingConfirmed']);
  });

  it("lists a driver's own rides only, by pickup time, with what the road needs", async () => {
    const later = await confirmedBooking({ scheduled_time: inHours(72) });
    const sooner = await confirmedBooking({
      scheduled_time: inHours(30),
      emergency_contact_name: 'Jan Claes',
    });
    const annas = await confirmedBooking();
    await assign(t, later, karim, 1);
    await assign(t, sooner, karim, 1);
    const last = await assign(t, annas, anna, 1);

    const mine = await ridesOf(karimHeaders(), last.json().position);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().chauffeur).toEqual({ id: karim, name: 'Karim Benali' });
    expect(mine.json().items.map((ride: { id: string }) => ride.id)).toEqual([sooner, later]);
    expect(mine.json().items[0]).toMatchObject({
      status: 'confirmed',
      customer: { name: 'Jan Claes', phone: '+32 470 12 34 56' },
      flight_number: 'SN3712',
      passenger_count: 2,
      luggage_count: 2,
      actions: ['start'],
    });
    // No fares, no e-mail: the driver's page shows the road, not the office.
    expect(mine.json().items[0]).not.toHaveProperty('emergency_contact_email');
    expect((await ridesOf(annaHeaders())).json().items.map((ride: { id: string }) => ride.id)).toEqual([
      annas,
    ]);
  });

  it("carries the settings' start window, which a chauffeur may not read, so the page shows when Start opens (decision 283)", async () => {
    const id = await confirmedBooking();
    const assigned = await assign(t, id, karim, 1);
    const asked = Date.now();
    const first = await ridesOf(karimHeaders(), assigned.json().position);
    // With the server's clock as it answered, to the millisecond (decision 290): the page opens Start by it.
    const { server_time, ...window } = first.json().timing;
    expect(window).toEqual({ ride_start_window_hours: 2 });
    expect(server_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(server_time)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(server_time)).toBeLessThanOrEqual(Date.now());
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { ride_start_window_hours: 6 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ridesOf(karimHeaders())).json().timing).toMatchObject({ ride_start_window_hours: 6 });
  });

  it('answers 404 (not 403) for another driver’s ride, an unassigned one and an unknown id, and stores nothing', async () => {
    await allowPickupsSoon(t);
    const annas = await confirmedBooking(soon());
    const nobodys = await confirmedBooking(soon());
    await assign(t, annas, anna, 1);
    for (const id of [annas, nobodys, '6a0b5c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d']) {
      const refused = await drive(karimHeaders(), id, 'start', 2);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toBe('Ride not found');
    }
    expect(await types(annas)).toEqual(['BookingRequested', 'BookingConfirmed', 'ChauffeurAssigned']);
    // An account whose e-mail no active chauffeur has sees nothing and can do nothing.
    const stranger = driverHeaders(t, 'stranger@example.be');
    expect((await ridesOf(stranger)).json()).toEqual({
      chauffeur: null,
      items: [],
      timing: { ride_start_window_hours: 2, server_time: expect.any(String) },
    });
    expect((await drive(stranger, annas, 'start', 2)).statusCode).toBe(404);
  });

  it('starts and completes a ride with the chauffeur as actor, under the same rules as the admin', async () => {
    await allowPickupsSoon(t);
    const earlyPickup = inHours(30);
    const early = await confirmedBooking({ scheduled_time: earlyPickup });
    await assign(t, early, karim, 1);
    // The start window (2 h before pickup) holds for the driver too, refused by its code and the moment it
    // opens, for the driver's page to say in the chauffeur's language (decision 248).
    const tooEarly = await drive(karimHeaders(), early, 'start', 2);
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json()).toMatchObject({ code: 'start_too_early', params: { count: 2 } });
    expect(Date.parse(tooEarly.json().params.at)).toBe(Date.parse(earlyPickup) - 2 * 3_600_000);
    // Completing a ride that has not started: 409, as for the admin.
    expect((await drive(karimHeaders(), early, 'complete', 2)).statusCode).toBe(409);

    const id = await confirmedBooking(soon());
    await assign(t, id, karim, 1);
    expect((await drive(karimHeaders(), id, 'start', 1)).statusCode).toBe(409);
    const started = await drive(karimHeaders(), id, 'start', 2);
    expect(started.statusCode).toBe(200);
    const page = await ridesOf(karimHeaders(), started.json().position);
    expect(page.json().items.find((ride: { id: string }) => ride.id === id)).toMatchObject({
      status: 'in_progress',
      revision: 3,
      actions: ['complete'],
    });
    const completed = await drive(karimHeaders(), id, 'complete', 3);
    expect(completed.statusCode).toBe(200);

    const history = await t.app.inject({
      url: `/api/admin/bookings/${id}/history`,
      headers: t.adminHeaders(),
    });
    const driver = { kind: 'user', email: 'karim@example.be', role: 'driver' };
    expect(history.json().items.slice(-2)).toMatchObject([
      { type: 'RideStarted', actor: driver, status_after: 'in_progress' },
      { type: 'RideCompleted', actor: driver, status_after: 'completed' },
    ]);
  });

  it('guards /api/driver: 401 without a token, 403 for an admin or a customer', async () => {
    expect((await t.app.inject({ url: '/api/driver/rides' })).statusCode).toBe(401);
    for (const role of ['admin', 'user'] as const) {
      const answer = await ridesOf({ authorization: `Bearer ${t.token(role)}` });
      expect(answer.statusCode).toBe(403);
    }
  });

  it('an inactive chauffeur sees no rides', async () => {
    const id = await confirmedBooking();
    await assign(t, id, karim, 1);
    // The route refuses it while he holds the ride (decision 251); made inactive as an older release did.
    const position = await deactivateHoldingRides(t, karim);
    expect((await ridesOf(karimHeaders(), position)).json()).toEqual({
      chauffeur: null,
      items: [],
      timing: { ride_start_window_hours: 2, server_time: expect.any(String) },
    });
  });
});
