import type { Language } from '@chauffeur/contracts';
import { QuoteIcon } from '../../../components/ui/site-icons';
import { useFormat } from '../../../lib/useFormat';
import { StarRating } from './StarRating';

export interface ReviewView {
  id: string;
  name: string;
  rating: number;
  comment: string;
  /** Absent for the built-in samples. */
  date?: string;
  /** The language the client wrote in; absent for the samples (translated) and older reviews. */
  language?: Language;
}

/**
 * One client review: stars, quote, name and the day it was written. The quote is the client's own words,
 * marked with its language so screen readers and hyphenation read it right.
 */
export function ReviewCard({ review }: { review: ReviewView }) {
  const format = useFormat();
  return (
    <figure className="flex w-full flex-col rounded-md border border-white/10 bg-ink-900 p-7 sm:p-8">
      <div className="flex items-center justify-between">
        <StarRating rating={review.rating} />
        <QuoteIcon className="h-8 w-8 text-gold-500/40" />
      </div>
      <blockquote
        lang={review.language}
        className="mt-6 mb-8 flex-1 font-display text-xl leading-relaxed text-ivory"
      >
        <p>{review.comment}</p>
      </blockquote>
      <figcaption className="border-t border-white/10 pt-5">
        <span className="block text-sm font-semibold tracking-wide text-ivory">{review.name}</span>
        {review.date ? (
          <time dateTime={review.date} className="mt-1 block text-xs text-stone-400">
            {format.date(review.date)}
          </time>
        ) : null}
      </figcaption>
    </figure>
  );
}
