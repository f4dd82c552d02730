/**
 * Focuses the first invalid field of a form after a refused submit, and brings it into view with its
 * label: focus alone does not scroll a field that is already on screen, even when the label above it is
 * under the fixed header. `scrollIntoView` honours the page's scroll-padding (the header) and the fields'
 * scroll-margin (their label, index.css).
 */
export function focusField(field: HTMLElement | null | undefined): void {
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
}
