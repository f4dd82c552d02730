import {
  ErrorType,
  StreamDeletedError,
  WrongExpectedVersionError,
  convertToCommandError,
  isCommandError,
} from '@kurrent/kurrentdb-client';
import type { ExpectedRevision } from '../port';
import {
  EventStoreRefused,
  EventStoreUnavailable,
  WrongExpectedVersion,
  type ActualRevision,
  type RefusedReason,
} from '../errors';

/** What one kind of client error becomes at the port. */
export type PortMapping =
  /** EventStoreUnavailable (HTTP 503, retried): it passes by itself, the request may be sent again. */
  | { to: 'unavailable' }
  /** EventStoreRefused (never retried): the operator must change something first. */
  | { to: 'refused'; reason: RefusedReason }
  /** WrongExpectedVersion (HTTP 409): another writer came first. */
  | { to: 'conflict' }
  /** The stream does not exist: a read of it is empty (the port's rule), anywhere else the error passes. */
  | { to: 'absent' }
  /** UNKNOWN: unavailable when its message names a transport failure, else it passes (see below). */
  | { to: 'transport-if-said' }
  /** Passes unchanged (HTTP 500, logged with its stack): our bug, or a call this adapter never makes. */
  | { to: 'passes' };

const unavailable = { to: 'unavailable' } as const;
const passes = { to: 'passes' } as const;
const refused = (reason: RefusedReason) => ({ to: 'refused', reason }) as const;

/**
 * THE table of the client's errors (every `ErrorType` of @kurrent/kurrentdb-client: the compiler refuses a
 * type left out). Why each row:
 * - TIMEOUT, DEADLINE_EXCEEDED, UNAVAILABLE: the server or the network did not answer in time.
 * - CANCELLED: the *server* cancelled the call (shutting down, losing leadership); the client does not
 *   convert its own cancellations into this error, and reconnects on it.
 * - NOT_LEADER: a follower took a write; the client reconnects to the leader the error names, so the same
 *   call succeeds on the next try (a leader election in a cluster is a short outage).
 * - ACCESS_DENIED (also gRPC UNAUTHENTICATED): wrong user or password, or an ACL that forbids $all or our
 *   streams. Retrying cannot fix it and a 503 would hide it: refused, with what to check.
 * - STREAM_DELETED, STREAM_TOMBSTONED: the application never deletes a stream; somebody removed history
 *   outside it. Refused: the log must be restored, not retried.
 * - MAXIMUM_APPEND_SIZE_EXCEEDED and the other size limits: the server's limit is below our event; the
 *   same append fails forever until the server's setting changes.
 * - UNSUPPORTED: the server is too old for a call the client needs.
 * - UNKNOWN: the Rust reader (@kurrent/bridge) reports every failure it has no name for as UNKNOWN,
 *   connection losses and deadlines included, with the reason in the message. Those are unavailable; any
 *   other UNKNOWN is not known to pass, so it is not dressed as an outage: it passes (500, logged).
 * - The rest are raised only by calls this adapter never makes (persistent subscriptions, users,
 *   multi-stream appends) or by our own bad arguments: they pass.
 */
export const CLIENT_ERRORS: Readonly<Record<ErrorType, PortMapping>> = {
  [ErrorType.TIMEOUT]: unavailable,
  [ErrorType.DEADLINE_EXCEEDED]: unavailable,
  [ErrorType.UNAVAILABLE]: unavailable,
  [ErrorType.CANCELLED]: unavailable,
  [ErrorType.NOT_LEADER]: unavailable,
  [ErrorType.UNKNOWN]: { to: 'transport-if-said' },
  [ErrorType.ACCESS_DENIED]: refused('access_denied'),
  [ErrorType.STREAM_DELETED]: refused('stream_deleted'),
  [ErrorType.STREAM_TOMBSTONED]: refused('stream_deleted'),
  [ErrorType.MAXIMUM_APPEND_SIZE_EXCEEDED]: refused('too_large'),
  [ErrorType.TRANSACTION_MAX_SIZE_EXCEEDED]: refused('too_large'),
  [ErrorType.APPEND_RECORD_SIZE_EXCEEDED]: refused('too_large'),
  [ErrorType.UNSUPPORTED]: refused('unsupported'),
  [ErrorType.WRONG_EXPECTED_VERSION]: { to: 'conflict' },
  [ErrorType.STREAM_NOT_FOUND]: { to: 'absent' },
  [ErrorType.NO_STREAM]: { to: 'absent' },
  [ErrorType.NOT_FOUND]: passes,
  [ErrorType.INVALID_ARGUMENT]: passes,
  [ErrorType.INVALID_TRANSACTION]: passes,
  [ErrorType.SCAVENGE_NOT_FOUND]: passes,
  [ErrorType.APPEND_CONSISTENCY_VIOLATION]: passes,
  [ErrorType.MISSING_REQUIRED_METADATA_PROPERTY]: passes,
  [ErrorType.PERSISTENT_SUBSCRIPTION_FAILED]: passes,
  [ErrorType.PERSISTENT_SUBSCRIPTION_DOES_NOT_EXIST]: passes,
  [ErrorType.PERSISTENT_SUBSCRIPTION_EXISTS]: passes,
  [ErrorType.PERSISTENT_SUBSCRIPTION_DROPPED]: passes,
  [ErrorType.MAXIMUM_SUBSCRIBERS_REACHED]: passes,
  [ErrorType.USER_NOT_FOUND]: passes,
  [ErrorType.USER_CONFLICT]: passes,
};

/**
 * A failure to reach the server, said in words: by the Rust reader inside an UNKNOWN, by cluster discovery
 * (a plain Error), or by a gRPC/socket error that escaped conversion.
 */
const TRANSPORT_FAILURE =
  /Failed to discover|deadline|timed? ?out|connect|transport|broken pipe|reset by peer|ECONNREFUSED|ECONNRESET|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT/i;

/** What the operator reads when the server refuses: what happened and where to fix it. */
const REFUSED_SAYS: Record<RefusedReason, (detail: string, stream?: string) => string> = {
  access_denied: (detail) =>
    `KurrentDB refused access (${detail}): check the user and password in the connection string ` +
    '(KURRENTDB_URL or EVENTSTORE_URL) and that this user may read $all and write the application streams',
  stream_deleted: (_detail, stream) =>
    `KurrentDB says the stream ${stream ?? '(unknown)'} was deleted: the application never deletes a stream, ` +
    'so history was removed outside it; restore the event store from a backup (docs/operations.md)',
  too_large: (detail) =>
    `KurrentDB refused an append above its size limit (${detail}): raise KURRENTDB_MAX_APPEND_SIZE on the server`,
  unsupported: (detail) => `The KurrentDB server is too old for this client (${detail}): upgrade the server`,
};

/**
 * The client's own error for `error`. Some gRPC calls (an append before any connection was made) reject
 * with the raw gRPC status error (`code` 14 for UNAVAILABLE): the client's converter gives it its type.
 */
function asClientError(error: Error): Error {
  if (isCommandError(error)) return error;
  return 'code' in error && typeof error.code === 'number'
    ? (convertToCommandError(error as never) as Error)
    : error;
}

/** The row of the table for `error`, or null for an error that is not the client's. */
export function mappingOf(error: unknown): PortMapping | null {
  if (!(error instanceof Error)) return null;
  const converted = asClientError(error);
  if (isCommandError(converted)) return CLIENT_ERRORS[converted.type] ?? passes;
  return null;
}

export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const mapping = mappingOf(error);
  if (mapping?.to === 'unavailable') return true;
  if (mapping === null || mapping.to === 'transport-if-said') return TRANSPORT_FAILURE.test(error.message);
  return false;
}

/** True when the client says the stream does not exist (a read of it is empty). */
export const isAbsentStream = (error: unknown): boolean => mappingOf(error)?.to === 'absent';

/**
 * Translates a client error into the port's errors by the table above; anything else (a bug, a caller's
 * fault) passes as is. `append` names the append that failed, for WrongExpectedVersion's fields.
 */
export function toPortError(
  error: unknown,
  append?: { stream: string; expected: ExpectedRevision },
): unknown {
  if (!(error instanceof Error)) return error;
  error = asClientError(error);
  if (!(error instanceof Error)) return error;
  const mapping = mappingOf(error);
  if (mapping?.to === 'conflict' && error instanceof WrongExpectedVersionError && append) {
    const actual: ActualRevision =
      typeof error.actualState === 'bigint' && error.actualState >= 0n ? error.actualState : 'no_stream';
    return new WrongExpectedVersion(append.stream, append.expected, actual);
  }
  if (mapping?.to === 'refused') {
    const stream =
      error instanceof StreamDeletedError ? (error.streamName ?? append?.stream) : append?.stream;
    return new EventStoreRefused(mapping.reason, REFUSED_SAYS[mapping.reason](error.message, stream), {
      cause: error,
    });
  }
  if (isUnavailable(error)) {
    return new EventStoreUnavailable(`KurrentDB unavailable: ${error.message}`, { cause: error });
  }
  return error;
}
