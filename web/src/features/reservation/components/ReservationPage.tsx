import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Location } from '@chauffeur/contracts';
import { PhoneIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { CarIcon } from '../../../components/ui/icons';
import { FlagIcon, PinIcon } from '../../../components/ui/site-icons';
import { PATHS } from '../../../lib/paths';
import { SITE } from '../../../lib/site';
import { useVehicles } from '../../fleet/api/useVehicles';
import { readHandoff } from '../handoff';

function Row({ icon, label, value }: { icon: React.ReactNode; label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-4 border-b border-white/10 py-5 last:border-0">
      <span className="mt-0.5 text-gold-400">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-[0.18em] text-stone-400 uppercase">{label}</dt>
        <dd className={`mt-1 ${value ? 'text-ivory' : 'text-stone-400 italic'}`}>
          {value ?? t('reservation.notChosen')}
        </dd>
      </div>
    </div>
  );
}

const placeText = (place: Location | null) => (place ? place.address || `${place.lat}, ${place.lng}` : null);

/**
 * /reservation until the booking wizard lands: it shows what the hero or a fleet card handed over
 * (router state, or the URL after a reload) and how to book by phone meanwhile.
 */
export function ReservationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const handoff = readHandoff(location.search, location.state);
  const vehicles = useVehicles();
  const vehicle = handoff.vehicleId ? vehicles.data?.find((v) => v.id === handoff.vehicleId) : undefined;

  return (
    <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <PageIntro title={t('reservation.title')}>
        <p>{t('reservation.intro')}</p>
      </PageIntro>
      <dl className="mt-12 rounded-md border border-gold-500/25 bg-ink-900 px-6 sm:px-8">
        <Row
          icon={<PinIcon className="h-5 w-5" />}
          label={t('reservation.pickup')}
          value={placeText(handoff.pickup)}
        />
        <Row
          icon={<FlagIcon className="h-5 w-5" />}
          label={t('reservation.destination')}
          value={placeText(handoff.destination)}
        />
        {handoff.vehicleId ? (
          <Row
            icon={<CarIcon className="h-5 w-5" />}
            label={t('reservation.vehicle')}
            value={vehicle?.name ?? null}
          />
        ) : null}
      </dl>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        <a href={SITE.phoneHref} className="btn-gold">
          <PhoneIcon className="h-4 w-4" />
          {t('reservation.call', { phone: SITE.phoneDisplay })}
        </a>
        <Link to={PATHS.home} className="btn-outline">
          {t('reservation.change')}
        </Link>
      </div>
    </section>
  );
}
