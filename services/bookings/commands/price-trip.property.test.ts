import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LANGUAGES,
  bookingRequestSchema,
  computeFare,
  type BookingRequest,
  type Location,
  type Vehicle,
} from '@chauffeur/contracts';
import { GazetteerGeocoder } from '../../geo/index';
import { GAZETTEER, type GazetteerEntry } from '@chauffeur/contracts/gazetteer';
import { EstimateRouting, estimateRoute } from '../../geo/index';
import { DomainError } from '@chauffeur/platform';
import { DEMO_FLEET } from '@chauffeur/api/testing';
import { priceBooking, type PricedBooking } from './price-trip';
import { signQuote } from './quote-token';
import { quoteTrip } from './quote-trip';

/**
 * Issue 13's property: no request body (arbitrary coordinates, addresses from the gazetteer, bogus fare
 * fields, tokens genuine, forged, expired or random) stores a fare lower than the fare of the route
 * between the addresses it names. Decided by `priceBooking` itself, with the bundled gazetteer and the
 * built-in route estimate (both in memory): 10,000 cases in a few seconds.
 */

const SECRET = 'property-test-secret-long-enough-0123456789';
const NOW = new Date('2026-11-23T20:00:00Z');
const SETTINGS = { ...DEFAULT_SETTINGS, minimum_fare: 0 };
const geocoder = new GazetteerGeocoder();
const deps = {
  geocoder,
  routing: new EstimateRouting(),
  jwtSecret: SECRET,
  now: () => NOW,
  // No zone pair: these properties are about the price per km (fixed fares: services/pricing).
  fixedFareFor: async () => null,
};
const FLEET = DEMO_FLEET.map((v) => ({ ...v }) as unknown as Vehicle);

/** A body place and, when its address is one the gazetteer writes, the place it names. */
interface Given {
  location: Location;
  names: GazetteerEntry | null;
}

const entryArb = fc.constantFrom(...GAZETTEER);
const langArb = fc.constantFrom(...LANGUAGES);
const worldArb = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
const jitterArb = fc.double({ min: -0.05, max: 0.05, noNaN: true });

/** Coordinates for an address: its own, a few km off, another place's, or anywhere on earth. */
const coordinatesFor = (entry: GazetteerEntry) =>
  fc.oneof(
    fc.constant({ lat: entry.lat, lng: entry.lng }),
    fc.tuple(jitterArb, jitterArb).map(([a, b]) => ({ lat: entry.lat + a, lng: entry.lng + b })),
    entryArb.map((other) => ({ lat: other.lat + 0.002, lng: other.lng - 0.002 })),
    worldArb,
  );

const namedPlaceArb: fc.Arbitrary<Given> = fc.tuple(entryArb, langArb).chain(([entry, lang]) =>
  coordinatesFor(entry).map((at) => ({
    location: { address: geocoder.toPlace(entry, lang).address, ...at },
    names: entry,
  })),
);
/** Addresses that name no single gazetteer place: "current location", coordinates, any text. */
const otherPlaceArb: fc.Arbitrary<Given> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom('Current Location', 'Huidige locatie: Brussels Airport', 'Grote Markt, Antwerpen'),
      fc.string({ maxLength: 40 }),
    ),
    fc.oneof(
      entryArb.map((e) => ({ lat: e.lat, lng: e.lng })),
      worldArb,
    ),
  )
  .map(([address, at]) => ({ location: { address, ...at }, names: null }));
const placeArb = fc.oneof({ arbitrary: namedPlaceArb, weight: 4 }, { arbitrary: otherPlaceArb, weight: 1 });

const bogusFare = fc.option(fc.oneof(fc.double({ noNaN: true }), fc.string(), fc.constant(-1)), {
  nil: undefined,
});

interface Quoted {
  token: string;
  pickup: GazetteerEntry;
  dropoff: GazetteerEntry;
  pickupLocation: Location;
  dropoffLocation: Location;
  isRoundTrip: boolean;
}
const quotes: Quoted[] = [];

beforeAll(async () => {
  // Genuine quotes between gazetteer places, to be used as they are, for another trip, or tampered.
  const rnd = fc.sample(fc.tuple(entryArb, entryArb, langArb, fc.boolean()), { numRuns: 60, seed: 13 });
  for (const [a, b, lang, isRoundTrip] of rnd) {
    if (a.id === b.id) continue;
    const pickup = geocoder.toPlace(a, lang);
    const dropoff = geocoder.toPlace(b, lang);
    const quote = await quoteTrip(
      deps,
      { pickup, dropoff, is_round_trip: isRoundTrip, language: lang },
      SETTINGS,
      FLEET,
    ).catch(() => null);
    if (quote)
      quotes.push({
        token: quote.quote_token,
        pickup: a,
        dropoff: b,
        pickupLocation: quote.pickup,
        dropoffLocation: quote.dropoff,
        isRoundTrip,
      });
  }
});

const tamper = (token: string, at: number) => {
  const i = 3 + (at % (token.length - 3));
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
};

/** A request body: fresh places, or a quote's trip; with no token, a genuine one, a tampered, an expired, or noise. */
const caseArb = fc
  .record({
    pickup: placeArb,
    dropoff: placeArb,
    isRoundTrip: fc.boolean(),
    vehicle: fc.constantFrom(...DEMO_FLEET),
    quoteIndex: fc.nat(),
    useQuotedTrip: fc.boolean(),
    tokenKind: fc.constantFrom('none', 'genuine', 'tampered', 'expired', 'noise'),
    noise: fc.string({ maxLength: 60 }),
    fares: fc.record({
      total_fare: bogusFare,
      base_fare: bogusFare,
      distance_fare: bogusFare,
      distance_km: bogusFare,
    }),
    language: langArb,
  })
  .map((c) => {
    const quoted = quotes[c.quoteIndex % quotes.length]!;
    const fromQuote = c.tokenKind !== 'none' && c.useQuotedTrip;
    const pickup: Given = fromQuote ? { location: quoted.pickupLocation, names: quoted.pickup } : c.pickup;
    const dropoff: Given = fromQuote
      ? { location: quoted.dropoffLocation, names: quoted.dropoff }
      : c.dropoff;
    const expired = () => {
      const payload = JSON.parse(Buffer.from(quoted.token.split('.')[1]!, 'base64url').toString());
      return signQuote(SECRET, { ...payload, exp: NOW.getTime() - 1 });
    };
    const token = {
      none: undefined,
      genuine: quoted.token,
      tampered: tamper(quoted.token, c.quoteIndex),
      expired: expired(),
      noise: c.noise,
    }[c.tokenKind];
    const body = {
      pickup_location: pickup.location,
      dropoff_location: dropoff.location,
      scheduled_time: '2026-11-30T10:00:00Z',
      vehicle_id: c.vehicle.id,
      emergency_contact_name: 'Anne Peeters',
      emergency_contact_phone: '+32 470 12 34 56',
      emergency_contact_email: 'anne@example.be',
      passenger_count: 1,
      luggage_count: 0,
      is_round_trip: fromQuote ? quoted.isRoundTrip : c.isRoundTrip,
      language: c.language,
      ...(token === undefined ? {} : { quote_token: token }),
      ...c.fares,
    };
    return { body, pickup, dropoff, vehicle: c.vehicle, tokenKind: c.tokenKind };
  });

type LatLng = Pick<Location, 'lat' | 'lng'>;
const routeFare = (from: LatLng, to: LatLng, pricePerKm: number, isRoundTrip: boolean) =>
  computeFare(
    estimateRoute({ address: '', ...from }, { address: '', ...to }).distance_km,
    pricePerKm,
    isRoundTrip,
    SETTINGS.minimum_fare,
  ).total_fare;

describe('no request body stores a fare lower than the route between the addresses it names (issue 13)', () => {
  it('holds over 10,000 generated bodies', async () => {
    const outcomes = { stored: 0, refused: 0, storedWithToken: 0 };
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ body, pickup, dropoff, vehicle, tokenKind }) => {
        const parsed = bookingRequestSchema.safeParse(body);
        if (!parsed.success) return; // refused by the schema before any pricing
        let priced: PricedBooking;
        try {
          priced = await priceBooking(deps, parsed.data as BookingRequest, vehicle, SETTINGS);
        } catch (error) {
          // A refusal naming its fields: the error handler answers it 400.
          expect(error).toBeInstanceOf(DomainError);
          expect(error).toMatchObject({ kind: 'invalid', details: { fields: expect.any(Array) } });
          outcomes.refused++;
          return;
        }
        outcomes.stored++;
        if (tokenKind !== 'none') outcomes.storedWithToken++;
        expect(['none', 'genuine']).toContain(tokenKind);
        const stored = priced.fare.total_fare;
        // The stored places are the priced ones...
        expect(stored).toBeGreaterThanOrEqual(
          routeFare(priced.pickup, priced.dropoff, vehicle.price_per_km, body.is_round_trip),
        );
        // ...and when the addresses name gazetteer places, the price is at least that of the route between them.
        if (pickup.names && dropoff.names)
          expect(stored).toBeGreaterThanOrEqual(
            routeFare(pickup.names, dropoff.names, vehicle.price_per_km, body.is_round_trip),
          );
      }),
      { numRuns: 10_000, seed: 20261123 },
    );
    // Not vacuous: thousands of bodies were priced, some through a genuine token, and many refused.
    expect(outcomes.stored).toBeGreaterThan(1000);
    expect(outcomes.storedWithToken).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(1000);
  });
});
