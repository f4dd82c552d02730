import { useTranslation } from 'react-i18next';
import type { Quote } from '@chauffeur/contracts';
import { CheckIcon, CrownIcon, LuggageIcon, UsersIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/useFormat';
import { SITE } from '../../../lib/site';
import { useBookingTerms } from '../api/bookingTerms';
import { tripProblems } from '../api/placeProblems';
import { useQuote } from '../api/useQuote';
import { scheduledAt } from '../wizard/rules';
import { useWizard } from '../wizard/store';
import { StepHeading } from './fields';
import { RouteFacts } from './RouteFacts';
import { HyphenatedName } from '../../../components/ui/HyphenatedName';

type QuotedVehicle = Quote['vehicles'][number];

/**
 * Step 2, Véhicule: the route, then every vehicle with the server's fare; Select chooses and advances.
 * When every model is booked at the pickup time, one message above the cards says so, with a button to
 * step 1's time field (`onChangeTime`).
 */
export function VehicleStep({ onChangeTime }: { onChangeTime: () => void }) {
  const { t } = useTranslation();
  const data = useWizard();
  // At the chosen pickup time: a model none of whose cars is free then cannot be selected (issue 17).
  const at = scheduledAt(data.date, data.time, data.timePass)?.toISOString() ?? null;
  const quote = useQuote(data.pickup, data.destination, data.roundTrip, at);
  const problems = tripProblems(quote.error);
  const placeProblems = (['pickup', 'destination'] as const).flatMap((end) => {
    const problem = problems[end];
    return problem ? [t(`wizard.errors.${problem}`, { km: problems.km, phone: SITE.phoneDisplay })] : [];
  });

  const choose = ({ vehicle, total_fare }: QuotedVehicle, route: Quote) => {
    data.update({
      vehicleId: vehicle.id,
      routeInfo: {
        distance_km: route.distance_km,
        duration_minutes: route.duration_minutes,
        fare: total_fare,
        currency: route.currency,
      },
    });
    data.goTo(3);
  };

  return (
    <section className="space-y-6">
      <StepHeading>{t('wizard.steps.vehicle')}</StepHeading>
      {quote.isPending ? (
        <div role="status" className="space-y-3">
          <p className="text-sm text-stone-300">{t('wizard.loadingVehicles')}</p>
          {[0, 1, 2].map((n) => (
            <div key={n} className="skeleton h-36 rounded-md" />
          ))}
        </div>
      ) : placeProblems.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-400/40 bg-red-950/30 p-5 text-sm text-red-200"
        >
          {placeProblems.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <button type="button" onClick={() => data.goTo(1)} className="btn-outline mt-4">
            {t('wizard.editJourney')}
          </button>
        </div>
      ) : quote.isError ? (
        <div
          role="alert"
          className="rounded-md border border-red-400/40 bg-red-950/30 p-5 text-sm text-red-200"
        >
          <p>
            {/* The per-address limit of quotes (issue 13): say so kindly rather than "try again later". */}
            {quote.error instanceof ApiError && quote.error.status === 429
              ? t('wizard.errors.tooManyQuotes', { phone: SITE.phoneDisplay })
              : t('wizard.vehiclesError')}
          </p>
          <button type="button" onClick={() => void quote.refetch()} className="btn-outline mt-4">
            {t('wizard.retry')}
          </button>
        </div>
      ) : (
        <>
          <RouteFacts distanceKm={quote.data.distance_km} durationMinutes={quote.data.duration_minutes} />
          {noneAvailable(quote.data) ? (
            <div
              role="alert"
              className="rounded-md border border-gold-400/50 bg-gold-500/10 p-5 text-sm text-ivory"
            >
              <p>{t('wizard.noneAvailable')}</p>
              <button type="button" onClick={onChangeTime} className="btn-gold mt-4">
                {t('wizard.chooseAnotherTime')}
              </button>
            </div>
          ) : null}
          <h3 className="text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase">
            {t('wizard.selectVehicle')}
          </h3>
          {quote.data.vehicles.length === 0 ? (
            <p className="text-sm text-stone-300">{t('wizard.noVehicles')}</p>
          ) : (
            <ul className="space-y-4">
              {quote.data.vehicles.map((item) => (
                <li key={item.vehicle.id}>
                  <VehicleCard
                    item={item}
                    selected={item.vehicle.id === data.vehicleId}
                    passengers={data.passengers}
                    luggage={data.luggage}
                    roundTrip={data.roundTrip}
                    currency={quote.data.currency}
                    onSelect={() => choose(item, quote.data)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** Whether the quote has vehicles and every one of them is booked at the pickup time asked. */
const noneAvailable = (quote: Quote) =>
  quote.vehicles.length > 0 && quote.vehicles.every((item) => !item.available);

function VehicleCard({
  item: { vehicle, total_fare, minimum_fare_applied: minimumApplied, available, fare_basis: basis },
  selected,
  passengers,
  luggage,
  roundTrip,
  currency,
  onSelect,
}: {
  item: QuotedVehicle;
  selected: boolean;
  passengers: number;
  luggage: number;
  roundTrip: boolean;
  /** The quote's: what the booking is charged in (decision 261). */
  currency: string;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // The settings' free-cancellation hours once known (decision 278), never a fixed "24h".
  const hours = useBookingTerms().data?.free_cancellation_hours;
  const fits = vehicle.max_passengers >= passengers && vehicle.max_luggage >= luggage;
  const selectable = fits && available;
  const reasonId = `vehicle-${vehicle.id}-reason`;
  return (
    <article
      className={`rounded-md border p-4 sm:p-5 ${
        selected ? 'border-gold-400 bg-gold-500/10' : 'border-white/10 bg-ink-900'
      }`}
    >
      {/* A model that cannot be chosen is dimmed, but not why: the reason stays at full contrast. */}
      <div className={`flex gap-4 ${selectable ? '' : 'opacity-60'}`}>
        <img
          src={vehicle.image_url}
          alt=""
          loading="lazy"
          className="hidden h-24 w-36 shrink-0 rounded-sm object-cover sm:block"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-display text-2xl font-semibold text-ivory">
              <HyphenatedName name={vehicle.name} />
            </h4>
            {vehicle.type === 'luxury' ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-500/15 px-2 py-0.5 text-xs font-semibold text-gold-300">
                <CrownIcon className="h-3.5 w-3.5" />
                {t('wizard.premium')}
              </span>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-300">
            <span className="inline-flex items-center gap-1.5">
              <UsersIcon className="h-4 w-4 text-gold-400" />
              {t('wizard.passengerCount', { count: vehicle.max_passengers })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <LuggageIcon className="h-4 w-4 text-gold-400" />
              {t('wizard.luggageCount', { count: vehicle.max_luggage })}
            </span>
          </p>
          <p className="sr-only">
            {t('wizard.capacity', { passengers: vehicle.max_passengers, luggage: vehicle.max_luggage })}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-400">
            <li className="inline-flex items-center gap-1">
              <CheckIcon className="h-3.5 w-3.5 text-gold-400" />
              {t('wizard.service247')}
            </li>
            <li className="inline-flex items-center gap-1">
              <CheckIcon className="h-3.5 w-3.5 text-gold-400" />
              {hours === undefined
                ? t('wizard.freeCancellation')
                : t('wizard.freeCancellationHours', { count: hours })}
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-col items-end justify-between gap-3 text-right">
          <div>
            {/* The server says how it priced this model: a zone pair's fixed fare, or by the km (SPEC 9). */}
            <p className="text-[0.65rem] tracking-[0.15em] text-stone-400 uppercase">
              {basis?.kind === 'fixed' ? t('wizard.fixedPrice') : t('wizard.estimatedFare')}
            </p>
            <p className="font-display text-2xl font-semibold text-gold-300">
              {format.money(total_fare, currency)}
            </p>
            {basis?.kind === 'fixed' ? (
              <p className="text-xs text-stone-400">
                {t('wizard.fixedBetween', { from: basis.zones[0], to: basis.zones[1] })}
              </p>
            ) : null}
            {roundTrip ? <p className="text-xs text-stone-400">{t('wizard.roundTripPrice')}</p> : null}
            {minimumApplied ? <p className="text-xs text-stone-400">{t('wizard.minimumFare')}</p> : null}
          </div>
          <button
            type="button"
            onClick={onSelect}
            disabled={!selectable}
            aria-describedby={selectable ? undefined : reasonId}
            aria-label={`${t('wizard.select')} ${vehicle.name}, ${format.money(total_fare, currency)}`}
            className="btn-gold px-5 disabled:cursor-not-allowed disabled:opacity-40"
          >
            {selected ? t('wizard.selected') : t('wizard.select')}
          </button>
        </div>
      </div>
      {selectable ? null : (
        <p id={reasonId} className="mt-3 border-t border-white/10 pt-3 text-sm text-red-300">
          {fits
            ? t('wizard.unavailable')
            : t('wizard.tooSmall', {
                passengers: t('wizard.passengerCount', { count: passengers }),
                luggage: t('wizard.luggageCount', { count: luggage }),
              })}
        </p>
      )}
    </article>
  );
}
