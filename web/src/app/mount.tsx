import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
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
  if (!container) throw new Error('index.html has no #root element');

  // A pre-rendered page (scripts/prerender.mjs) stays on screen, and takes typing, until the app can draw the
  // same page in one go: its code is fetched first, so the page-loading placeholder never flashes in between.
  // The app renders into a box of its own beside the picture (`display: contents`: the layout is the same).
  const picture = container.querySelector(':scope > [data-prerendered]');
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
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
