import { useQuery } from '@tanstack/react-query';
import { statListSchema, type Stat } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/** GET /api/stats: in publication order (SPEC 7). */
export function useStats() {
  return useQuery({
    queryKey: ['stats'],
    queryFn: async ({ signal }): Promise<Stat[]> =>
      (await api.get('/stats', statListSchema, { signal })).items,
  });
}
