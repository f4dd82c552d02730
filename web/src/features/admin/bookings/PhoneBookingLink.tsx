import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminPath } from '../../../lib/paths';

/** The bookings list's way to the phone booking form (issue 17 point 5). */
export function PhoneBookingLink() {
  const { t } = useTranslation('admin');
  return (
    <Link to={adminPath('newBooking')} className="btn-gold">
      {t('phoneBooking.new')}
    </Link>
  );
}
