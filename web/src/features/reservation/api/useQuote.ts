import { useQuery } from '@tanstack/react-query';
import { quoteSchema, type Location, type Quote } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

export const quoteKey = (pickup: Location | null, destination: Location | null, roundTrip: boolean) =>
  ['quote', pickup?.lat, pickup?.lng, destination?.lat, destination?.lng, roundTrip] as const;

export function fetchQuote(
  pickup: Location,
  destination: Location,
  roundTrip: boolean,
  signal?: AbortSignal,
): Promise<Quote> {
  return api.post(
    '/quotes',
    { pickup, dropoff: destination, is_round_trip: roundTrip },
    { schema: quoteSchema, signal },
  );
}

/**
 * POST /api/quotes for the chosen places: the route (distance, duration, line for the map) and every
 * vehicle's fare, cheapest per km first. Asked as soon as both places are picked, so step 2 and the map's
 * route are ready when the visitor continues.
 */
export function useQuote(pickup: Location | null, destination: Location | null, roundTrip: boolean) {
  return useQuery({
    queryKey: quoteKey(pickup, destination, roundTrip),
    queryFn: ({ signal }) => fetchQuote(pickup!, destination!, roundTrip, signal),
    enabled: pickup !== null && destination !== null,
    staleTime: 5 * 60_000,
  });
}
