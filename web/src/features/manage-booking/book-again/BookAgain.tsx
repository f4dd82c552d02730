import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ManageBooking } from '@chauffeur/contracts';
import { nextRideLink, nextRidesOf } from './next-rides';

/**
 * "Book the return ride" and "Book again" (decision 347): links to the wizard, filled in from this booking
 * but for its date and time, which the customer chooses there under the wizard's own rules.
 */
export function BookAgain({ booking }: { booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  const rides = nextRidesOf(booking);
  if (rides.length === 0) return null;
  return (
    <section aria-labelledby="book-again" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="book-again" className="eyebrow mb-2">
        {t('bookAgain.title')}
      </h2>
      <p className="text-sm text-stone-300">{t('bookAgain.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {rides.map((ride, index) => {
          const link = nextRideLink(booking, ride);
          return (
            <Link
              key={ride}
              to={link.to}
              state={link.state}
              className={`${index === 0 ? 'btn-gold' : 'btn-outline'} inline-flex min-h-11 items-center`}
            >
              {t(`bookAgain.${ride}`)}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
