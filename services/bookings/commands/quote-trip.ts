import {
  QUOTE_VALIDITY_MINUTES,
  computeFare,
  type Quote,
  type QuoteRequest,
  type Vehicle,
} from '@chauffeur/contracts';
import { signQuote } from './quote-token';
import { verifyTrip, type TripDeps, type TripSettings } from './price-trip';

/**
 * `POST /api/quotes`: the trip verified and routed once, every vehicle priced (minimum fare included), and
 * a token signing it all for 30 minutes, so the booking is charged what the customer saw.
 */
export async function quoteTrip(
  deps: TripDeps & { jwtSecret: string; now: () => Date },
  request: QuoteRequest,
  settings: TripSettings,
  vehicles: readonly Vehicle[],
  /** Issue 17: whether each model has a car free for this route (given the request's pickup time). */
  availability?: (route: { duration_minutes: number }) => Promise<ReadonlyMap<string, boolean>>,
): Promise<Quote> {
  const { pickup, dropoff, route } = await verifyTrip(deps, request, settings, {
    pickup: 'body.pickup',
    dropoff: 'body.dropoff',
  });
  const free = availability ? await availability(route) : new Map<string, boolean>();
  const priced = vehicles.map((vehicle) => {
    const fare = computeFare(
      route.distance_km,
      vehicle.price_per_km,
      request.is_round_trip,
      settings.minimum_fare,
    );
    return {
      vehicle,
      total_fare: fare.total_fare,
      minimum_fare_applied: fare.base_fare > 0,
      available: free.get(vehicle.id) ?? true,
    };
  });
  const expires = new Date(deps.now().getTime() + QUOTE_VALIDITY_MINUTES * 60_000);
  const quote_token = signQuote(deps.jwtSecret, {
    pickup,
    dropoff,
    is_round_trip: request.is_round_trip,
    distance_km: route.distance_km,
    duration_minutes: route.duration_minutes,
    route_source: route.source,
    vehicles: priced.map(({ vehicle, total_fare }) => [vehicle.id, vehicle.price_per_km, total_fare]),
    exp: expires.getTime(),
  });
  return {
    ...route,
    pickup,
    dropoff,
    vehicles: priced,
    minimum_fare: settings.minimum_fare,
    quote_token,
    expires_at: expires.toISOString(),
  };
}
