import { QUOTE_VALIDITY_MINUTES, type Quote, type QuoteRequest, type Vehicle } from '@chauffeur/contracts';
import { signQuote } from './quote-token';
import { verifyTrip, type TripDeps, type TripSettings } from './price-trip';
import { basisIn } from '../../pricing/index';
import { tripFare, type FixedFareLookup } from './trip-fare';

/**
 * `POST /api/quotes`: the trip verified and routed once, every vehicle priced (a zone pair's fixed fare, or
 * by the km with the minimum fare), and a token signing it all for 30 minutes, so the booking is charged
 * what the customer saw and records how that price was found.
 */
export async function quoteTrip(
  deps: TripDeps & { jwtSecret: string; now: () => Date; fixedFareFor: FixedFareLookup },
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
  const fixed = await deps.fixedFareFor(pickup, dropoff);
  const trip = { distance_km: route.distance_km, is_round_trip: request.is_round_trip };
  const priced = vehicles.map((vehicle) => {
    const { fare, basis } = tripFare(trip, vehicle, settings.minimum_fare, fixed);
    return {
      vehicle,
      total_fare: fare.total_fare,
      minimum_fare_applied: basis.kind === 'per_km' && fare.base_fare > 0,
      fare_basis: basis,
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
    vehicles: priced.map(({ vehicle, total_fare, fare_basis }) =>
      // A per-km price keeps the three-item form tokens had before fixed fares.
      fare_basis.kind === 'fixed'
        ? [vehicle.id, vehicle.price_per_km, total_fare, fare_basis]
        : [vehicle.id, vehicle.price_per_km, total_fare],
    ),
    currency: settings.default_currency,
    exp: expires.getTime(),
  });
  return {
    ...route,
    pickup,
    dropoff,
    // The token keeps the zones' default names (the booking's record); the visitor reads them in the
    // quote's language, so a French page says "Bruxelles-centre → Aéroport de Bruxelles" (decision 269).
    vehicles: priced.map((item) =>
      item.fare_basis.kind === 'fixed' && fixed
        ? { ...item, fare_basis: basisIn(fixed, request.language) }
        : item,
    ),
    minimum_fare: settings.minimum_fare,
    currency: settings.default_currency,
    quote_token,
    expires_at: expires.toISOString(),
  };
}
