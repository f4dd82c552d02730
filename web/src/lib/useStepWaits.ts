import { useEffect, useState } from 'react';
import {
  actionsFor,
  stepWaitsUntil,
  type BookingAction,
  type BookingStatus,
  type TimingFacts,
} from '@chauffeur/contracts';

/** setTimeout's longest wait: a moment further off is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The moment each step of a booking in `status` becomes possible, for the steps whose rule in time (contracts'
 * EARLIEST_MOMENT, what the server refuses with 422 before) has not come yet; re-rendered when it comes, so
 * the step opens on a page left open. The admin's booking pages and the chauffeur's rides read it; the
 * start window comes from the server to every role that shows Start (decision 283).
 */
export function useStepWaits(
  status: BookingStatus,
  facts: TimingFacts,
): Partial<Record<BookingAction, Date>> {
  const [now, setNow] = useState(() => new Date());
  const waits: Partial<Record<BookingAction, Date>> = {};
  for (const action of actionsFor(status)) {
    const at = stepWaitsUntil(action, facts, now);
    if (at) waits[action] = at;
  }
  const next = Math.min(...Object.values(waits).map((at) => at.getTime()));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // A little after the moment: a timer that fired a millisecond early would find the step still shut and,
    // its moment unchanged, never be set again.
    const wait = Math.min(next - Date.now() + 250, MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [next]);
  return waits;
}
