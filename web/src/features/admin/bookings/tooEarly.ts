import type { TFunction } from 'i18next';
import {
  BOOKING_LIFECYCLE,
  formatBrussels,
  type BookingAction,
  type BookingRow,
  type LifecycleTiming,
} from '@chauffeur/contracts';

const HOUR_MS = 3_600_000;

/** An instant on the company's clock, in the admin's language. */
const brusselsTime = (instant: Date, language: string) => formatBrussels(instant, language, 'dateTime');

type Explain = (
  booking: BookingRow,
  startWindowHours: number | undefined,
  t: TFunction<'admin'>,
  language: string,
) => string | null;

/** What the admin reads for each rule in time of the lifecycle table (null: the server's message). */
const TOO_EARLY: Record<LifecycleTiming, Explain> = {
  start_window: (booking, hours, t, language) => {
    if (hours === undefined) return null;
    const from = new Date(new Date(booking.scheduled_time).getTime() - hours * HOUR_MS);
    return t('bookings.tooEarly.start', { time: brusselsTime(from, language), count: hours });
  },
  // The ride's recorded start is not on the row: the server's message says it.
  after_start: () => null,
  after_pickup: (booking, _hours, t, language) =>
    t('bookings.tooEarly.no_show', { time: brusselsTime(new Date(booking.scheduled_time), language) }),
};

/**
 * Issue 13: the server refuses (422) a step before its rule in time allows it (the lifecycle table's
 * `timing`), e.g. starting a ride before the start window or recording a no-show before the pickup. The
 * admin reads when it becomes possible, in their language, computed from the same rule (the server's own
 * message is English). Null for a step without such a text, or a delete: its server message is shown.
 */
export function tooEarlyMessage(
  action: BookingAction | 'delete',
  booking: BookingRow,
  startWindowHours: number | undefined,
  t: TFunction<'admin'>,
  language: string,
): string | null {
  const timing = action === 'delete' ? null : BOOKING_LIFECYCLE[action].timing;
  return timing ? TOO_EARLY[timing](booking, startWindowHours, t, language) : null;
}
