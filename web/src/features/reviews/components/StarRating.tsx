import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/site-icons';
import { useFormat } from '../../../lib/useFormat';

/** Five stars, as many filled as the rating; read out as "Rated 4 out of 5". */
export function StarRating({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rounded = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t('reviews.rated', { rating: format.number(rating) })}
      className="flex gap-1 text-gold-400"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= rounded} className={className} />
      ))}
    </span>
  );
}
