import { QueryClient } from '@tanstack/react-query';

/** Data stays fresh for 5 minutes, failed reads are retried once, and focus does not refetch (SPEC 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
