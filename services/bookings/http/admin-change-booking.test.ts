import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { AIRPORT, E_CLASS, GRAND_PLACE, S_CLASS, act, bookWith, inHours } from '@chauffeur/api/testing';
import type { BookingChangedData } from '@chauffeur/contracts';
import { bookingMails } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';

/**
 * Issue 17 point 5 (decisions 141–143): an admin changes a booking that has not started. What prices is
 * verified and priced by the server (a fare sent is ignored), the read models follow, the customer is
 * e-mailed the change and the new price, and the history shows who changed what.
 */
describe('admin changes a booking: PATCH /api/admin/bookings/:id', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const change = (id: string, revision: number | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${id}`,
      headers: { ...t.adminHeaders(), ...(revision === null ? {} : { 'if-match': `"${revision}"` }) },
      payload: body,
    });
  const streamOf = (id: string) => t.eventStore.readStream(`booking-${id}`);
  const rowOf = async (id: string, position: string) =>
    (
      await t.app.inject({ url: `/api/admin/bookings/${id}?after=${position}`, headers: t.adminHeaders() })
    ).json();
  const book = async () => (await bookWith(t, { scheduled_time: inHours(48), vehicle_id: E_CLASS })).json();
  const IXELLES = { address: 'Ixelles', lat: 50.8333, lng: 4.3667 };

  it('re-prices a new destination and vehicle from server data, ignoring a fare sent, and e-mails the customer', async () => {
    const booked = await book();
    const done = await change(booked.id, 0, {
      dropoff_location: IXELLES,
      vehicle_id: S_CLASS,
      total_fare: 1,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().revision).toBe(1);
    const [, changed] = await streamOf(booked.id);
    expect(changed!.type).toBe('BookingChanged');
    expect(changed!.metadata.actor).toMatchObject({ kind: 'user', email: 'admin@example.com' });
    const data = changed!.data as BookingChangedData;
    expect(Object.keys(data.changes)).toEqual(
      expect.arrayContaining(['dropoff_location', 'vehicle', 'distance_km', 'distance_fare']),
    );
    expect(data.previous.dropoff_location?.address).toBe(AIRPORT.address);
    expect(data.previous_total_fare).toBe(booked.total_fare);
    expect(data.total_fare).not.toBe(1);
    expect(data.total_fare).not.toBe(booked.total_fare);

    // The same trip priced by the public quote: the server's own price, not the one sent.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: GRAND_PLACE, dropoff: IXELLES, is_round_trip: false },
    });
    expect(quote.statusCode).toBe(200);
    const offer = quote.json().vehicles.find((v: { vehicle: { id: string } }) => v.vehicle.id === S_CLASS);
    expect(data.total_fare).toBe(offer.total_fare);

    const row = await rowOf(booked.id, done.json().position);
    expect(row).toMatchObject({
      total_fare: data.total_fare,
      vehicle_id: S_CLASS,
      revision: 1,
      // The admin (English here) reads the gazetteer's writing of the place (decision 286.1).
      dropoff_location: { address: '1050 Ixelles, Belgium' },
    });

    const mails = await bookingMails(changed!, t.eventStore, TEST_MAIL_LINKS);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('anne.peeters@example.be');
    // In the customer's language (nl here), with the new place and the price before and after.
    expect(mails[0]!.subject).toBe(`Uw boeking ${booked.reference} is gewijzigd`);
    expect(mails[0]!.text).toContain('Naar: 1050 Elsene, België');
    expect(mails[0]!.text).toMatch(/Vorig totaal: .*\n.*Totaal: /);

    const history = (
      await t.app.inject({ url: `/api/admin/bookings/${booked.id}/history`, headers: t.adminHeaders() })
    ).json();
    expect(history.items[1]).toMatchObject({
      type: 'BookingChanged',
      status_before: 'pending',
      status_after: 'pending',
      change: { previous_total_fare: booked.total_fare, total_fare: data.total_fare },
    });
  });

  it('keeps the quoted fare when nothing that prices changes; the search finds the new name', async () => {
    const booked = await book();
    const done = await change(booked.id, 0, {
      emergency_contact_name: 'Zoë Vermeulen',
      emergency_contact_phone: '+32 471 99 88 77',
      passenger_count: 3,
      flight_number: 'SN 3712',
    });
    expect(done.statusCode).toBe(200);
    const [, changed] = await streamOf(booked.id);
    const data = changed!.data as BookingChangedData;
    expect(data.total_fare).toBe(booked.total_fare);
    expect(Object.keys(data.changes).sort()).toEqual(['customer', 'flight_number', 'passenger_count']);
    const found = (
      await t.app.inject({
        url: `/api/admin/bookings?search=verme&after=${done.json().position}`,
        headers: t.adminHeaders(),
      })
    ).json();
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([booked.id]);
    expect(found.items[0]).toMatchObject({ emergency_contact_name: 'Zoë Vermeulen', passenger_count: 3 });
    // A confirmation sent after the change shows the booking as changed (nl: the booking's language).
    expect((await act(t, booked.id, 'confirm', 1)).statusCode).toBe(200);
    const [, , confirmed] = await streamOf(booked.id);
    const [confirmation] = await bookingMails(confirmed!, t.eventStore, TEST_MAIL_LINKS);
    expect(confirmation!.text).toContain('Beste Zoë Vermeulen,');
    expect(confirmation!.text).toContain('Passagiers: 3');
    const byPhone = (
      await t.app.inject({ url: '/api/admin/bookings?search=0471998877', headers: t.adminHeaders() })
    ).json();
    expect(byPhone.items).toHaveLength(1);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const booked = await book();
    const same = await change(booked.id, 0, { passenger_count: 2, is_round_trip: false });
    expect(same.statusCode).toBe(200);
    expect(same.json().revision).toBe(0);
    expect((await streamOf(booked.id)).map((e) => e.type)).toEqual(['BookingRequested']);
  });

  it('409 on a stale revision, 428 without one, 404 for an unknown booking', async () => {
    const booked = await book();
    expect((await act(t, booked.id, 'confirm', 0)).statusCode).toBe(200);
    const stale = await change(booked.id, 0, { passenger_count: 3 });
    expect(stale.statusCode).toBe(409);
    expect((await change(booked.id, null, { passenger_count: 3 })).statusCode).toBe(428);
    const unknown = await change('00000000-0000-4000-8000-000000000000', 0, { passenger_count: 3 });
    expect(unknown.statusCode).toBe(404);
    // A confirmed booking may still be changed; it stays confirmed.
    const done = await change(booked.id, 1, { passenger_count: 3 });
    expect(done.statusCode).toBe(200);
    expect((await rowOf(booked.id, done.json().position)).status).toBe('confirmed');
  });

  it('400 naming the failing fields, and records nothing', async () => {
    const booked = await book();
    const bad = await change(booked.id, 0, { passenger_count: 9, scheduled_time: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['body.passenger_count', 'body.scheduled_time']));
    const past = await change(booked.id, 0, { scheduled_time: inHours(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { field: 'body.scheduled_time', message: 'Pickup time cannot be in the past', code: 'pickup_in_past' },
    ]);
    // Within the request's limits, beyond the E-Class's (3 and 3): the vehicle's capacity, as for a new booking.
    const tooMuch = await change(booked.id, 0, { luggage_count: 4, passenger_count: 5 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'body.passenger_count',
      'body.luggage_count',
    ]);
    const vehicle = await change(booked.id, 0, { vehicle_id: '00000000-0000-4000-8000-000000000000' });
    expect(vehicle.json().errors).toEqual([{ field: 'body.vehicle_id', message: 'Vehicle not found' }]);
    expect((await streamOf(booked.id)).map((e) => e.type)).toEqual(['BookingRequested']);
  });

  it('applies the lead time only when the time moves', async () => {
    const booked = await book();
    // The lead time grows past the booking's pickup (in 48 hours) after it was made.
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { booking_lead_time_hours: 72 },
    });
    expect(settings.statusCode).toBe(200);
    expect((await change(booked.id, 0, { passenger_count: 3 })).statusCode).toBe(200);
    const moved = await change(booked.id, 1, { scheduled_time: inHours(50) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      {
        field: 'body.scheduled_time',
        message: 'Bookings must be made at least 72 hours before pickup',
        code: 'lead_time',
        params: { count: 72 },
      },
    ]);
  });

  it('409 once the ride has started or the booking is cancelled', async () => {
    const booked = await book();
    expect((await act(t, booked.id, 'cancel', 0)).statusCode).toBe(200);
    const refused = await change(booked.id, 1, { passenger_count: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Cannot change a booking that is cancelled');
  });

  it('is for staff only: 401 without a session, 403 for a customer', async () => {
    const booked = await book();
    const url = `/api/admin/bookings/${booked.id}`;
    const payload = { passenger_count: 3, expectedRevision: 0 };
    expect((await t.app.inject({ method: 'PATCH', url, payload })).statusCode).toBe(401);
    const user = { authorization: `Bearer ${t.token('user')}` };
    expect((await t.app.inject({ method: 'PATCH', url, payload, headers: user })).statusCode).toBe(403);
  });
});
