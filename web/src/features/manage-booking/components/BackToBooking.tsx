import '../i18n/register';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/ui/site-icons';
import { manageBookingPath } from '../../../lib/paths';

/**
 * The way from a booking link's later pages (the rating, the receipt) back to the booking itself: the
 * thank-you e-mail opens them directly, and without it the customer's only way back was the address bar.
 */
export function BackToBooking({ token }: { token: string }) {
  const { t } = useTranslation('manage');
  return (
    <Link
      to={manageBookingPath(token)}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-gold-300 hover:text-gold-200"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      {t('backToBooking')}
    </Link>
  );
}
