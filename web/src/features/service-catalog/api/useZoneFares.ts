import { useQuery } from '@tanstack/react-query';
import { publicZoneFareListSchema, zonePairKey, type PublicZoneFare } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

/**
 * GET /api/zone-fares: the fixed fares the quote itself uses, so a plan naming a route shows the price the
 * wizard asks for the same trip. Only fetched by a page that has such a plan.
 */
export function useZoneFares(enabled: boolean) {
  return useQuery({
    queryKey: ['zone-fares'],
    queryFn: async ({ signal }): Promise<PublicZoneFare[]> =>
      (await api.get('/zone-fares', publicZoneFareListSchema, { signal })).items,
    enabled,
  });
}

/**
 * A route's "from" price: the cheapest model's one-way fixed fare between the two zones (either order, as
 * the quote). Null when the pair has no fixed fare for any model that exists (the trip goes by the km).
 */
export function routeFromPrice(fares: PublicZoneFare[], zoneIds: readonly [string, string]): number | null {
  const fare = fares.find((f) => f.id === zonePairKey(zoneIds[0], zoneIds[1]));
  if (!fare || fare.prices.length === 0) return null;
  return Math.min(...fare.prices.map((p) => p.price));
}
