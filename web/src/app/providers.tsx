import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

/** Everything a screen needs around it besides the router; tests pass their own client. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [defaultClient] = useState(createQueryClient);
  return <QueryClientProvider client={client ?? defaultClient}>{children}</QueryClientProvider>;
}
