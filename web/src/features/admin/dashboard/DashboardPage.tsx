import { useTranslation } from 'react-i18next';
import { intlLocale, type AnalyticsDay } from '@chauffeur/contracts';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAnalytics, useCompanyCurrency, useSumsText } from '../api/queries';
import { AdminHeading, ErrorState, LoadingState } from '../ui/States';
// Through `admin/`: the lint rule takes a bare `../projections/` for the projections package.
import { ReadModelNotice } from '../../admin/projections/ReadModelNotice';
import { formatPercent } from './percent';

function Stat({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: string;
  testId: string;
  hint?: string;
}) {
  return (
    <div className="rounded-md border border-white/10 bg-ink-900 p-5">
      <p className="text-xs tracking-wider text-stone-400 uppercase">{label}</p>
      <p data-testid={testId} className="mt-2 font-display text-3xl font-semibold text-ivory">
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-stone-400">{hint}</p> : null}
    </div>
  );
}

/** A day's revenue in one currency: 0 when none of the day's rides was charged in it. */
const revenueIn = (day: AnalyticsDay, currency: string) =>
  day.total_revenue.find((sum) => sum.currency === currency)?.amount ?? 0;

/**
 * The revenue per day in one currency, its bars on its own scale: euros and pounds are never one bar nor
 * compared by height (decision 258). `caption` names the currency when there are several charts.
 */
function RevenueChart({
  days,
  currency,
  caption,
}: {
  days: AnalyticsDay[];
  currency: string;
  caption: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language, currency);
  const revenue = (day: AnalyticsDay) => revenueIn(day, currency);
  const max = Math.max(...days.map(revenue), 0);
  const weekday = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(i18n.language), {
      weekday: 'short',
      day: 'numeric',
      // A calendar day of the analytics, not an instant: read in UTC, it stays that day in any zone.
      timeZone: 'UTC',
    });
  return (
    <figure className="rounded-md border border-white/10 bg-ink-900 p-5">
      <figcaption className="text-sm font-semibold text-ivory">{caption}</figcaption>
      {max === 0 ? <p className="mt-2 text-sm text-stone-400">{t('dashboard.chartEmpty')}</p> : null}
      <ol className="mt-4 flex h-48 items-end gap-2" aria-label={caption}>
        {days.map((day) => (
          <li key={day.date} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[10px] text-stone-400">{revenue(day) ? money(revenue(day)) : ''}</span>
            {/* An image with its name: an aria-label on a bare span is not read (axe aria-prohibited-attr). */}
            <span
              role="img"
              aria-label={tMain('labelled', { label: weekday(day.date), value: money(revenue(day)) })}
              className="w-full max-w-12 rounded-t-sm bg-gold-500"
              style={{ height: `${max ? Math.max(2, (revenue(day) / max) * 100) : 2}%` }}
            />
            <span className="text-[11px] text-stone-400">{weekday(day.date)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** The read model the dashboard's figures come from. */
const DASHBOARD_MODELS = ['admin_analytics'];

/**
 * /admin, SPEC 2: the last 7 days of revenue, completed and cancelled rides, completion rate; issue 13's
 * no-shows apart (they stay out of the completion rate, as SPEC defines it; the card says so).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const analytics = useAnalytics();
  const message = useErrorMessage();
  const companyCurrency = useCompanyCurrency();
  const sumsText = useSumsText();

  const heading = (
    <>
      <AdminHeading title={t('dashboard.title')}>
        <span className="text-sm text-stone-400">{t('dashboard.subtitle')}</span>
      </AdminHeading>
      <ReadModelNotice models={DASHBOARD_MODELS} />
    </>
  );
  if (analytics.isPending)
    return (
      <>
        {heading}
        <LoadingState />
      </>
    );
  if (analytics.isError) {
    const policy = analytics.error instanceof ApiError && analytics.error.kind === 'policy';
    return (
      <>
        {heading}
        <ErrorState title={t('dashboard.errorTitle')} onRetry={() => void analytics.refetch()}>
          <p className="mt-1 text-sm text-stone-300">
            {t('dashboard.errorText')} {message(analytics.error)}
          </p>
          {policy ? <p className="mt-2 text-sm text-gold-200">{t('dashboard.policyNote')}</p> : null}
        </ErrorState>
      </>
    );
  }
  const { totals, days } = analytics.data;
  // One chart per currency the period's revenue is in (decision 258); a single one, as before, when one or
  // none (then in the company's currency, saying there was no revenue).
  const currencies = totals.total_revenue.map((sum) => sum.currency);
  const charts = currencies.length === 0 ? [companyCurrency] : currencies;
  return (
    <>
      {heading}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <Stat testId="revenue" label={t('dashboard.revenue')} value={sumsText(totals.total_revenue)} />
        <Stat testId="completed" label={t('dashboard.completed')} value={String(totals.completed_rides)} />
        <Stat testId="cancelled" label={t('dashboard.cancelled')} value={String(totals.cancelled_rides)} />
        <Stat testId="no-shows" label={t('dashboard.noShows')} value={String(totals.no_show_rides)} />
        <Stat
          testId="completion-rate"
          label={t('dashboard.completionRate')}
          value={formatPercent(totals.completion_rate, i18n.language)}
          hint={t('dashboard.completionRateHint')}
        />
      </div>
      {charts.map((currency) => (
        <div key={currency} className="mt-6">
          <RevenueChart
            days={days}
            currency={currency}
            caption={charts.length > 1 ? t('dashboard.chartIn', { currency }) : t('dashboard.chart')}
          />
        </div>
      ))}
    </>
  );
}
