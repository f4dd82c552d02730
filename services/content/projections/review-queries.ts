import { averageRating, reviewSchema, type Review, type ReviewSummary } from '@chauffeur/contracts';
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
