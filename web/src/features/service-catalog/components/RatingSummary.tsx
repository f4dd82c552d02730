import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '@chauffeur/contracts';
import { StarIcon } from '../../../components/ui/site-icons';
import { useFormat } from '../../../lib/useFormat';

/**
 * The average approved rating out of 5 (one decimal) and the review count, for the services header.
 * SPEC 2: shown only when approved reviews exist.
 */
export function RatingSummary({ summary }: { summary: ReviewSummary | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!summary || summary.count === 0 || summary.average_rating === null) return null;
  return (
    <p className="mt-8 inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-gold-500/30 bg-ink-900/80 px-5 py-2.5 text-sm">
      <StarIcon className="h-4 w-4 text-gold-400" />
      <strong className="font-semibold text-ivory">
        {t('services.rating', { rating: format.rating(summary.average_rating) })}
      </strong>
      <span className="text-stone-300">{t('services.reviewCount', { count: summary.count })}</span>
    </p>
  );
}
