import type { TFunction } from 'i18next';
import type { BookingRow } from '@chauffeur/contracts';

const HOUR_MS = 3_600_000;

/** An instant on the company's clock, in the admin's language. */
const brusselsTime = (instant: Date, language: string) =>
  instant.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });

/**
 * Issue 13: the server refuses (422) to start a ride before the start window or to record a no-show before
 * the pickup. The admin reads when it becomes possible, in their language, computed from the same rule
 * (the server's own message is English). Null for any other action: its server message is shown.
 */
export function tooEarlyMessage(
  action: string,
  booking: BookingRow,
  startWindowHours: number | undefined,
  t: TFunction<'admin'>,
  language: string,
): string | null {
  const pickup = new Date(booking.scheduled_time);
  if (action === 'start' && startWindowHours !== undefined) {
    const from = new Date(pickup.getTime() - startWindowHours * HOUR_MS);
    return t('bookings.tooEarly.start', { time: brusselsTime(from, language), count: startWindowHours });
  }
  if (action === 'no_show') return t('bookings.tooEarly.no_show', { time: brusselsTime(pickup, language) });
  return null;
}
