import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeFare } from '@chauffeur/contracts';
import { signQuote } from '../commands/quote-token';
import { createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import {
  AIRPORT,
  E_CLASS,
  GRAND_PLACE,
  S_CLASS,
  bookWith,
  bookingBody,
  inHours,
  withoutCentreAirportFares,
} from '@chauffeur/api/testing';

describe('public booking calls', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());
  const book = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    bookWith(t, overrides, headers);

  const quote = (body: object) => t.app.inject({ method: 'POST', url: '/api/quotes', payload: body });

  it('quotes every vehicle, cheapest per km first, priced from the route', async () => {
    // A trip no zone pair prices (fixed fares: services/pricing/http/fixed-fares.test.ts).
    await withoutCentreAirportFares(t);
    const response = await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT, is_round_trip: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('estimate');
    expect(body.distance_km).toBeGreaterThan(10);
    expect(body.distance_km).toBeLessThan(25);
    expect(body.geometry.coordinates.length).toBeGreaterThanOrEqual(2);
    expect(body.vehicles.map((v: { vehicle: { price_per_km: number } }) => v.vehicle.price_per_km)).toEqual([
      2.2, 2.8, 3.1, 3.5,
    ]);
    for (const { vehicle, total_fare } of body.vehicles) {
      expect(total_fare).toBe(computeFare(body.distance_km, vehicle.price_per_km, false).total_fare);
    }
    const roundTrip = (await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT, is_round_trip: true })).json();
    expect(roundTrip.vehicles[0].total_fare).toBe(computeFare(body.distance_km, 2.2, true).total_fare);
  });

  it('refuses a quote without a pickup, naming the field', async () => {
    const response = await quote({ dropoff: AIRPORT });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain('body.pickup');
  });

  it("stores the server's price and ignores the one the client sent", async () => {
    await withoutCentreAirportFares(t);
    const response = await book({ total_fare: 1, distance_fare: 1, base_fare: 0, distance_km: 0.3 });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.reference).toMatch(/^CH-[A-Z0-9]{6}$/);
    const [event] = await t.eventStore.readStream(`booking-${created.id}`);
    const data = event!.data as {
      total_fare: number;
      distance_km: number;
      vehicle: { price_per_km: number };
    };
    expect(data.total_fare).toBe(computeFare(data.distance_km, 3.5, false).total_fare);
    expect(data.total_fare).toBeGreaterThan(30);
    expect(created.total_fare).toBe(data.total_fare);
    expect(event!.metadata.actor).toEqual({ kind: 'anonymous' });
    const row = await t.app.inject({
      url: `/api/admin/bookings/${created.id}?after=${created.position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({
      status: 'pending',
      total_fare: data.total_fare,
      vehicle: { name: 'Mercedes-Benz S-Class' },
    });
  });

  it("answers SPEC 5's 'Missing required booking information' without pickup, destination or vehicle", async () => {
    const { pickup_location: _p, vehicle_id: _v, ...rest } = bookingBody();
    const response = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: rest });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Missing required booking information');
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.pickup_location', 'body.vehicle_id']);
  });

  it('names every invalid contact and count field', async () => {
    const response = await book({
      emergency_contact_email: 'not-an-email',
      emergency_contact_phone: 'call me',
      emergency_contact_name: '',
      passenger_count: 8,
      luggage_count: 5,
      flight_number: '!!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The request has invalid fields');
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual([
      'body.emergency_contact_email',
      'body.emergency_contact_name',
      'body.emergency_contact_phone',
      'body.flight_number',
      'body.luggage_count',
      'body.passenger_count',
    ]);
  });

  it('refuses a pickup in the past or inside the lead time, and accepts one when the lead time is 0', async () => {
    const past = await book({ scheduled_time: inHours(-1) });
    expect(past.json().errors).toEqual([
      { field: 'body.scheduled_time', message: 'Pickup time cannot be in the past', code: 'pickup_in_past' },
    ]);
    const soon = await book({ scheduled_time: inHours(2) });
    expect(soon.json().errors).toEqual([
      {
        field: 'body.scheduled_time',
        message: 'Bookings must be made at least 24 hours before pickup',
        code: 'lead_time',
        params: { count: 24 },
      },
    ]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { booking_lead_time_hours: 0 },
    });
    expect(patch.statusCode).toBe(200);
    expect((await book({ scheduled_time: inHours(0.5) })).statusCode).toBe(201);
  });

  it('takes the pickup as an instant with its offset, and refuses a time without one (decision 234)', async () => {
    // 10:00 on the Brussels clock, as the wizard sends it from any device; stored as the same instant.
    const created = await book({ scheduled_time: '2030-01-15T10:00:00+01:00' });
    expect(created.statusCode).toBe(201);
    const [event] = await t.eventStore.readStream(`booking-${created.json().id}`);
    expect((event!.data as { scheduled_time: string }).scheduled_time).toBe('2030-01-15T09:00:00.000Z');
    // A bare "10:00" would mean whatever zone the reader assumes: refused, naming the field.
    const local = await book({ scheduled_time: '2030-01-15T10:00:00' });
    expect(local.statusCode).toBe(400);
    expect(local.json().errors).toEqual([
      { field: 'body.scheduled_time', message: 'Scheduled time must be a date and time (ISO 8601)' },
    ]);
  });

  it('takes either 02:30 of the night the clocks go back as the instant its offset names (decision 240)', async () => {
    // 2030-10-27: 02:30 summer time (UTC+2) and, an hour later, 02:30 winter time (UTC+1).
    // Two cars: an hour apart, one car would be taken by the first ride.
    const summer = await book({ scheduled_time: '2030-10-27T02:30:00+02:00', vehicle_id: E_CLASS });
    const winter = await book({ scheduled_time: '2030-10-27T02:30:00+01:00', vehicle_id: S_CLASS });
    expect([summer.statusCode, winter.statusCode]).toEqual([201, 201]);
    const stored = async (id: string) =>
      ((await t.eventStore.readStream(`booking-${id}`))[0]!.data as { scheduled_time: string })
        .scheduled_time;
    expect(await stored(summer.json().id)).toBe('2030-10-27T00:30:00.000Z');
    expect(await stored(winter.json().id)).toBe('2030-10-27T01:30:00.000Z');
  });

  it("refuses more passengers than the vehicle takes and a vehicle that doesn't exist", async () => {
    const crowded = await book({ vehicle_id: E_CLASS, passenger_count: 4 });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().errors).toEqual([
      {
        field: 'body.passenger_count',
        message: 'The Mercedes-Benz E-Class takes at most 3 passengers',
        code: 'too_many_passengers',
        params: { vehicle: 'Mercedes-Benz E-Class', count: 3 },
      },
    ]);
    const unknown = await book({ vehicle_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'body.vehicle_id', message: 'Vehicle not found' }]);
  });

  it('returns the first answer to a retry with the same Idempotency-Key and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'wizard-7f3a9c21' };
    const same = { scheduled_time: inHours(48) };
    const first = await book(same, key);
    const retry = await book(same, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // Automatic confirmation is off by default: only requested, as the wizard then says (decision 278).
    expect(first.json().status).toBe('pending');
    const other = await book({ ...same, passenger_count: 3 }, key);
    expect(other.statusCode).toBe(422);
    expect((await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested')).toHaveLength(1);
  });

  it('creates one booking from 20 concurrent retries with one key', async () => {
    const key = { 'idempotency-key': 'flaky-network-retry-01' };
    const same = { scheduled_time: inHours(48) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(same, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const bookings = (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested');
    expect(bookings).toHaveLength(1);
  });

  it('confirms at once when the admin turned automatic confirmation on', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { enable_automatic_booking_confirmation: true },
    });
    const key = { 'idempotency-key': 'auto-confirmed-01' };
    const same = { scheduled_time: inHours(48) };
    const created = (await book(same, key)).json();
    expect(created.revision).toBe(1);
    // The wizard says "confirmed" only then (decision 278), also to a retry of the same request.
    expect(created.status).toBe('confirmed');
    expect((await book(same, key)).json().status).toBe('confirmed');
    // And the wizard's intro promises it before anyone books.
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      automatic_confirmation: true,
      free_cancellation_hours: 24,
    });
    const events = await t.eventStore.readStream(`booking-${created.id}`);
    expect(events.map((e) => e.type)).toEqual(['BookingRequested', 'BookingConfirmed']);
    // The customer asked; the system confirmed (SPEC 3 automatic confirmation, actor: system).
    expect(events.map((e) => e.metadata.actor.kind)).toEqual(['anonymous', 'system']);
    expect(events[1]!.metadata.actor).toMatchObject({ kind: 'system', name: 'auto-confirm' });
  });

  it('refuses new bookings with a clear message while maintenance mode is on', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { maintenance_mode: true },
    });
    const refused = await book();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/paused for maintenance/);
    expect((await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested')).toHaveLength(0);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().maintenance_mode).toBe(true);
  });

  it('refuses a trip whose destination is the pickup itself', async () => {
    const response = await book({ dropoff_location: GRAND_PLACE });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.dropoff_location', message: 'Destination must differ from the pickup location' },
    ]);
  });

  it('keeps S-Class as the chosen vehicle in the stored booking', async () => {
    const created = (await book()).json();
    const [event] = await t.eventStore.readStream(`booking-${created.id}`);
    expect((event!.data as { vehicle: { id: string } }).vehicle.id).toBe(S_CLASS);
  });

  const bookings = async () =>
    (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested').length;
  const patchSettings = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload,
    });

  it('quotes the places as verified, a 30-minute token, and books at the quoted fare', async () => {
    const answer = await quote({ pickup: AIRPORT, dropoff: GRAND_PLACE, is_round_trip: false });
    const q = answer.json();
    // The address as given, at the gazetteer's own coordinates of Brussels Airport.
    expect(q.pickup).toEqual({ address: AIRPORT.address, lat: 50.8988, lng: 4.4838 });
    expect(q.quote_token).toMatch(/^q1\./);
    expect(Date.parse(q.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    const sClass = q.vehicles.find((v: { vehicle: { id: string } }) => v.vehicle.id === S_CLASS);
    const created = await book({
      pickup_location: q.pickup,
      dropoff_location: q.dropoff,
      quote_token: q.quote_token,
      total_fare: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().total_fare).toBe(sClass.total_fare);
    const [event] = await t.eventStore.readStream(`booking-${created.json().id}`);
    expect(event!.data).toMatchObject({ pickup_location: q.pickup, total_fare: sClass.total_fare });
    expect(event!.data).not.toHaveProperty('quote_token');
  });

  it("quotes in the currency it prices in, and charges a booking in its quote's currency even after a switch (decision 261)", async () => {
    const trip = { pickup: AIRPORT, dropoff: GRAND_PLACE, is_round_trip: false };
    const inEuros = (await quote(trip)).json();
    expect(inEuros.currency).toBe('EUR');
    expect((await patchSettings({ default_currency: 'GBP' })).statusCode).toBe(200);
    const inPounds = (await quote(trip)).json();
    expect(inPounds.currency).toBe('GBP');

    const bookAt = async (q: typeof inEuros) => {
      const created = await book({
        pickup_location: q.pickup,
        dropoff_location: q.dropoff,
        quote_token: q.quote_token,
      });
      expect(created.statusCode).toBe(201);
      const [event] = await t.eventStore.readStream(`booking-${created.json().id}`);
      return { answered: created.json().currency, recorded: (event!.data as { currency: string }).currency };
    };
    // Seen in euros before the switch, charged in euros: the fare's numbers are the euro ones.
    expect(await bookAt(inEuros)).toEqual({ answered: 'EUR', recorded: 'EUR' });
    expect(await bookAt(inPounds)).toEqual({ answered: 'GBP', recorded: 'GBP' });
  });

  it("keeps the customer's address lines beside the quoted places, at the quoted fare (issue 14)", async () => {
    const q = (await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT, is_round_trip: false })).json();
    const sClass = q.vehicles.find((v: { vehicle: { id: string } }) => v.vehicle.id === S_CLASS);
    const created = await book({
      pickup_location: q.pickup,
      dropoff_location: q.dropoff,
      quote_token: q.quote_token,
      pickup_address_line: ' Rue de la Loi 16, 3rd floor ',
      dropoff_address_line: '',
    });
    expect(created.statusCode).toBe(201);
    // Free text: the quote still binds, and the price is the quoted one.
    expect(created.json().total_fare).toBe(sClass.total_fare);
    const { id, position } = created.json();
    const [event] = await t.eventStore.readStream(`booking-${id}`);
    expect(event!.data).toMatchObject({ pickup_address_line: 'Rue de la Loi 16, 3rd floor' });
    expect(event!.data).not.toHaveProperty('dropoff_address_line');
    const row = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({
      // The quoted place, written as the English-reading admin reads it (decision 286.1).
      pickup_location: { ...q.pickup, address: 'Grand Place, 1000 Brussels, Belgium' },
      pickup_address_line: 'Rue de la Loi 16, 3rd floor',
      dropoff_address_line: null,
    });
    const list = await t.app.inject({ url: '/api/admin/bookings', headers: t.adminHeaders() });
    const listed = list.json().items.find((b: { id: string }) => b.id === id);
    expect(listed.pickup_address_line).toBe('Rue de la Loi 16, 3rd floor');
  });

  it('refuses an address line that is too long or holds a line break, naming the field, storing nothing', async () => {
    const response = await book({
      pickup_address_line: 'x'.repeat(201),
      dropoff_address_line: 'Rue de la Loi 16\r\nBcc: x@evil.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.pickup_address_line', message: 'Pickup address details must be at most 200 characters' },
      {
        field: 'body.dropoff_address_line',
        message:
          'Destination address details must be one line without control characters or text-direction overrides',
      },
    ]);
    const list = await t.app.inject({ url: '/api/admin/bookings', headers: t.adminHeaders() });
    expect(list.json().total).toBe(0);
  });

  it('refuses a tampered, expired or foreign token and a booking that is not the quoted trip, storing nothing', async () => {
    const q = (await quote({ pickup: AIRPORT, dropoff: GRAND_PLACE })).json();
    const withQuote = { pickup_location: q.pickup, dropoff_location: q.dropoff };
    const [prefix, payload, mac] = q.quote_token.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const cheaper = {
      ...decoded,
      vehicles: decoded.vehicles.map(([id, ppk]: [string, number]) => [id, ppk, 1.05]),
    };
    const forged = `${prefix}.${Buffer.from(JSON.stringify(cheaper)).toString('base64url')}.${mac}`;
    const expired = signQuote(TEST_SECRET, { ...decoded, exp: Date.now() - 1000 });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...withQuote, quote_token: forged }, 'body.quote_token', /not valid/],
      [{ ...withQuote, quote_token: expired }, 'body.quote_token', /expired/],
      [{ ...withQuote, quote_token: signQuote('another-secret', decoded) }, 'body.quote_token', /not valid/],
      // The places must be the quoted ones as the server verified them (here: not the client's coordinates).
      [
        { pickup_location: AIRPORT, dropoff_location: q.dropoff, quote_token: q.quote_token },
        'body.pickup_location',
        /differs from the quoted/,
      ],
      [{ ...withQuote, quote_token: q.quote_token, is_round_trip: true }, 'body.is_round_trip', /round trip/],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await book(overrides);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    expect(await bookings()).toBe(0);
  });

  it('answers a retry of a stored booking as the first time, even after its quote expired', async () => {
    const q = (await quote({ pickup: AIRPORT, dropoff: GRAND_PLACE })).json();
    const payload = JSON.parse(Buffer.from(q.quote_token.split('.')[1], 'base64url').toString());
    const shortLived = signQuote(TEST_SECRET, { ...payload, exp: Date.now() + 1500 });
    const body = {
      pickup_location: q.pickup,
      dropoff_location: q.dropoff,
      quote_token: shortLived,
      scheduled_time: inHours(48),
    };
    const key = { 'idempotency-key': 'lost-answer-retry-01' };
    const first = await book(body, key);
    expect(first.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const retry = await book(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // A new booking with the same expired token is refused.
    expect((await book(body)).json().errors[0].field).toBe('body.quote_token');
    expect(await bookings()).toBe(1);
  });

  it('refuses a place outside the service area with a number to call, in quotes and bookings', async () => {
    const paris = { address: '48.85660, 2.35220', lat: 48.8566, lng: 2.3522 };
    await patchSettings({ service_area_radius_km: 100 });
    const refused = await quote({ pickup: GRAND_PLACE, dropoff: paris });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: 'body.dropoff',
        message: expect.stringMatching(
          /outside the area we serve online \(Belgium and 100 km.*call us on \+32/,
        ),
      },
    ]);
    expect((await book({ dropoff_location: paris })).json().errors[0].field).toBe('body.dropoff_location');
    // Within the radius (the default 300 km), the same trip is quoted.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '0' },
      payload: { service_area_radius_km: 300 },
    });
    expect((await quote({ pickup: GRAND_PLACE, dropoff: paris })).statusCode).toBe(200);
  });

  it('refuses an address the server cannot place at its coordinates, naming the field', async () => {
    const response = await book({ dropoff_location: { ...AIRPORT, address: 'Grote Markt, Antwerpen' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'body.dropoff_location',
        message: expect.stringMatching(/choose the address from the suggestions/),
      },
    ]);
  });

  it("stores the server's own address for the wizard's Current Location", async () => {
    const here = { address: 'Current Location', lat: 50.8469, lng: 4.3522 };
    const created = await book({ pickup_location: here, language: 'fr' });
    expect(created.statusCode).toBe(201);
    const [event] = await t.eventStore.readStream(`booking-${created.json().id}`);
    expect((event!.data as { pickup_location: unknown }).pickup_location).toEqual({
      address: 'Grand-Place, 1000 Bruxelles, Belgique',
      lat: 50.8467,
      lng: 4.3525,
    });
  });

  it('charges at least the minimum fare, in the quote and in the booking', async () => {
    await withoutCentreAirportFares(t);
    await patchSettings({ minimum_fare: 90 });
    const q = (await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT })).json();
    expect(q.minimum_fare).toBe(90);
    const cheapest = q.vehicles[0];
    expect(cheapest).toMatchObject({ total_fare: 90, minimum_fare_applied: true });
    const created = await book({ vehicle_id: E_CLASS, passenger_count: 1 });
    expect(created.json().total_fare).toBe(90);
  });
});
