import { useTranslation } from 'react-i18next';
import type { DispatchRide } from '@chauffeur/contracts';
import { StatusBadge } from '../bookings/StatusBadge';
import { Assignment } from './RideText';
import { brusselsTime, isAssignable } from './day';

/** The list mode (phones): the day's rides by pickup time, each with its car and chauffeur and Assign. */
export function DispatchList({
  rides,
  onSelect,
}: {
  rides: DispatchRide[];
  onSelect: (ride: DispatchRide) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul className="space-y-3" data-testid="dispatch-list" aria-label={t('dispatch.listLabel')}>
      {rides.map((ride) => (
        <li
          key={ride.id}
          data-ride={ride.id}
          className={`rounded-md border border-white/10 bg-ink-900 p-3 ${isAssignable(ride) ? '' : 'opacity-60'}`}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-semibold text-ivory">
              {brusselsTime(ride.scheduled_time, i18n.language)} · {ride.reference}
            </p>
            <StatusBadge status={ride.status} />
          </div>
          <p className="mt-1 text-sm text-stone-200">{ride.customer_name}</p>
          <p className="text-xs text-stone-400">
            {ride.pickup} → {ride.dropoff} · {ride.vehicle.name}
          </p>
          <div className="mt-2 flex items-center justify-between gap-2">
            <Assignment ride={ride} />
            {isAssignable(ride) ? (
              <button
                type="button"
                onClick={() => onSelect(ride)}
                aria-label={t('dispatch.assignRide', { reference: ride.reference })}
                className="btn-outline min-h-10 px-4 text-xs"
              >
                {t('dispatch.assign')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
