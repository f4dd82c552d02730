import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminVehicles, useCompanyCurrency } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { VehicleImage } from './VehicleImage';

/** /admin/vehicles (SPEC 2): the fleet as a grid, each card opening its form; Add Vehicle. */
export function VehiclesPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  useDocumentTitle(t('vehicles.title'));
  const vehicles = useAdminVehicles();
  const currency = useCompanyCurrency();
  const add = (
    <Link to={adminPath('newVehicle')} className="btn-gold min-h-10 px-4 text-xs">
      {t('vehicles.add')}
    </Link>
  );
  return (
    <>
      <AdminHeading title={t('vehicles.title')}>{add}</AdminHeading>
      {vehicles.isPending ? <LoadingState /> : null}
      {vehicles.isError ? (
        <ErrorState title={t('vehicles.error')} onRetry={() => void vehicles.refetch()} />
      ) : null}
      {vehicles.data?.length === 0 ? <EmptyState text={t('vehicles.empty')}>{add}</EmptyState> : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {vehicles.data?.map((v) => (
          <li key={v.id} className="overflow-hidden rounded-md border border-white/10 bg-ink-900">
            <Link to={adminPath('vehicle', v.id)} className="block hover:bg-white/[0.02]">
              <VehicleImage src={v.image_url} type={v.type} alt={v.name} />
              <div className="p-4">
                <div className="flex items-center justify-between gap-2">
                  <h2 className="font-semibold text-ivory">{v.name}</h2>
                  <span className="text-xs text-stone-400">{t(`vehicles.types.${v.type}`)}</span>
                </div>
                <p className="mt-1 text-sm text-gold-300">
                  {t('vehicles.perKm', { price: formatMoney(v.price_per_km, i18n.language, currency) })}
                </p>
                <p className="mt-1 text-xs text-stone-400">
                  {tMain('labelled', { label: t('vehicles.passengers'), value: v.max_passengers })} ·{' '}
                  {tMain('labelled', { label: t('vehicles.luggage'), value: v.max_luggage })}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
