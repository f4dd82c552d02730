import { z } from 'zod';
import { safeText } from '../common/text';
import { reviewFieldsSchema } from './review';

/**
 * Issue 18 point 5: a customer rates a completed trip through the manage link. The comment is required, as
 * every review's is (SPEC 3 `comment`): the landing carousel quotes it, and a quote of nothing would be an
 * empty card (decision 191).
 */
export const reviewSubmissionSchema = z.object({
  rating: reviewFieldsSchema.shape.rating,
  // Typed by anyone with a completed ride's link, shown on the landing page and to staff: one safe text
  // (line breaks allowed), as every other typed text. Only here: stored reviews are read as they were.
  comment: safeText(reviewFieldsSchema.shape.comment, 'Comment', true),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/**
 * `GET /api/manage/:token/review`: whether the trip can be rated. `not_completed` until the ride is
 * completed; `rated` once a review exists (with what was given, so the page can say thank you again).
 */
export const reviewEligibilitySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open'), reference: z.string(), first_name: z.string() }),
  z.object({ state: z.literal('not_completed'), reference: z.string() }),
  z.object({
    state: z.literal('rated'),
    reference: z.string(),
    rating: z.number().int().min(1).max(5),
  }),
]);
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** Where a review stands in the admin Reviews screen: new, on the public pages, or taken off them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as the admin sees it: the public fields plus its status and the booking it rates (if any). */
export const adminReviewSchema = reviewFieldsSchema.extend({
  id: z.uuid(),
  status: z.enum(REVIEW_STATUSES),
  /** The rated booking; null for reviews from before issue 18 (seeded, not tied to a ride). */
  booking_id: z.uuid().nullable(),
  booking_reference: z.string().nullable(),
  submitted_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema) });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
