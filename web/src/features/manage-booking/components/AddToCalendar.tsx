import { useTranslation } from 'react-i18next';
import type { ManageBooking } from '@chauffeur/contracts';
import { CalendarIcon } from '../../../components/ui/site-icons';
import { currentLanguage } from '../../../i18n';
import { calendarFileUrl } from '../api/manage-api';

/** A ride still ahead, which a calendar should hold: not one cancelled, under way, over or missed. */
const AHEAD: ReadonlySet<ManageBooking['status']> = new Set(['pending', 'confirmed']);

/**
 * "Add to calendar" (decision 337): a plain link to the booking's iCalendar file, which the browser downloads
 * and the phone or computer offers to its calendar. The file is in the page's language (`?lng`), so the
 * event reads as the page does.
 */
export function AddToCalendar({ token, booking }: { token: string; booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  if (!AHEAD.has(booking.status)) return null;
  return (
    <a
      href={calendarFileUrl(token, currentLanguage())}
      download={`${booking.reference}.ics`}
      className="btn-outline mt-4 px-4"
    >
      <CalendarIcon className="h-5 w-5 shrink-0" />
      {t('addToCalendar')}
    </a>
  );
}
