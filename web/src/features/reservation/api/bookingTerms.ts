import { useQuery } from '@tanstack/react-query';
import { bookingTermsSchema } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { publicConfigQueryKey } from '../../../lib/publicConfig';

/**
 * Whether a booking is confirmed at once and the free-cancellation hours (GET /api/config, decision 278),
 * read with their own schema under a key of their own: the landing page's config query does not carry them.
 */
export function useBookingTerms() {
  return useQuery({
    queryKey: [...publicConfigQueryKey, 'booking-terms'],
    queryFn: ({ signal }) => api.get('/config', bookingTermsSchema, { signal }),
    // As the config itself: a page load picks up a changed setting.
    staleTime: Infinity,
  });
}
