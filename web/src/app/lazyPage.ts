import { lazy, type ComponentType } from 'react';

/**
 * A page whose code is a separate chunk, fetched on its first visit: the landing page does not download
 * every other screen (DESIGN 7; issue 5's 200 KB budget). Layout's Suspense shows a placeholder meanwhile.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}
