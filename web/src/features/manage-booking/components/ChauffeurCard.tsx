import { useTranslation } from 'react-i18next';
import type { ManageBooking } from '@chauffeur/contracts';
import { CarIcon } from '../../../components/ui/icons';

/**
 * Who drives and which car to look for, once the company has assigned them (first name only). After the
 * ride (completed, or missed at pickup) it says who drove, in the past; a cancelled ride has no chauffeur to
 * show: "Karim will drive you" under "Cancelled" (or "Completed") read as a mistake (decision 328).
 */
export function ChauffeurCard({ booking }: { booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  const { chauffeur, car } = booking;
  if ((!chauffeur && !car) || booking.status === 'cancelled') return null;
  const over = booking.status === 'completed' || booking.status === 'no_show';
  return (
    <section
      aria-labelledby="manage-chauffeur"
      className="rounded-md border border-gold-500/30 bg-ink-900 p-5"
      data-testid="chauffeur-card"
    >
      <h2 id="manage-chauffeur" className="eyebrow mb-3">
        {t('chauffeurTitle')}
      </h2>
      {chauffeur ? (
        <p className="font-display text-2xl text-ivory">
          {t(over ? 'chauffeurWas' : 'chauffeurName', { name: chauffeur.first_name })}
        </p>
      ) : null}
      {car ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
          <dt className="flex items-center gap-2 text-stone-400">
            <CarIcon className="h-4 w-4" />
            {t('car')}
          </dt>
          <dd className="text-ivory">{car.model}</dd>
          <dt className="text-stone-400">{t('colour')}</dt>
          <dd className="text-ivory">{car.colour}</dd>
          <dt className="text-stone-400">{t('plate')}</dt>
          <dd className="font-mono tracking-wider text-ivory">{car.plate}</dd>
        </dl>
      ) : null}
    </section>
  );
}
