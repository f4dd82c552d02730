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

/** How long an empty shell waits for its page's code before drawing the page-loading placeholder. */
const PLACEHOLDER_AFTER_MS = 300;

/** Draws the app into #root, over the pre-rendered page when there is one. */
export function mount(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A pre-rendered page (scripts/prerender.mjs) stays on screen, and takes typing, until the app can draw the
  // same page in one go: its code is fetched first, so the page-loading placeholder never flashes in between.
  // The app renders into a box of its own beside the picture (`display: contents`: the layout is the same).
  const picture = container.querySelector(':scope > [data-prerendered]');
  // The session's restore (a no-op without a session hint) starts now, beside the page's chunks, rather than
  // after the first render's effects: the admin guard waits on it (decision 298). AppProviders' call is then
  // a no-op; tests, which render without mount(), still start it there.
  startAuth();
  const page = preloadPage(window.location.pathname);
  if (picture) {
    const live = document.createElement('div');
    live.style.display = 'contents';
    container.append(live);
    const root = createRoot(live);
    void page
      .catch(() => undefined)
      .then(() =>
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
    // The empty shell is drawn once the page's code is in, or with the page-loading placeholder when it takes
    // longer: a placeholder once shown holds the page back until it has been up 300 ms (React's throttle of
    // a Suspense boundary's reveal), which was a third of the admin panel's first heading (decision 298).
    const root = createRoot(container);
    const wait = new Promise((resolve) => setTimeout(resolve, PLACEHOLDER_AFTER_MS));
    void Promise.race([page.catch(() => undefined), wait]).then(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }
}
