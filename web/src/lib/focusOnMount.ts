/**
 * A callback ref that gives the focus to an element when it appears: the outcome of an action that
 * replaced the control that was pressed (a form's "sent" message), so a keyboard or screen-reader user
 * goes on from there instead of from the top of the page. Stable (module-level) so React calls it once
 * per mount, not on every render. The element needs `tabIndex={-1}` unless it is focusable.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
