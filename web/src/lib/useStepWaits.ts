import { useEffect, useReducer } from 'react';
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
 * How far the server's clock is ahead of this device's, in ms (negative: the device runs ahead), from an
 * answer's `server_time` and the device's clock when the answer came (react-query's `dataUpdatedAt`); 0
 * before any answer. The server refuses a step by its own clock (decision 290): a phone running 5 minutes
 * behind would keep Start shut after it opened, one running ahead would offer it to be refused. The time the
 * answer travelled is counted as the server's: its clock is read as a little earlier than it is, so a step
 * opens that much late, never early.
 */
export const serverClockOffset = (serverTime: string | undefined, receivedAt: number): number =>
  serverTime === undefined ? 0 : Date.parse(serverTime) - receivedAt;

/** The server's clock now, by this device's and the offset above. */
export const serverNow = (offsetMs: number) => new Date(Date.now() + offsetMs);

/**
 * The moment each step of a booking in `status` becomes possible, for the steps whose rule in time (contracts'
 * EARLIEST_MOMENT, what the server refuses with 422 before) has not come yet by the server's clock
 * (`offsetMs`, serverClockOffset); re-rendered when it comes, so the step opens on a page left open. The
 * admin's booking pages and the chauffeur's rides read it; the start window comes from the server to every
 * role that shows Start (decision 283).
 */
export function useStepWaits(
  status: BookingStatus,
  facts: TimingFacts,
  offsetMs: number,
): Partial<Record<BookingAction, Date>> {
  // Read at each render, not kept from the first: the offset may have come (or changed) since.
  const now = serverNow(offsetMs);
  const [, wake] = useReducer((count: number) => count + 1, 0);
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
    const wait = Math.min(next - serverNow(offsetMs).getTime() + 250, MAX_TIMER_MS);
    const timer = setTimeout(wake, wait);
    return () => clearTimeout(timer);
  }, [next, offsetMs]);
  return waits;
}
