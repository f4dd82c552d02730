import { useQuery } from '@tanstack/react-query';
import { vehicleListSchema, type Vehicle } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

export const vehiclesQueryKey = ['vehicles'] as const;

interface Options {
  /** SPEC 9: the landing carousel retries 3 times, 1000 ms apart; other screens use the defaults. */
  retry?: number;
  retryDelay?: number;
}

/** GET /api/vehicles: the whole fleet, already ordered by price_per_km ascending by the server. */
export function useVehicles(options: Options = {}) {
  return useQuery({
    queryKey: vehiclesQueryKey,
    queryFn: async ({ signal }): Promise<Vehicle[]> =>
      (await api.get('/vehicles', vehicleListSchema, { signal })).items,
    ...options,
  });
}
