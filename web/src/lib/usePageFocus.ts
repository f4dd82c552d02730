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
    void import('./pageFocus').then((m) => m.onRoute(location.pathname));
  }, [location]);
}
