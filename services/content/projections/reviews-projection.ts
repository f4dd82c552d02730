import { on, projectionOf } from '@chauffeur/projections';
import { ReviewApproved, ReviewHidden, ReviewSubmitted } from '../events';

export const REVIEWS = 'reviews';

/**
 * Every review with its approval flag and status; the public queries read only the approved ones, the admin
 * Reviews screen all of them, new ones first (issue 18). A hidden review is not approved (`is_approved`
 * false): it leaves the public pages and the average by the same filter as a pending one.
 */
export const reviewsProjection = projectionOf({
  name: 'reviews',
  // 2: issue 18's status (pending, approved, hidden), `pending` flag and the rated booking.
  version: 2,
  collections: [REVIEWS],
  indexes: {
    [REVIEWS]: [
      // review-queries.ts: the approved reviews, by date then arrival, newest first.
      [
        { path: 'is_approved', type: 'boolean' },
        { path: 'date', type: 'string', order: -1 },
        { path: 'submitted_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
      // review-queries.ts: the admin list, pending first, then newest arrival first.
      [
        { path: 'pending', type: 'boolean', order: -1 },
        { path: 'submitted_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
    ],
  },
  handlers: [
    on(ReviewSubmitted, ({ review_id, booking_id, booking_reference, ...fields }, event) => [
      {
        kind: 'upsert',
        collection: REVIEWS,
        id: review_id,
        update: {
          $set: {
            id: review_id,
            ...fields,
            booking_id: booking_id ?? null,
            booking_reference: booking_reference ?? null,
            submitted_at: event.metadata.occurredAt,
          },
          // An approval is never undone by replaying the submission.
          $setOnInsert: { is_approved: false, status: 'pending', pending: true },
        },
      },
    ]),
    on(ReviewApproved, ({ review_id }) => [
      {
        kind: 'update',
        collection: REVIEWS,
        filter: { _id: review_id },
        update: { $set: { is_approved: true, status: 'approved', pending: false } },
      },
    ]),
    on(ReviewHidden, ({ review_id }) => [
      {
        kind: 'update',
        collection: REVIEWS,
        filter: { _id: review_id },
        update: { $set: { is_approved: false, status: 'hidden', pending: false } },
      },
    ]),
  ],
});
