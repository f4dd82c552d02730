import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

/** Renders `table` (a screen and the routes it leads to) at a path, with a query client that does not retry. */
export function renderRoutes(table: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}

/** Renders the real app (layout and routes) at a path. */
export const renderApp = (path: string) => renderRoutes(routes, path);
