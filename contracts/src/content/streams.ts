/** Where the content module's events are stored (the events themselves: services/content/events.ts). */
export const SERVICE_STREAM_PREFIX = 'service-';
export const serviceStream = (serviceId: string) => `${SERVICE_STREAM_PREFIX}${serviceId}`;
export const REVIEW_STREAM_PREFIX = 'review-';
export const reviewStream = (reviewId: string) => `${REVIEW_STREAM_PREFIX}${reviewId}`;
export const STAT_STREAM_PREFIX = 'stat-';
export const statStream = (statId: string) => `${STAT_STREAM_PREFIX}${statId}`;
