import { useTranslation } from 'react-i18next';
import type { DispatchRide } from '@chauffeur/contracts';
import { brusselsTime } from './day';

/** How a ride is named to a screen reader and in a tooltip: time, reference, customer, route. */
export function useRideLabel() {
  const { t, i18n } = useTranslation('admin');
  return (ride: DispatchRide) =>
    t('dispatch.rideLabel', {
      time: brusselsTime(ride.scheduled_time, i18n.language),
      reference: ride.reference,
      customer: ride.customer_name,
      pickup: ride.pickup,
      dropoff: ride.dropoff,
      status: t(`bookings.status.${ride.status}`),
    });
}

/** What the ride still lacks, e.g. "No car · Karim Benali". */
export function Assignment({ ride }: { ride: DispatchRide }) {
  const { t } = useTranslation('admin');
  return (
    <span className="text-xs text-stone-300">
      <span className={ride.car ? '' : 'text-amber-200'}>
        {ride.car ? `${ride.car.plate}` : t('dispatch.noCar')}
      </span>
      <span aria-hidden="true"> · </span>
      <span className={ride.chauffeur ? '' : 'text-amber-200'}>
        {ride.chauffeur ? ride.chauffeur.name : t('dispatch.noChauffeur')}
      </span>
    </span>
  );
}
