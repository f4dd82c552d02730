import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, computeFare } from '@chauffeur/contracts';
import { GazetteerGeocoder } from '../../services/geo/index';
import { GAZETTEER } from '@chauffeur/contracts/gazetteer';
import { estimateRoute } from '../../services/geo/index';
import { bookingBody, S_CLASS, createTestApp, enoughCars, type TestApp } from '@chauffeur/api/testing';

/**
 * Issue 13, table row 1: "`POST /api/bookings` with addresses 'Brussels Airport' → 'Grote Markt,
 * Antwerpen' but coordinates 250 m apart: stored with total_fare 1.05 € (the real trip is about 50 €);
 * pole-to-pole coordinates were accepted at 78,381 €". The server now vouches for every place, keeps the
 * online service area and prices only the places the addresses name.
 */
const BRU = { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.8988, lng: 4.4838 };
/** 250 m from the terminal. */
const NEAR_BRU = { lat: 50.9005, lng: 4.4862 };
const S_CLASS_PER_KM = 3.5;
const gazetteer = new GazetteerGeocoder();
const located = (e: { lat: number; lng: number }) => ({ address: '', lat: e.lat, lng: e.lng });

describe('security: place and price (issue 13, row 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Rides booked close together (issue 17: one car per demo model would refuse the next).
    await enoughCars(t);
  });
  afterAll(async () => t.close());

  const book = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingBody(overrides) });
  const storedBookings = async () =>
    (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested').length;

  it('refuses "Brussels Airport" → "Grote Markt, Antwerpen" at coordinates 250 m apart, and stores nothing', async () => {
    const before = await storedBookings();
    const response = await book({
      pickup_location: BRU,
      dropoff_location: { address: 'Grote Markt, Antwerpen', ...NEAR_BRU },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.dropoff_location', message: expect.stringMatching(/could not find this address/) },
    ]);
    expect(await storedBookings()).toBe(before);
  });

  it('with a destination the server knows ("2000 Antwerpen") but coordinates 250 m from the airport: refused too', async () => {
    const response = await book({
      pickup_location: BRU,
      dropoff_location: { address: '2000 Antwerpen, België', ...NEAR_BRU },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.dropoff_location');
  });

  it('with the real coordinates, the same trip costs its real price (about 50 €, not 1.05 €)', async () => {
    const antwerp = (await gazetteer.search('Antwerpen', 'nl'))[0]!;
    const response = await book({ pickup_location: BRU, dropoff_location: antwerp, total_fare: 1.05 });
    expect(response.statusCode).toBe(201);
    const fare = response.json().total_fare;
    expect(fare).toBe(computeFare(estimateRoute(BRU, antwerp).distance_km, S_CLASS_PER_KM, false).total_fare);
    expect(fare).toBeGreaterThan(45);
    expect(fare).toBeLessThan(200);
  });

  it('refuses pole-to-pole coordinates with a message to call, naming both places, and stores nothing', async () => {
    const before = await storedBookings();
    const response = await book({
      pickup_location: { address: 'North Pole', lat: 90, lng: 0 },
      dropoff_location: { address: 'South Pole', lat: -90, lng: 0 },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors.map((e: { field: string }) => e.field)).toEqual([
      'body.pickup_location',
      'body.dropoff_location',
    ]);
    expect(errors[0].message).toMatch(/outside the area we serve online.*call us on \+32 2 000 00 00/);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: { address: 'North Pole', lat: 90, lng: 0 }, dropoff: BRU },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().errors[0].field).toBe('body.pickup');
    expect(await storedBookings()).toBe(before);
  });

  it('through HTTP, 150 generated bodies: every stored fare is at least the fare between the places named', async () => {
    const entry = fc.constantFrom(...GAZETTEER);
    const at = fc.oneof(
      { arbitrary: fc.constant(null), weight: 4 },
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
      entry.map((e) => ({ lat: e.lat + 0.003, lng: e.lng })),
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        entry,
        entry,
        at,
        at,
        fc.constantFrom(...LANGUAGES),
        fc.boolean(),
        fc.option(fc.double({ noNaN: true }), { nil: undefined }),
        async (from, to, fromAt, toAt, lang, roundTrip, bogus) => {
          const place = (e: typeof from, where: typeof fromAt) => ({
            address: gazetteer.toPlace(e, lang).address,
            ...(where ?? { lat: e.lat, lng: e.lng }),
          });
          const before = await storedBookings();
          const response = await book({
            pickup_location: place(from, fromAt),
            dropoff_location: place(to, toAt),
            is_round_trip: roundTrip,
            vehicle_id: S_CLASS,
            total_fare: bogus,
            distance_km: bogus,
          });
          if (response.statusCode !== 201) {
            expect(response.statusCode).toBe(400);
            expect(await storedBookings()).toBe(before);
            return;
          }
          stored++;
          const real = computeFare(
            estimateRoute(located(from), located(to)).distance_km,
            S_CLASS_PER_KM,
            roundTrip,
          ).total_fare;
          expect(response.json().total_fare).toBeGreaterThanOrEqual(real);
        },
      ),
      { numRuns: 150, seed: 13 },
    );
    expect(stored).toBeGreaterThan(40);
  });
});
