import {
  PER_KM,
  computeFare,
  roundToCents,
  type BookingRequest,
  type Currency,
  type FieldError,
  type Fare,
  type FareBasis,
  type Language,
  type Location,
  type RouteAnswer,
  type SettingsValues,
} from '@chauffeur/contracts';
import type { Geocoder } from '../../geo/index';
import type { RoutingService } from '../../geo/index';
import { refusal } from '@chauffeur/platform';
import { checkQuoteToken, type QuotePayload } from './quote-token';
import { inServiceArea, outOfAreaMessage } from './service-area';
import { verifyPlace } from './verify-place';
import { fixedFare, tripFare, type FixedFareLookup } from './trip-fare';

/** Below this a "trip" is the same place twice: nothing to drive, nothing to charge. */
export const MIN_TRIP_KM = 0.2;

export type TripSettings = Pick<
  SettingsValues,
  'service_area_radius_km' | 'minimum_fare' | 'default_currency'
>;
export interface TripDeps {
  geocoder: Geocoder;
  routing: RoutingService;
}
/** The request fields the two places came in: `body.pickup` for a quote, `body.pickup_location` for a booking. */
export interface PlaceFields {
  pickup: string;
  dropoff: string;
}
export interface VerifiedTrip {
  pickup: Location;
  dropoff: Location;
  route: RouteAnswer;
}

/**
 * Both places in the service area and vouched for by the server's geocoder, then the route between the
 * places as verified. A refusal is a 400 naming each failing place.
 */
export async function verifyTrip(
  deps: TripDeps,
  trip: { pickup: Location; dropoff: Location; language: Language },
  settings: TripSettings,
  fields: PlaceFields,
): Promise<VerifiedTrip> {
  const radius = settings.service_area_radius_km;
  const outside: FieldError[] = (['pickup', 'dropoff'] as const)
    .filter((end) => !inServiceArea(trip[end], radius))
    .map((end) => ({ field: fields[end], message: outOfAreaMessage(radius) }));
  if (outside.length > 0) throw refusal('invalid', { code: 'outside_area' }, { fields: outside });

  const [pickup, dropoff] = await Promise.all([
    verifyPlace(deps.geocoder, trip.pickup, trip.language),
    verifyPlace(deps.geocoder, trip.dropoff, trip.language),
  ]);
  const unverified: FieldError[] = [];
  if (!pickup.ok) unverified.push({ field: fields.pickup, message: pickup.message });
  if (!dropoff.ok) unverified.push({ field: fields.dropoff, message: dropoff.message });
  if (!pickup.ok || !dropoff.ok)
    throw refusal('invalid', { code: 'places_unverified' }, { fields: unverified });

  const route = await deps.routing.route(pickup.place, dropoff.place);
  if (route.distance_km < MIN_TRIP_KM) {
    const same = [{ field: fields.dropoff, message: 'Destination must differ from the pickup location' }];
    throw refusal('invalid', { code: 'same_place' }, { fields: same });
  }
  return { pickup: pickup.place, dropoff: dropoff.place, route };
}

/** What a booking stores about its places and price. */
export interface PricedBooking {
  pickup: Location;
  dropoff: Location;
  distance_km: number;
  duration_minutes: number;
  route_source: RouteAnswer['source'];
  price_per_km: number;
  fare: Fare;
  /** How the fare was found: recorded with the booking, which keeps it whatever the table says later. */
  fare_basis: FareBasis;
  /** What the fare is in: the quote's, else the settings' now (decisions 241 and 261). */
  currency: Currency;
}

/**
 * The trip and price fields a booking event records (BookingRequested, BookingChanged), from the price
 * found for `vehicle`: one mapping for a new booking and a change.
 */
export const pricedTripFields = <Type extends string>(
  vehicle: { id: string; name: string; type: Type },
  priced: PricedBooking,
) => ({
  vehicle: { id: vehicle.id, name: vehicle.name, type: vehicle.type, price_per_km: priced.price_per_km },
  distance_km: priced.distance_km,
  estimated_duration_minutes: priced.duration_minutes,
  route_source: priced.route_source,
  ...priced.fare,
  fare_basis: priced.fare_basis,
});

const samePlace = (a: Location, b: Location) =>
  a.address.trim() === b.address.trim() && Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;

const AGAIN = 'Please check the price again.';

/** What in a booking differs from the quote it carries (each a failing field). */
export function quoteMismatches(
  quote: QuotePayload,
  request: Pick<BookingRequest, 'pickup_location' | 'dropoff_location' | 'is_round_trip' | 'vehicle_id'>,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!samePlace(quote.pickup, request.pickup_location))
    errors.push({
      field: 'body.pickup_location',
      message: `The pickup differs from the quoted one. ${AGAIN}`,
    });
  if (!samePlace(quote.dropoff, request.dropoff_location))
    errors.push({
      field: 'body.dropoff_location',
      message: `The destination differs from the quoted one. ${AGAIN}`,
    });
  if (quote.is_round_trip !== request.is_round_trip)
    errors.push({ field: 'body.is_round_trip', message: `The round trip differs from the quote. ${AGAIN}` });
  if (!quote.vehicles.some(([id]) => id === request.vehicle_id))
    errors.push({ field: 'body.vehicle_id', message: `This vehicle was not in the quote. ${AGAIN}` });
  return errors;
}

export const TOKEN_MESSAGES = {
  invalid: `This quote is not valid. ${AGAIN}`,
  expired: `This price has expired (a quote holds 30 minutes). ${AGAIN}`,
} as const;

/**
 * What a quote whose token was checked charges for the vehicle: its places, route and fare (a fixed fare
 * stays the quoted one even if the table changed since).
 */
function quotedPrice(quote: QuotePayload, vehicleId: string, settings: TripSettings): PricedBooking {
  const [, pricePerKm, total, basis] = quote.vehicles.find(([id]) => id === vehicleId)!;
  const quoted = {
    pickup: quote.pickup,
    dropoff: quote.dropoff,
    distance_km: quote.distance_km,
    duration_minutes: quote.duration_minutes,
    route_source: quote.route_source,
    price_per_km: pricePerKm,
    // The currency the customer saw the price in, signed with it (decision 261); a token signed before
    // it carried one is charged in the settings' (decision 241).
    currency: quote.currency ?? settings.default_currency,
  };
  if (basis !== undefined) return { ...quoted, fare: fixedFare(total), fare_basis: basis };
  const distance = computeFare(quote.distance_km, pricePerKm, quote.is_round_trip);
  return {
    ...quoted,
    // The price the customer confirmed; above the distance price only by the minimum fare's top-up.
    fare: {
      base_fare: roundToCents(Math.max(0, total - distance.total_fare)),
      distance_fare: distance.total_fare,
      total_fare: total,
    },
    fare_basis: PER_KM,
  };
}

/**
 * What a quote whose time ran out means, per channel. `refuse`: the wizard's customer checks the price
 * again (400 naming the token). `reprice`: a phone booking (decision 276), where the operator read the
 * quoted price to the caller: it is booked if the trip still costs exactly that, else refused (409) with
 * the price it costs now, which the operator says before booking again.
 */
export type ExpiredQuote = 'refuse' | 'reprice';

/**
 * The places and the price a booking stores. With a quote token: the quoted ones, when the token is
 * genuine, unexpired and the booking is the quoted trip (a fixed fare stays the quoted one even if the
 * table changed since); an expired one as `expiredQuote` says. Without: the places verified and the trip
 * priced afresh from the current fare table (a zone pair's fixed fare) or the vehicle's price per km and
 * the minimum fare.
 */
export async function priceBooking(
  deps: TripDeps & { jwtSecret: string; now: () => Date; fixedFareFor: FixedFareLookup },
  request: BookingRequest,
  vehicle: { id: string; price_per_km: number },
  settings: TripSettings,
  options: { expiredQuote?: ExpiredQuote } = {},
): Promise<PricedBooking> {
  if (request.quote_token === undefined) return priceAfresh(deps, request, vehicle, settings);
  // A retry of a stored booking is answered before pricing (create-booking.ts), its quote expired or not.
  let check = checkQuoteToken(deps.jwtSecret, request.quote_token, deps.now());
  const reprice = !check.ok && check.reason === 'expired' && options.expiredQuote === 'reprice';
  // Its signature held: what it quoted, to compare with what the trip costs now.
  if (reprice) check = checkQuoteToken(deps.jwtSecret, request.quote_token, null);
  if (!check.ok) {
    const fields = [{ field: 'body.quote_token', message: TOKEN_MESSAGES[check.reason] }];
    throw refusal('invalid', { code: 'quote_unusable' }, { fields });
  }
  const mismatches = quoteMismatches(check.quote, request);
  if (mismatches.length > 0) throw refusal('invalid', { code: 'quote_differs' }, { fields: mismatches });
  const quoted = quotedPrice(check.quote, request.vehicle_id, settings);
  if (!reprice) return quoted;
  const now = await priceAfresh(deps, request, vehicle, settings);
  if (now.fare.total_fare !== quoted.fare.total_fare || now.currency !== quoted.currency) {
    const params = { fare: now.fare.total_fare, currency: now.currency };
    throw refusal('conflict', { code: 'quote_price_changed', params }, { title: 'Price changed' });
  }
  return now;
}

/** The trip priced from what the server knows now: its places verified, its route, the current fares. */
async function priceAfresh(
  deps: TripDeps & { fixedFareFor: FixedFareLookup },
  request: BookingRequest,
  vehicle: { id: string; price_per_km: number },
  settings: TripSettings,
): Promise<PricedBooking> {
  const trip = await verifyTrip(
    deps,
    { pickup: request.pickup_location, dropoff: request.dropoff_location, language: request.language },
    settings,
    { pickup: 'body.pickup_location', dropoff: 'body.dropoff_location' },
  );
  const { fare, basis } = tripFare(
    { distance_km: trip.route.distance_km, is_round_trip: request.is_round_trip },
    vehicle,
    settings.minimum_fare,
    await deps.fixedFareFor(trip.pickup, trip.dropoff),
  );
  return {
    pickup: trip.pickup,
    dropoff: trip.dropoff,
    distance_km: trip.route.distance_km,
    duration_minutes: trip.route.duration_minutes,
    route_source: trip.route.source,
    price_per_km: vehicle.price_per_km,
    fare,
    fare_basis: basis,
    currency: settings.default_currency,
  };
}
