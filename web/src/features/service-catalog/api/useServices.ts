import { useQuery } from '@tanstack/react-query';
import { serviceListSchema, serviceSchema, type Service } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/api/retry';

/** GET /api/services[?featured=true]: oldest first, as the server orders them (SPEC 7). */
export function useServices({ featured = false }: { featured?: boolean } = {}) {
  return useQuery({
    queryKey: ['services', { featured }],
    queryFn: async ({ signal }): Promise<Service[]> =>
      (await api.get(featured ? '/services?featured=true' : '/services', serviceListSchema, { signal }))
        .items,
  });
}

/** GET /api/services/:slug; a 404 means 'Service not found'. */
export function useService(slug: string | null) {
  return useQuery({
    queryKey: ['services', 'slug', slug],
    queryFn: ({ signal }) => api.get(`/services/${encodeURIComponent(slug!)}`, serviceSchema, { signal }),
    enabled: slug !== null,
    retry: retryUnlessNotFound,
  });
}
