import { Suspense } from 'react';
import { PageLoading } from './layout/PageLoading';
import type { LazyPage } from './lazyPage';

/**
 * A lazy page in a Suspense of its own, for a frame outside the site's Layout (the admin guard, the admin
 * frame), that keeps the page's preload: app/preloadPage finds it on the route like any page, so the entry
 * fetches its chunk beside the others of the address instead of when it first renders (decision 298).
 */
export function inOwnSuspense(Page: LazyPage): (() => React.JSX.Element) & Pick<LazyPage, 'preload'> {
  return Object.assign(
    () => (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    ),
    { preload: Page.preload },
  );
}
