import {
  adminReviewSchema,
  averageRating,
  reviewSchema,
  type AdminReview,
  type Review,
  type ReviewSummary,
} from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { REVIEWS } from './reviews-projection';

const APPROVED = { is_approved: true };

/** Approved reviews, newest first (SPEC 7), at most `limit` when given. */
export async function listApprovedReviews(store: ReadStore, limit?: number): Promise<Review[]> {
  const docs = await store
    .collection(REVIEWS)
    .find(APPROVED, { sort: { date: -1, submitted_at: -1, _id: 1 }, ...(limit ? { limit } : {}) });
  return docs.map((doc) => reviewSchema.parse(doc));
}

/** Count and mean rating over every approved review, whatever a list's limit. */
export async function approvedReviewSummary(store: ReadStore): Promise<ReviewSummary> {
  const docs = await store.collection<{ _id: string; rating: number }>(REVIEWS).find(APPROVED);
  const ratings = docs.map((doc) => doc.rating);
  return { count: ratings.length, average_rating: averageRating(ratings) };
}

/** Rows projected before issue 18 lack the status: they were pending or approved by their flag. */
const withStatus = (doc: Record<string, unknown>) => ({
  status: doc.is_approved ? 'approved' : 'pending',
  booking_id: null,
  booking_reference: null,
  ...doc,
});

/** The admin Reviews screen (issue 18): every review, the ones awaiting a decision first, newest first. */
export async function listReviewsForAdmin(store: ReadStore, limit = 500): Promise<AdminReview[]> {
  const docs = await store
    .collection(REVIEWS)
    .find({}, { sort: { pending: -1, submitted_at: -1, _id: 1 }, limit });
  return docs.map((doc) => adminReviewSchema.parse(withStatus(doc)));
}

/** The review of a booking, if its customer rated it (the review's id is derived from the booking's). */
export async function findReview(store: ReadStore, reviewId: string): Promise<AdminReview | null> {
  const doc = await store.collection(REVIEWS).findOne({ _id: reviewId });
  return doc ? adminReviewSchema.parse(withStatus(doc)) : null;
}
