import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useErrorMessage } from '../../../lib/api';
import { useVehicles } from '../api/useVehicles';
import { FleetMessage } from './FleetMessage';
import { VehicleCard } from './VehicleCard';
import { VehicleCardSkeleton } from './VehicleCardSkeleton';

const SKELETON_COUNT = 3;
const GRID = 'grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3';

function FleetContent() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const vehicles = useVehicles();

  if (vehicles.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('fleet.loading')}
        </p>
        <div className={GRID}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <VehicleCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (vehicles.isError) {
    return (
      <FleetMessage tone="error" title={t('fleet.errorTitle')}>
        <p className="mt-3 text-sm leading-relaxed text-stone-300">{describe(vehicles.error)}</p>
        <button type="button" onClick={() => window.location.reload()} className="btn-gold mt-8">
          {t('fleet.refresh')}
        </button>
      </FleetMessage>
    );
  }

  if (vehicles.data.length === 0) {
    return (
      <FleetMessage tone="empty" title={t('fleet.emptyTitle')}>
        <p className="mt-3 text-sm leading-relaxed text-stone-300">{t('fleet.emptyText')}</p>
      </FleetMessage>
    );
  }

  return (
    <ul className={GRID}>
      {vehicles.data.map((vehicle) => (
        <li key={vehicle.id} className="flex">
          <VehicleCard vehicle={vehicle} />
        </li>
      ))}
    </ul>
  );
}

/** /fleet: every vehicle with its capacity and rate per km (SPEC 2). */
export function FleetPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
      <PageIntro title={t('fleet.title')}>
        <p>{t('fleet.intro')}</p>
      </PageIntro>
      <div className="mt-14 sm:mt-16">
        <FleetContent />
      </div>
    </section>
  );
}
