import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

type Router = ReturnType<typeof createMemoryRouter>;

/** Renders `table` (a screen and the routes it leads to) at a path, with a query client that does not retry. */
export const renderRoutes = (table: RouteObject[], path: string) =>
  renderRouter(createMemoryRouter(table, { initialEntries: [path] }));

/**
 * Renders the real app in the browser's own history (jsdom's), as a visitor who opens `url` from an
 * e-mail: `window.location` is then what the address bar shows, and `window.history.state` survives a
 * second call without `url` (a reload).
 */
export function renderAppInBrowser(url?: string) {
  if (url !== undefined) window.history.replaceState(null, '', url);
  return renderRouter(createBrowserRouter(routes));
}

function renderRouter(router: Router) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}

/** Renders the real app (layout and routes) at a path. */
export const renderApp = (path: string) => renderRoutes(routes, path);
