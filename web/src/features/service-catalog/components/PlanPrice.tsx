import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PricingPlan, PublicZoneFare } from '@chauffeur/contracts';
import { useFormat } from '../../../lib/useFormat';
import { routeFromPrice } from '../api/useZoneFares';
import { registerFareTexts } from '../i18n/fare-texts';

registerFareTexts();

const PRICE = 'mt-4 font-display text-4xl font-semibold text-ivory';

/**
 * A pricing plan's price: the one written on the page, or for a plan naming a route the fare table's
 * (the wizard's price for the same trip), with its loading and error states.
 */
export function PlanPrice({ plan, fares }: { plan: PricingPlan; fares: UseQueryResult<PublicZoneFare[]> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!plan.route)
    return plan.price === undefined ? null : <p className={PRICE}>{format.money(plan.price)}</p>;
  if (fares.isPending) {
    return (
      <p role="status" className="mt-4">
        <span className="sr-only">{t('services.detail.fareLoading')}</span>
        <span aria-hidden="true" className="skeleton block h-10 w-32 rounded-sm" />
      </p>
    );
  }
  if (fares.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-200">
        {t('services.detail.fareError')}{' '}
        <button type="button" className="underline" onClick={() => void fares.refetch()}>
          {t('services.detail.fareRetry')}
        </button>
      </p>
    );
  }
  const price = routeFromPrice(fares.data, plan.route.zone_ids);
  if (price === null) return <p className="mt-4 text-sm text-stone-300">{t('services.detail.fareByKm')}</p>;
  return (
    <>
      <p className="mt-4 text-xs tracking-[0.15em] text-stone-400 uppercase">
        {t('services.detail.fixedFrom')}
      </p>
      <p className="mt-1 font-display text-4xl font-semibold text-ivory">{format.money(price)}</p>
    </>
  );
}
