import { useTranslation } from 'react-i18next';
import type { BookingRow } from '@chauffeur/contracts';

/**
 * Beside a booking's status in the list: its customer's change request waits for an answer (decision 319),
 * so a dispatcher sees it in the list, not only through the bell. Words, not a colour or an icon alone:
 * what a screen reader reads in the row and what a glance finds.
 */
export function ChangeRequestMarker({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  if (!booking.change_request_open) return null;
  return (
    <span
      data-change-request
      className="rounded-full border border-amber-300/40 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-200"
    >
      {t('bookings.changeRequested')}
    </span>
  );
}
