import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/** "(2) Bookings · Brand": the title with the count in front (none at 0), whatever count it had before. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Keeps `count` in front of the tab's title. Each page sets its own title (useDocumentTitle) when it opens,
 * after this ran: so the count is put back whenever the title changes, and taken off when the panel closes.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
