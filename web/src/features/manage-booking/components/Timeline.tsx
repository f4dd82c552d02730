import { useTranslation } from 'react-i18next';
import type { ManageBooking } from '@chauffeur/contracts';
import { CheckIcon } from '../../../components/ui/icons';
import { shortDateTime } from '../format';

/** The steps the booking has been through, each with its time (the server lists them in order). */
export function Timeline({ booking }: { booking: ManageBooking }) {
  const { t, i18n } = useTranslation('manage');
  return (
    <section aria-labelledby="manage-timeline" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="manage-timeline" className="eyebrow mb-4">
        {t('timelineTitle')}
      </h2>
      <ol className="space-y-3">
        {booking.timeline.map((entry) => (
          <li key={entry.step} className="flex items-start gap-3" data-step={entry.step}>
            <span
              className={`mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full ${
                entry.step === 'cancelled' ? 'bg-red-400/20 text-red-200' : 'bg-gold-400/20 text-gold-300'
              }`}
              aria-hidden="true"
            >
              <CheckIcon className="h-3.5 w-3.5" />
            </span>
            <span className="flex flex-col">
              <span className="font-semibold text-ivory">{t(`timeline.${entry.step}`)}</span>
              <time dateTime={entry.at} className="text-sm text-stone-400">
                {shortDateTime(entry.at, i18n.language)}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
