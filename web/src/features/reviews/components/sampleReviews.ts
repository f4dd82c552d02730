import type { TFunction } from 'i18next';
import type { ReviewView } from './ReviewCard';

const SAMPLES = [
  { key: 'one', rating: 5 },
  { key: 'two', rating: 5 },
  { key: 'three', rating: 5 },
  { key: 'four', rating: 4 },
  { key: 'five', rating: 5 },
  { key: 'six', rating: 5 },
] as const;

/** SPEC 2: six built-in sample reviews, shown when no approved review comes back; translated like all text. */
export function sampleReviews(t: TFunction): ReviewView[] {
  return SAMPLES.map(({ key, rating }) => ({
    id: `sample-${key}`,
    name: t(`reviews.samples.${key}.name`),
    comment: t(`reviews.samples.${key}.text`),
    rating,
  }));
}
