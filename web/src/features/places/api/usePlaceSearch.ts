import { useQuery } from '@tanstack/react-query';
import { placeListSchema, type Place } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** Fewer characters than this match half of Belgium: no search yet. */
export const MIN_QUERY_LENGTH = 2;

/** GET /api/geo/search?q=&lang=: at most 8 places in Belgium for what the visitor typed. */
export function usePlaceSearch(query: string, language: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['geo', 'search', q, language],
    queryFn: ({ signal }): Promise<Place[]> =>
      api.get(`/geo/search?${new URLSearchParams({ q, lang: language })}`, placeListSchema, { signal }),
    enabled: q.length >= MIN_QUERY_LENGTH,
    // Suggestions for a text do not change within a visit.
    staleTime: Infinity,
    retry: false,
  });
}
