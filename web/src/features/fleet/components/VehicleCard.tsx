import type { SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@chauffeur/contracts';
import { ClockIcon, LuggageIcon, UsersIcon } from '../../../components/ui/icons';
import { reservationWithVehicle } from '../../../lib/paths';
import { useFormat } from '../../../lib/useFormat';
import { VehicleTypeIcon, vehicleIconKind } from './VehicleTypeIcon';
import { HyphenatedName } from '../../../components/ui/HyphenatedName';

export const PLACEHOLDER_IMAGE = '/images/vehicles/placeholder.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  // Guard: if the placeholder itself fails, stop instead of looping.
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

/** One vehicle of the fleet grid and the landing carousel (SPEC 2). */
export function VehicleCard({ vehicle, headingLevel = 2 }: { vehicle: Vehicle; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kind = vehicleIconKind(vehicle.type);
  const price = format.money(vehicle.price_per_km);
  const Heading = `h${headingLevel}` as const;

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-md border border-white/10 bg-ink-900 transition-colors duration-300 hover:border-gold-500/40">
      <div className="relative aspect-video overflow-hidden bg-ink-800">
        <img
          src={vehicle.image_url}
          alt={vehicle.name}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          onError={showPlaceholder}
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <span className="absolute top-4 left-4 inline-flex items-center gap-2 rounded-full border border-gold-500/40 bg-ink-950/80 px-3 py-1.5 text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase backdrop-blur">
          <VehicleTypeIcon kind={kind} className="h-4 w-4" />
          {t(`fleet.type.${kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <Heading className="font-display text-[1.7rem] leading-tight font-semibold text-ivory sm:text-3xl">
          <HyphenatedName name={vehicle.name} />
        </Heading>
        <p
          lang={format.textLanguage(vehicle.description)}
          className="mt-3 text-sm leading-relaxed text-stone-300"
        >
          {format.text(vehicle.description)}
        </p>
        <ul className="mt-6 mb-7 space-y-2.5 text-sm text-stone-200">
          <li className="flex items-center gap-3">
            <UsersIcon className="h-4 w-4 shrink-0 text-gold-400" />
            {t('fleet.passengers', { count: vehicle.max_passengers })}
          </li>
          <li className="flex items-center gap-3">
            <LuggageIcon className="h-4 w-4 shrink-0 text-gold-400" />
            {t('fleet.luggage', { count: vehicle.max_luggage })}
          </li>
          <li className="flex items-center gap-3">
            <ClockIcon className="h-4 w-4 shrink-0 text-gold-400" />
            {t('fleet.available')}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-6">
          <p className="font-display text-2xl font-semibold whitespace-nowrap text-gold-300">
            {t('fleet.perKm', { price })}
          </p>
          <Link
            to={reservationWithVehicle(vehicle.id)}
            // The wizard reads the preselected vehicle from router state, or from the URL after a reload.
            state={{ vehicleId: vehicle.id }}
            aria-label={t('fleet.bookVehicle', { name: vehicle.name })}
            className="btn-gold px-5"
          >
            {t('nav.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}
