import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { changeRequestWaits, type BookingRow } from '@chauffeur/contracts';
import { serverClockOffset, serverNow } from '../../../lib/useStepWaits';
import { useStepTiming } from '../api/queries';

/** setTimeout's longest wait: a pickup further off is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Beside a booking's status in the list: its customer's change request waits for an answer (decision 319),
 * so a dispatcher sees it in the list, not only through the bell. Words, not a colour or an icon alone:
 * what a screen reader reads in the row and what a glance finds. Not once the pickup time has passed, by
 * the server's clock (decision 290): the request has then expired (decision 284), no answer can be given,
 * and the read model, which has no clock, keeps it open until the booking's next step closes it.
 */
export function ChangeRequestMarker({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const timing = useStepTiming();
  const offset = serverClockOffset(timing.data?.server_time, timing.dataUpdatedAt);
  const now = serverNow(offset).getTime();
  const left = Date.parse(booking.scheduled_time) - now;
  const [, wake] = useReducer((count: number) => count + 1, 0);
  const waiting = changeRequestWaits(booking, now);
  useEffect(() => {
    if (!waiting) return;
    // A page left open drops the marker when the pickup time comes; a little after, never early.
    const timer = setTimeout(wake, Math.min(left + 250, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [waiting, left]);
  if (!waiting) return null;
  return (
    <span
      data-change-request
      className="rounded-full border border-amber-300/40 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-200"
    >
      {t('bookings.changeRequested')}
    </span>
  );
}
