import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page component whose code is fetched on first use; `preload()` fetches it ahead of the first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * A page whose code is a separate chunk, fetched on its first visit: the landing page does not download
 * every other screen (DESIGN 7; issue 5's 200 KB budget). Layout's Suspense shows a placeholder meanwhile.
 * A page preloaded before its first render renders at once, without suspending: the entry preloads the
 * page of the opened address, so its pre-rendered HTML is replaced without a flash of the placeholder.
 * `load` is a feature's page loader (its `pages.ts`): `() => import('./components/XPage').then((m) => m.XPage)`.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        page = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() => {
    // React.lazy reads a thenable that settles synchronously at once: an already loaded page never suspends.
    const loaded = page;
    if (loaded)
      return {
        then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: loaded }),
      } as Promise<{ default: ComponentType }>;
    return preload().then(() => ({ default: page! }));
  });
  return Object.assign(Page, { preload });
}
