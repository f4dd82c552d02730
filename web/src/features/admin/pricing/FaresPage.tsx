import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminVehicles } from '../api/queries';
import { AdminHeading, ErrorState, LoadingState } from '../ui/States';
import { FareTable } from './FareTable';
import { useZoneFareTable, useZonePlaces, useZones } from './queries';
import { ZonesSection } from './ZonesSection';

/**
 * /admin/fares (issue 17 point 9): the zones, then the fixed fares per zone pair and vehicle model. The
 * quote, the booking and the service pages read the same table.
 */
export function FaresPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('fares.title'));
  const zones = useZones();
  const places = useZonePlaces();
  const fares = useZoneFareTable();
  const vehicles = useAdminVehicles();
  const sortedZones = [...(zones.data ?? [])].sort((a, b) => a.name.en.localeCompare(b.name.en));
  return (
    <>
      <AdminHeading title={t('fares.title')} />
      <p className="mb-8 max-w-3xl text-sm text-stone-300">{t('fares.intro')}</p>
      <div className="space-y-12">
        {zones.isPending || places.isPending ? <LoadingState /> : null}
        {zones.isError || places.isError ? (
          <ErrorState
            title={t('fares.zonesError')}
            error={zones.error ?? places.error}
            onRetry={() => {
              void zones.refetch();
              void places.refetch();
            }}
          />
        ) : null}
        {zones.data && places.data ? <ZonesSection zones={sortedZones} places={places.data} /> : null}
        {fares.isError || vehicles.isError ? (
          <ErrorState
            title={t('fares.faresError')}
            error={fares.error ?? vehicles.error}
            onRetry={() => {
              void fares.refetch();
              void vehicles.refetch();
            }}
          />
        ) : zones.data && fares.data && vehicles.data ? (
          <FareTable zones={sortedZones} fares={fares.data} vehicles={vehicles.data} />
        ) : zones.data ? (
          <LoadingState />
        ) : null}
      </div>
    </>
  );
}
