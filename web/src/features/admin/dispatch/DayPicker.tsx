import { useTranslation } from 'react-i18next';
import { inputClass } from '../ui/Field';
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
  const step = 'btn-outline min-h-10 px-3 text-xs';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('dispatch.dayPicker')}>
      <button type="button" className={step} onClick={() => onChange(previousDay(day))}>
        <span aria-hidden="true">‹ </span>
        {t('dispatch.previousDay')}
      </button>
      <label className="sr-only" htmlFor="dispatch-day">
        {t('dispatch.day')}
      </label>
      <input
        id="dispatch-day"
        type="date"
        value={day}
        onChange={(e) => isDay(e.target.value) && onChange(e.target.value)}
        className={`${inputClass} w-auto`}
      />
      <button type="button" className={step} onClick={() => onChange(nextDay(day))}>
        {t('dispatch.nextDay')}
        <span aria-hidden="true"> ›</span>
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
