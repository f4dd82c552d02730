import { useEffect, useState } from 'react';
import { actionsFor, stepWaitsUntil, type BookingAction, type BookingRow } from '@chauffeur/contracts';
import { useSettings } from '../api/queries';

/** setTimeout's longest wait: a moment further off is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The moment each step of a booking becomes possible, for the steps whose rule in time (contracts'
 * EARLIEST_MOMENT, what the server refuses with 422 before) has not come yet; re-rendered when it comes, so
 * the step opens on a page left open. The start window is the settings': a role that may not read them
 * (a dispatcher) does not see Start wait, and the server still refuses it with the moment.
 */
export function useStepWaits(booking: BookingRow): Partial<Record<BookingAction, Date>> {
  const startWindowHours = useSettings().data?.ride_start_window_hours;
  const [now, setNow] = useState(() => new Date());
  const waits: Partial<Record<BookingAction, Date>> = {};
  for (const action of actionsFor(booking.status)) {
    const at = stepWaitsUntil(action, { scheduledTime: booking.scheduled_time, startWindowHours }, now);
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
