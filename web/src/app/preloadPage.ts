import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { LazyPage } from './lazyPage';
import { routes } from './routes';

function isLazyPage(type: unknown): type is LazyPage {
  return typeof (type as Partial<LazyPage> | null)?.preload === 'function';
}

/** Fetches the code of the page(s) shown at `pathname`, so their first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isLazyPage(route.element.type)
        ? route.element.type.preload()
        : undefined,
    ),
  );
}
