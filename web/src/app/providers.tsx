import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { startAuth } from '../features/auth';

/** Everything a screen needs around it besides the router; tests pass their own client. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [defaultClient] = useState(createQueryClient);
  // Restores the session once per page load (SPEC 4: loading, then signed in or not).
  useEffect(startAuth, []);
  return <QueryClientProvider client={client ?? defaultClient}>{children}</QueryClientProvider>;
}
