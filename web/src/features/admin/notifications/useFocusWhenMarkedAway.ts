import { useEffect, useRef } from 'react';

/**
 * Under a filter, the message just marked (answered under "Waiting for an answer", undone under "Answered")
 * leaves the list when it is read again, and its button with it: the keyboard fell on the page's body, and a
 * keyboard user started again from the top. The filter takes it instead, just above the list, which now
 * starts with the next message. Only when the focus was dropped (on the body): a user who moved on keeps it.
 * Put the returned ref on the filter.
 */
export function useFocusWhenMarkedAway<Target extends HTMLElement>(
  shownIds: readonly string[] | undefined,
  pressedId: string | undefined,
) {
  const target = useRef<Target>(null);
  useEffect(() => {
    if (!shownIds || pressedId === undefined || shownIds.includes(pressedId)) return;
    if (document.activeElement === document.body) target.current?.focus();
  }, [shownIds, pressedId]);
  return target;
}
