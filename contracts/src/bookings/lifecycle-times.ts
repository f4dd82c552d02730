import { z } from 'zod';
import { BOOKING_LIFECYCLE, type BookingAction, type LifecycleTiming } from './lifecycle';

const HOUR_MS = 3_600_000;

/** What a booking's rules in time are reckoned from (a fact not known to the reader: undefined or null). */
export interface TimingFacts {
  /** The pickup time (ISO). */
  scheduledTime: string;
  /** When the ride started by the server clock; null before, or for rides started before issue 13. */
  startedAt?: string | null;
  /** The settings' start window (hours before pickup). */
  startWindowHours?: number;
}

/**
 * Issue 13's rules in time, one row per rule the lifecycle table names: the earliest moment a step with it
 * may be taken, or null when there is none to wait for (or the reader lacks the fact it needs). The server
 * refuses a step before it (422, services/bookings/domain/lifecycle-times.ts) and the admin panel shows the
 * step waiting until then, from this one table. A ride whose pickup is tomorrow cannot be started (nor so
 * completed) today, so its revenue cannot count on a day before it took place.
 */
export const EARLIEST_MOMENT: { [Timing in LifecycleTiming]: (facts: TimingFacts) => Date | null } = {
  start_window: ({ scheduledTime, startWindowHours }) =>
    startWindowHours === undefined ? null : new Date(Date.parse(scheduledTime) - startWindowHours * HOUR_MS),
  // Never before it started: a clock set back (or a skewed server) cannot complete a ride "before" its start.
  after_start: ({ startedAt }) => (startedAt ? new Date(startedAt) : null),
  // Whether the customer came is known only once the pickup time has passed.
  after_pickup: ({ scheduledTime }) => new Date(scheduledTime),
};

/** When `action` may be taken on this booking, if it has a rule in time and `now` is before it; else null. */
export function stepWaitsUntil(action: BookingAction, facts: TimingFacts, now: Date): Date | null {
  const timing: LifecycleTiming | null = BOOKING_LIFECYCLE[action].timing;
  const at = timing === null ? null : EARLIEST_MOMENT[timing](facts);
  return at && now.getTime() < at.getTime() ? at : null;
}

/**
 * The settings' facts the lifecycle's rules in time need (`TimingFacts`, above), and nothing
 * else of the settings (decision 283): a dispatcher and a chauffeur may not read the settings, yet must see
 * when Start opens. GET /api/admin/bookings/step-timing answers it (staff with `bookings`), and the driver's
 * rides carry it (`timing`); the moments are reckoned from it by the one table, EARLIEST_MOMENT, and judged
 * by the server's clock it carries (decision 290).
 */
export const stepTimingSchema = z.object({
  /** The settings' start window: a ride may be started from this many hours before its pickup. */
  ride_start_window_hours: z.number().int().nonnegative(),
  /**
   * The server's clock when it answered (ISO, milliseconds): the server refuses a step by its own clock, so
   * the pages open it by that clock, not the device's, which may run minutes off (decision 290). The HTTP
   * Date header has whole seconds only.
   */
  server_time: z.iso.datetime(),
});
export type StepTiming = z.infer<typeof stepTimingSchema>;
