import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@chauffeur/contracts';
import { api } from './api';
import { CURRENCY } from './format';

export const publicConfigQueryKey = ['config'] as const;

/** GET /api/config: the settings every visitor's screen depends on (currency, maintenance, map style). */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => api.get('/config', publicConfigSchema, { signal }),
    // Changes with the admin settings only; a page load picks up a new value.
    staleTime: Infinity,
  });
}

/** The currency of every price on the site: the settings' one, euro until it is known. */
export function useCurrency(): string {
  return usePublicConfig().data?.currency ?? CURRENCY;
}
