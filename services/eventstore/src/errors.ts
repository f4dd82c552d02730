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

/** The store could not be reached or answered with an error that is not the caller's fault (HTTP 503). */
export class EventStoreUnavailable extends Error {
  override readonly name = 'EventStoreUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The store was closed; no more calls are served. */
export class EventStoreClosed extends Error {
  override readonly name = 'EventStoreClosed';
  constructor() {
    super('The event store is closed');
  }
}
