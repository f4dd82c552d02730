import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl';
import { currentLanguage } from '../../../i18n';

/** Distance (km, 1 decimal, SPEC 9) and duration (minutes) of the route. */
export function RouteFacts({ distanceKm, durationMinutes }: { distanceKm: number; durationMinutes: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-md border border-white/10 bg-ink-900 px-4 py-3">
        <dt className="text-xs tracking-[0.15em] text-stone-400 uppercase">{t('wizard.distance')}</dt>
        <dd className="mt-1 font-display text-2xl font-semibold text-ivory">
          {t('wizard.km', { value: formatNumber(distanceKm, language, 1) })}
        </dd>
      </div>
      <div className="rounded-md border border-white/10 bg-ink-900 px-4 py-3">
        <dt className="text-xs tracking-[0.15em] text-stone-400 uppercase">{t('wizard.duration')}</dt>
        <dd className="mt-1 font-display text-2xl font-semibold text-ivory">
          {t('wizard.minutes', { value: formatNumber(durationMinutes, language) })}
        </dd>
      </div>
    </dl>
  );
}
