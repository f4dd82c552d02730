import { on, projectionOf } from '@chauffeur/projections';
import { ReviewApproved, ReviewSubmitted } from '../events';

export const REVIEWS = 'reviews';

/** Every review with its approval flag; the public queries read only the approved ones. */
export const reviewsProjection = projectionOf({
  name: 'reviews',
  collections: [REVIEWS],
  // review-queries.ts: the approved reviews, by date then arrival, newest first.
  indexes: {
    [REVIEWS]: [
      [
        { path: 'is_approved', type: 'boolean' },
        { path: 'date', type: 'string', order: -1 },
        { path: 'submitted_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
    ],
  },
  handlers: [
    on(ReviewSubmitted, ({ review_id, ...fields }, event) => [
      {
        kind: 'upsert',
        collection: REVIEWS,
        id: review_id,
        update: {
          $set: { id: review_id, ...fields, submitted_at: event.metadata.occurredAt },
          // An approval is never undone by replaying the submission.
          $setOnInsert: { is_approved: false },
        },
      },
    ]),
    on(ReviewApproved, ({ review_id }) => [
      {
        kind: 'update',
        collection: REVIEWS,
        filter: { _id: review_id },
        update: { $set: { is_approved: true } },
      },
    ]),
  ],
});
