import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel/Carousel';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { currentLanguage } from '../../../i18n';
import { useDeferredQuery } from '../../../lib/useDeferredQuery';
import { LANDING_REVIEWS, useReviews } from '../api/useReviews';
import { ReviewCard, type ReviewView } from './ReviewCard';
import { ownLanguageFirst } from './reviewOrder';
import { sampleReviews } from './sampleReviews';

/**
 * Up to six approved reviews, newest first, those in the visitor's language before the others; the six
 * samples when none come back (SPEC 2).
 */
export function ReviewsCarousel() {
  const { t } = useTranslation();
  const reviews = useDeferredQuery(useReviews(LANDING_REVIEWS));
  if (reviews.isPending) return null;
  const approved = reviews.data?.items ?? [];
  const shown: ReviewView[] =
    approved.length > 0
      ? ownLanguageFirst(approved.slice(0, LANDING_REVIEWS), currentLanguage())
      : sampleReviews(t);
  return (
    <section aria-labelledby="client-reviews" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
      <SectionHeading
        id="client-reviews"
        eyebrow={t('home.reviews.eyebrow')}
        title={t('home.reviews.title')}
        align="center"
      />
      <Carousel
        label={t('home.reviews.carouselLabel')}
        items={shown}
        itemKey={(review) => review.id}
        renderItem={(review) => <ReviewCard review={review} />}
      />
    </section>
  );
}
