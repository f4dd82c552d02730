import type { Language } from '@chauffeur/contracts';

/**
 * The reviews written in the visitor's language first, each group in its given order (newest first):
 * a review is a client's own words and is never translated (issue 14), so the ones a visitor can read
 * come first. Reviews without a language count as written in none.
 */
export function ownLanguageFirst<R extends { language?: Language }>(
  reviews: readonly R[],
  language: string,
): R[] {
  return [
    ...reviews.filter((review) => review.language === language),
    ...reviews.filter((review) => review.language !== language),
  ];
}
