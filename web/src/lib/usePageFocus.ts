import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side route change, moves the focus to the new page's main heading, as a full page load
 * would start a screen reader there (lib/pageFocus.ts decides when). Used by each frame (Layout,
 * AdminLayout). Only this call is in the landing page's 200 KB budget: the deciding code is its own chunk.
 */
export function usePageFocus(): void {
  const location = useLocation();
  useEffect(() => {
    // An address the page itself tidied (`SAME_PAGE`) is no new page: nothing to move.
    if ((location.state as { samePage?: unknown } | null)?.samePage) return;
    void import('./pageFocus').then((m) => m.onRoute(location.pathname));
  }, [location]);
}

/**
 * The navigation state of a page that changes its own address without becoming another page (the manage
 * page dropping the mailed link's `?lng`). Without it, the change could count as a new page when the page
 * had swapped its heading meanwhile (its loading frame's for the loaded one's), and the focus was taken to
 * the heading on 1 load in 3 of a mailed link (decision 344).
 */
export const SAME_PAGE = { samePage: true } as const;
