import { useQuery } from '@tanstack/react-query';
import { quoteSchema, type Language, type Location } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { adminKeys } from '../api/keys';

/**
 * The wizard's quote (POST /api/quotes) for the places of a phone booking: every vehicle's fare, so the
 * operator can tell the customer the price before booking. A new booking sends its token: it is charged
 * the price read out (decision 276). In the customer's language, as the booking's places are written.
 */
export function usePhoneQuote(
  pickup: Location | null,
  dropoff: Location | null,
  roundTrip: boolean,
  language: Language,
) {
  return useQuery({
    queryKey: [
      ...adminKeys.phoneQuote,
      pickup?.lat,
      pickup?.lng,
      dropoff?.lat,
      dropoff?.lng,
      roundTrip,
      language,
    ],
    queryFn: ({ signal }) =>
      api.post(
        '/quotes',
        { pickup, dropoff, is_round_trip: roundTrip, language },
        { schema: quoteSchema, signal },
      ),
    enabled: pickup !== null && dropoff !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
