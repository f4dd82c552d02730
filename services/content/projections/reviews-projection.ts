import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { ReviewApprovedData, ReviewSubmittedData } from '../events';

export const REVIEWS = 'reviews';

/** Every review with its approval flag; the public queries read only the approved ones. */
export const reviewsProjection: Projection = {
  name: 'reviews',
  collections: [REVIEWS],
  eventTypes: ['ReviewSubmitted', 'ReviewApproved'],
  project(event: RecordedEvent): Change[] {
    switch (event.type) {
      case 'ReviewSubmitted': {
        const { review_id, ...fields } = event.data as ReviewSubmittedData;
        return [
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
        ];
      }
      case 'ReviewApproved': {
        const { review_id } = event.data as ReviewApprovedData;
        return [
          {
            kind: 'update',
            collection: REVIEWS,
            filter: { _id: review_id },
            update: { $set: { is_approved: true } },
          },
        ];
      }
      default:
        return [];
    }
  },
};
