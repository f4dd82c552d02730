import { z } from 'zod';
import { requiredText } from '../common/text';
import { LANGUAGES } from '../http/config';

export const reviewFieldsSchema = z.object({
  name: requiredText('Name', 80),
  rating: z
    .number({ error: 'Rating must be a number' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be at least 1')
    .max(5, 'Rating must be at most 5'),
  comment: requiredText('Comment', 2000),
  /** The day the review was written (YYYY-MM-DD). */
  date: z.iso.date('Date must be a date (YYYY-MM-DD)'),
  /**
   * The language the client wrote in (issue 14): a review is a quotation, shown in its own words and marked
   * with its language; visitors see the reviews in their own language first. Absent on reviews from before.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** An approved review as the public pages show it (whether it is approved is never public). */
export const reviewSchema = reviewFieldsSchema.extend({ id: z.uuid() });
export type Review = z.infer<typeof reviewSchema>;

/** Over every approved review, whatever the list's limit. `average_rating` is null when there are none. */
export const reviewSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  average_rating: z.number().min(1).max(5).nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListSchema = z.object({ items: z.array(reviewSchema), summary: reviewSummarySchema });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** Mean of the ratings, or null for none. Rounding for display is the page's business (1 decimal). */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}
