import { useQuery } from '@tanstack/react-query';
import { reviewListSchema } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** Reviews on the landing page (SPEC 9). */
export const LANDING_REVIEWS = 6;

/** GET /api/reviews[?limit=]: approved reviews, newest first, and the summary over all approved ones. */
export function useReviews(limit?: number) {
  return useQuery({
    queryKey: ['reviews', { limit: limit ?? null }],
    queryFn: ({ signal }) =>
      api.get(limit ? `/reviews?limit=${limit}` : '/reviews', reviewListSchema, { signal }),
  });
}
