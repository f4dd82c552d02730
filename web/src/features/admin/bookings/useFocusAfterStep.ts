import { useEffect, useRef } from 'react';
import type { BookingStatus } from '@chauffeur/contracts';

/** Only a focus that fell to the page's body moves: one the admin put elsewhere stays there. */
const focusIfLost = (element: HTMLElement | null) => {
  if (document.activeElement === document.body) element?.focus();
};

/**
 * After a step this admin took here, the focus goes to the booking's new status once it shows (decision 282;
 * the bookings list's rows and cards too, decision 317): the pressed button is gone with the status it
 * belonged to (or was disabled meanwhile), which left the focus on the page's body. Only then: a colleague's
 * step arriving live, or a focus the admin moved meanwhile, moves nothing. The toast says what was done; the
 * status, focused, is read out.
 */
export function useFocusAfterStep(status: BookingStatus) {
  const badge = useRef<HTMLSpanElement>(null);
  // The status this admin's step left, until the page shows the booking past it (the refresh that follows).
  const leaving = useRef<BookingStatus | null>(null);
  useEffect(() => {
    if (leaving.current === null || status === leaving.current) return;
    leaving.current = null;
    focusIfLost(badge.current);
  }, [status]);
  const onStepDone = (from: BookingStatus) => {
    // The live stream may have shown the new status before the step's own answer arrived.
    if (status !== from) focusIfLost(badge.current);
    else leaving.current = from;
  };
  return { badge, onStepDone };
}
