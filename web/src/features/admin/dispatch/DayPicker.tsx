import { useTranslation } from 'react-i18next';
import { isDay, nextDay, previousDay } from './day';

/** The board's day: previous and next day, a date field, and Today. */
export function DayPicker({
  day,
  today,
  onChange,
}: {
  day: string;
  today: string;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation('admin');
  // On a phone the steps are arrows (their names stay for screen readers) so the row fits 390 px.
  const step = 'btn-outline min-h-10 min-w-10 px-3 text-xs';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('dispatch.dayPicker')}>
      <button
        type="button"
        className={step}
        aria-label={t('dispatch.previousDay')}
        onClick={() => onChange(previousDay(day))}
      >
        <span aria-hidden="true">‹</span>
        <span aria-hidden="true" className="ml-1 hidden lg:inline">
          {t('dispatch.previousDay')}
        </span>
      </button>
      <label className="sr-only" htmlFor="dispatch-day">
        {t('dispatch.day')}
      </label>
      <input
        id="dispatch-day"
        type="date"
        value={day}
        onChange={(e) => isDay(e.target.value) && onChange(e.target.value)}
        className="min-h-10 w-36 min-w-0 rounded-sm border border-white/15 bg-ink-950 px-2 text-sm text-ivory focus:border-gold-400"
      />
      <button
        type="button"
        className={step}
        aria-label={t('dispatch.nextDay')}
        onClick={() => onChange(nextDay(day))}
      >
        <span aria-hidden="true" className="mr-1 hidden lg:inline">
          {t('dispatch.nextDay')}
        </span>
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className="btn-gold min-h-10 px-4 text-xs disabled:opacity-50"
        disabled={day === today}
        onClick={() => onChange(today)}
      >
        {t('dispatch.today')}
      </button>
    </div>
  );
}
