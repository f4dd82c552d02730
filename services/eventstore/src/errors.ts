import type { ExpectedRevision } from './port';

export type ActualRevision = bigint | 'no_stream';

/** The stream is not at the revision the writer expected: somebody else wrote first (HTTP 409). */
export class WrongExpectedVersion extends Error {
  override readonly name = 'WrongExpectedVersion';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: ActualRevision,
  ) {
    super(`Stream ${stream} expected at ${String(expected)} but is at ${String(actual)}`);
  }
}

/** Why a store could not serve a call: storage trouble that is the operator's to fix, never the caller's. */
export type UnavailableReason = 'disk_full' | 'read_only' | 'io_error' | 'corrupt' | 'busy' | 'unreachable';

/** The store could not be reached or answered with an error that is not the caller's fault (HTTP 503). */
export class EventStoreUnavailable extends Error {
  override readonly name = 'EventStoreUnavailable';
  readonly reason: UnavailableReason;
  constructor(message: string, options?: { cause?: unknown; reason?: UnavailableReason }) {
    super(message, options);
    this.reason = options?.reason ?? 'unreachable';
  }
}

/** Why a server refused a call for good: retrying the same call cannot succeed (see esdb/map-error.ts). */
export type RefusedReason = 'access_denied' | 'stream_deleted' | 'too_large' | 'unsupported';

/**
 * The event store answered, and said no for a reason that is the operator's to fix: the credentials or
 * access rights in the connection string, a stream deleted behind the application's back, a server limit
 * below the application's events, a server too old. Unlike EventStoreUnavailable it does not pass by
 * itself, so nothing retries it: the server refuses to start, a consumer stops with this message.
 */
export class EventStoreRefused extends Error {
  override readonly name = 'EventStoreRefused';
  constructor(
    readonly reason: RefusedReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The log on disk is damaged, or missing beside data that proves it existed: the server must not start
 * (it would serve part of the history as if it were all of it). The message names the file and the way out.
 */
export class EventLogDamaged extends Error {
  override readonly name = 'EventLogDamaged';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** The store was closed; no more calls are served. */
export class EventStoreClosed extends Error {
  override readonly name = 'EventStoreClosed';
  constructor() {
    super('The event store is closed');
  }
}

/**
 * An event its catalogue refuses: an unknown type, a version the catalogue does not know, or data its
 * schema rejects. A programming error (the writer built a bad event), never the caller's: nothing of the
 * append is stored.
 */
export class InvalidEvent extends Error {
  override readonly name = 'InvalidEvent';
  constructor(
    readonly type: string,
    readonly reason: string,
  ) {
    super(`Event ${type} refused: ${reason}`);
  }
}
