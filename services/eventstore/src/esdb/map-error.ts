import { ErrorType, WrongExpectedVersionError, isCommandError } from '@eventstore/db-client';
import type { ExpectedRevision } from '../port';
import { EventStoreUnavailable, WrongExpectedVersion, type ActualRevision } from '../errors';

/** Failures that say nothing about the request, only that the server cannot serve it right now (HTTP 503). */
const UNAVAILABLE_TYPES: ReadonlySet<string> = new Set([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.CANCELLED,
  ErrorType.NOT_LEADER,
  ErrorType.UNKNOWN,
  ErrorType.ACCESS_DENIED,
]);

export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isCommandError(error)) return UNAVAILABLE_TYPES.has(error.type);
  // Cluster discovery gives up with a plain Error; gRPC transport errors may escape unconverted.
  return /Failed to discover|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT/.test(error.message);
}

/** Translates a client error into the port's errors; anything else (a bug, a caller's fault) passes as is. */
export function toPortError(
  error: unknown,
  append?: { stream: string; expected: ExpectedRevision },
): unknown {
  if (error instanceof WrongExpectedVersionError && append) {
    const actual: ActualRevision =
      typeof error.actualVersion === 'bigint' && error.actualVersion >= 0n
        ? error.actualVersion
        : 'no_stream';
    return new WrongExpectedVersion(append.stream, append.expected, actual);
  }
  if (isUnavailable(error)) {
    return new EventStoreUnavailable(`EventStoreDB unavailable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return error;
}
