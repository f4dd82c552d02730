import type { EventMetadata } from '@chauffeur/contracts';

/**
 * What the writer expects the stream to be before appending:
 * - `no_stream`: the stream must not exist yet (creation);
 * - `exists`: the stream must have at least one event;
 * - `any`: no check;
 * - a bigint: the revision of the stream's last event (0-based), as the client last saw it.
 */
export type ExpectedRevision = 'no_stream' | 'any' | 'exists' | bigint;

/**
 * The metadata a writer gives. `schemaVersion` is left out by the application's writers: the catalogue's
 * store (`withCatalogue`) writes the current version of the type. Only a test that plays an older
 * release's rows names an older version.
 */
export type MetadataToAppend = Omit<EventMetadata, 'schemaVersion'> & { schemaVersion?: number };

export interface EventToAppend<TData = unknown> {
  type: string;
  data: TData;
  metadata: MetadataToAppend;
}

export interface RecordedEvent<TData = unknown> {
  /** Equal to `metadata.eventId`. */
  id: string;
  stream: string;
  type: string;
  /** 0-based position of the event inside its stream. */
  revision: bigint;
  /** Global position in the log: strictly increasing in `$all` order (not necessarily dense). */
  position: bigint;
  data: TData;
  metadata: EventMetadata;
  /** When the store recorded the event. */
  recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last appended event: what a client sends as expected revision next time. */
  nextRevision: bigint;
  /** Global position of the last appended event. */
  position: bigint;
}

export interface ReadStreamOptions {
  /** First revision to read (inclusive). Defaults to the start, or the end when reading backwards. */
  from?: bigint;
  direction?: 'forwards' | 'backwards';
  limit?: number;
}

export interface ReadAllOptions {
  /** First global position to read (inclusive). Defaults to the start of the log. */
  from?: bigint;
  limit?: number;
}

/** `start`, or the position of the last event already handled: the subscription resumes after it. */
export type SubscribeFrom = bigint | 'start';

export type EventHandler = (event: RecordedEvent) => void | Promise<void>;

export interface Subscription {
  /** Stops delivering; resolves once the handler in progress (if any) has returned. */
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves after `stop()`, rejects with the error that ended it. */
  readonly done: Promise<void>;
}

export interface StoreHead {
  position: bigint;
  recordedAt: Date;
}

/**
 * The event log: the only source of truth. Adapters (sqlite, esdb) pass one conformance suite.
 */
export interface EventStore {
  readonly kind: 'sqlite' | 'esdb';
  /** Appends atomically: all events of one call or none. Throws `WrongExpectedVersion` on a mismatch. */
  append(
    stream: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream; an unknown stream reads as empty. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of every stream in global order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catches up from `from`, then follows live, in global order, each event once per run. Handlers run one
   * at a time; a throwing handler ends the subscription (its `done` rejects with that error).
   */
  subscribeToAll(options: { from: SubscribeFrom }, handler: EventHandler): Subscription;
  /** The last event of the log, or null when it is empty. */
  head(): Promise<StoreHead | null>;
  /** Number of events after `position` (capped at `cap`, to keep it cheap on big logs). */
  countAfter(position: bigint | 'start', cap?: number): Promise<number>;
  /**
   * Throws when the store cannot be reached or cannot take writes (health's 503). The embedded log also
   * fails it for a minute after a write failed on storage trouble (EventStoreUnavailable with its reason).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}
