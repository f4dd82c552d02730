import { z } from 'zod';
import {
  REVIEW_STREAM_PREFIX,
  SERVICE_STREAM_PREFIX,
  STAT_STREAM_PREFIX,
  defineEvent,
  reviewFieldsSchema,
  serviceFieldsSchema,
  statFieldsSchema,
} from '@chauffeur/contracts';

/* The public site's events: services, reviews and figures (the blog's are in blog-events.ts). */

const serviceData = serviceFieldsSchema.extend({ service_id: z.uuid() });

export const ServicePublished = defineEvent({
  type: 'ServicePublished',
  streamPrefix: SERVICE_STREAM_PREFIX,
  version: 1,
  description: 'A service was added to the public list; carries every field.',
  schema: serviceData,
});
export const ServiceUpdated = defineEvent({
  type: 'ServiceUpdated',
  streamPrefix: SERVICE_STREAM_PREFIX,
  version: 1,
  description: 'A service was edited; carries every field as it now is.',
  schema: serviceData,
});

export const ReviewSubmitted = defineEvent({
  type: 'ReviewSubmitted',
  streamPrefix: REVIEW_STREAM_PREFIX,
  version: 1,
  description:
    'A client review arrived; it stays private until approved. A customer rating a completed ride (issue 18) adds the booking it rates: its id and reference.',
  // Issue 18: the booking's fields are optional, so every review stored before (seeded, not tied to a ride)
  // stays valid as version 1 without an upcaster (decision 191).
  schema: reviewFieldsSchema.extend({
    review_id: z.uuid(),
    booking_id: z.uuid().optional(),
    booking_reference: z.string().optional(),
  }),
});
export const ReviewApproved = defineEvent({
  type: 'ReviewApproved',
  streamPrefix: REVIEW_STREAM_PREFIX,
  version: 1,
  description: 'A review was approved for the public pages.',
  schema: z.object({ review_id: z.uuid() }),
});

export const ReviewHidden = defineEvent({
  type: 'ReviewHidden',
  streamPrefix: REVIEW_STREAM_PREFIX,
  version: 1,
  description:
    'A review was hidden (issue 18): off the public pages and out of the average; it may be approved again.',
  schema: z.object({ review_id: z.uuid() }),
});

export const StatPublished = defineEvent({
  type: 'StatPublished',
  streamPrefix: STAT_STREAM_PREFIX,
  version: 1,
  description: 'A figure joined the statistics strip (ordered by when it was published).',
  schema: statFieldsSchema.extend({ stat_id: z.uuid() }),
});

export type ServicePublishedData = z.output<typeof ServicePublished.schema>;
export type ServiceUpdatedData = z.output<typeof ServiceUpdated.schema>;
export type ReviewSubmittedData = z.output<typeof ReviewSubmitted.schema>;
export type ReviewApprovedData = z.output<typeof ReviewApproved.schema>;
export type ReviewHiddenData = z.output<typeof ReviewHidden.schema>;
export type StatPublishedData = z.output<typeof StatPublished.schema>;

export type ServiceEvent =
  | { type: 'ServicePublished'; data: ServicePublishedData }
  | { type: 'ServiceUpdated'; data: ServiceUpdatedData };
export type ReviewEvent =
  | { type: 'ReviewSubmitted'; data: ReviewSubmittedData }
  | { type: 'ReviewApproved'; data: ReviewApprovedData }
  | { type: 'ReviewHidden'; data: ReviewHiddenData };
export type StatEvent = { type: 'StatPublished'; data: StatPublishedData };

export const contentEvents = [
  ServicePublished,
  ServiceUpdated,
  ReviewSubmitted,
  ReviewApproved,
  ReviewHidden,
  StatPublished,
] as const;
