import { ApiError } from './error';

/**
 * Retry policy of reads that can answer 404 (a slug): a missing record will not appear by asking again,
 * anything else is retried once (SPEC 9).
 */
export const retryUnlessNotFound = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failureCount < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
