import { useQuery } from '@tanstack/react-query';
import { quoteSchema, type Location } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/**
 * The wizard's quote (POST /api/quotes) for the places of a phone booking: every vehicle's fare, so the
 * operator can tell the customer the price before booking. Only shown: the booking is priced again by the
 * server with the same rules (decision 133), and its answer gives the fare charged.
 */
export function usePhoneQuote(pickup: Location | null, dropoff: Location | null, roundTrip: boolean) {
  return useQuery({
    queryKey: ['admin', 'phone-quote', pickup?.lat, pickup?.lng, dropoff?.lat, dropoff?.lng, roundTrip],
    queryFn: ({ signal }) =>
      api.post('/quotes', { pickup, dropoff, is_round_trip: roundTrip }, { schema: quoteSchema, signal }),
    enabled: pickup !== null && dropoff !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
