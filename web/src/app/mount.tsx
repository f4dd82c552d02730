import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuth } from '../features/auth';
import { App } from './App';
import { handOver } from './handover';
import { preloadPage } from './preloadPage';

/**
 * Replaces the pre-rendered picture with the live page in the commit that draws it, before the browser
 * paints: the two are never both on screen, and what the visitor typed moves across (app/handover.ts).
 */
function ReplacePicture({
  picture,
  live,
  children,
}: {
  picture: Element;
  live: Element;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    if (picture.isConnected) handOver(picture, live);
    delete document.documentElement.dataset.prerender;
  }, [picture, live]);
  return children;
}

/** Draws the app into #root, over the pre-rendered page when there is one. */
export function mount(): void {
  const container = document.getElementById('root');
  // Never seen by a visitor (the page's own HTML has it): kept short, as the landing page downloads it.
  if (!container) throw new Error('#root missing');

  // A pre-rendered page (scripts/prerender.mjs) stays on screen, and takes typing, until the app can draw the
  // same page in one go: its code is fetched first, so the page-loading placeholder never flashes in between.
  // The app renders into a box of its own beside the picture (`display: contents`: the layout is the same).
  const picture = container.querySelector(':scope > [data-prerendered]');
  // The session's restore (a no-op without a session hint) starts now, beside the page's chunks, rather than
  // after the first render's effects: the admin guard waits on it (decision 298). AppProviders' call is then
  // a no-op; tests, which render without mount(), still start it there.
  startAuth();
  // Drawn once the page's code is in, or could not come: an empty shell too (decision 298). Drawn before, it
  // showed the page-loading placeholder, and a placeholder once shown holds the page back until it has been
  // up 300 ms (React's throttle of a Suspense boundary's reveal): a third of the admin panel's first heading.
  const page = preloadPage(window.location.pathname).catch(() => undefined);
  if (picture) {
    const live = document.createElement('div');
    live.style.display = 'contents';
    container.append(live);
    const root = createRoot(live);
    void page.then(() =>
      // Nothing is waiting on this render: as a transition React renders it in short slices, leaving the
      // main thread free for the visitor's typing in between, instead of in one long task.
      startTransition(() =>
        root.render(
          <StrictMode>
            <ReplacePicture picture={picture} live={live}>
              <App />
            </ReplacePicture>
          </StrictMode>,
        ),
      ),
    );
  } else {
    const root = createRoot(container);
    void page.then(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }
}
