import { useQuery } from '@tanstack/react-query';
import { vehicleListSchema, type Vehicle } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

export const vehiclesQueryKey = ['vehicles'] as const;

/** GET /api/vehicles: the whole fleet, already ordered by price_per_km ascending by the server. */
export function useVehicles() {
  return useQuery({
    queryKey: vehiclesQueryKey,
    queryFn: async ({ signal }): Promise<Vehicle[]> =>
      (await api.get('/vehicles', vehicleListSchema, { signal })).items,
  });
}
