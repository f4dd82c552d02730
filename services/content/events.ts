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
  description: 'A client review arrived; it stays private until approved.',
  schema: reviewFieldsSchema.extend({ review_id: z.uuid() }),
});
export const ReviewApproved = defineEvent({
  type: 'ReviewApproved',
  streamPrefix: REVIEW_STREAM_PREFIX,
  version: 1,
  description: 'A review was approved for the public pages.',
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
export type StatPublishedData = z.output<typeof StatPublished.schema>;

export type ServiceEvent =
  | { type: 'ServicePublished'; data: ServicePublishedData }
  | { type: 'ServiceUpdated'; data: ServiceUpdatedData };
export type ReviewEvent =
  | { type: 'ReviewSubmitted'; data: ReviewSubmittedData }
  | { type: 'ReviewApproved'; data: ReviewApprovedData };
export type StatEvent = { type: 'StatPublished'; data: StatPublishedData };

export const contentEvents = [
  ServicePublished,
  ServiceUpdated,
  ReviewSubmitted,
  ReviewApproved,
  StatPublished,
] as const;
