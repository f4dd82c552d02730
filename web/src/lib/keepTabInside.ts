import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel's Tab handler (WAI-ARIA dialog pattern): Tab from its last control goes to its first, and
 * Shift+Tab from its first to its last, so the keyboard never walks on into the page the panel covers.
 * The public site's menu keeps its own copy: shared, it cost the landing page's JavaScript 37 B gzipped.
 */
export function keepTabInside(panel: HTMLElement | null, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !panel) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
