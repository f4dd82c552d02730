import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '../auth';
import { DriverPage } from './DriverPage';

type AuthState = ReturnType<typeof useAuthStore.getState>;

/** The driver page's tests: the session is set by the test, not restored from a cookie. */
export const signInAs = (role: AuthState['role']) =>
  useAuthStore.setState({
    status: 'signedIn',
    role,
    session: { user: { id: 'u1', email: 'karim@example.be', role } },
  } as unknown as AuthState);

/** /driver alone, without AppProviders, with queries that do not retry. */
export const renderDriverPage = () => {
  const router = createMemoryRouter([{ path: '/driver', element: <DriverPage /> }], {
    initialEntries: ['/driver'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
