import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  type ReadStreamOptions as KurrentReadStreamOptions,
} from '@kurrent/kurrentdb-client';
import type {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StoreHead,
  SubscribeFrom,
  Subscription,
} from '../port';
import { EventStoreClosed, EventStoreRefused, EventStoreUnavailable } from '../errors';
import { toEventData, toRecorded, toStreamState } from './map-event';
import { isAbsentStream, toPortError } from './map-error';
import { scanAll, take } from './scan-all';
import { subscribeEsdb } from './esdb-subscription';
import { toKurrentConnectionString } from './connection-string';

const PING_TIMEOUT_MS = 5000;

/** The hosts of a connection string, without its credentials or settings, for messages. */
const hostsOf = (url: string) => url.replace(/^[^:]+:\/\/(?:[^@/]*@)?/, '').replace(/[/?].*$/, '');
/** Events asked per read of $all when the caller gives no limit, and the most asked at once. */
const DEFAULT_PAGE = 500;
const MAX_PAGE = 4096;

/**
 * The event log on a KurrentDB server (or an EventStoreDB ≥ 22.6) through @kurrent/kurrentdb-client. The
 * server owns ordering and optimistic concurrency; this adapter only translates to the port: bigint
 * positions (commit positions), the port's errors (map-error.ts), and a view of $all without the server's
 * own `$` streams, filtered by the server (scan-all.ts). Appends and the subscription go through the
 * client's gRPC channel, reads through its Rust reader (@kurrent/bridge): both reconnect by themselves.
 *
 * The adapter keeps its historical name and kind (`esdb`): configurations and data written with the
 * EventStoreDB client go on working (decision 206).
 */
export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  private closed = false;
  private readonly subscriptions = new Set<Subscription>();

  private constructor(private readonly client: KurrentDBClient) {}

  /**
   * Opens a client for `url` (`kurrentdb://host:2113?tls=false`, or the older `esdb://...`) and checks the
   * server answers; throws EventStoreRefused when it answers no (credentials), EventStoreUnavailable when
   * it does not answer.
   */
  static async connect(url: string): Promise<EsdbEventStore> {
    const store = new EsdbEventStore(KurrentDBClient.connectionString(toKurrentConnectionString(url)));
    try {
      await store.ping();
    } catch (error) {
      await store.close();
      // The reader's own message may be a bare class name: say which server did not answer.
      if (error instanceof EventStoreUnavailable)
        throw new EventStoreUnavailable(`${error.message} (${hostsOf(url)})`, { cause: error });
      throw error;
    }
    return store;
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosed();
  }

  async append(
    stream: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new RangeError('append needs at least one event');
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), {
        streamState: toStreamState(options.expectedRevision),
      });
      const nextRevision = result.nextExpectedRevision;
      // The append's commit position is the last event's position in $all (each event is its own commit).
      const position = result.position?.commit ?? (await this.positionOf(stream, nextRevision));
      return { nextRevision, position };
    } catch (error) {
      throw toPortError(error, { stream, expected: options.expectedRevision });
    }
  }

  /** For servers that do not return a position with the append: read it from the event itself. */
  private async positionOf(stream: string, revision: bigint): Promise<bigint> {
    const [event] = await this.readStream(stream, { from: revision, limit: 1 });
    if (!event)
      throw new EventStoreUnavailable(`Appended event ${stream}@${revision} could not be read back`);
    return event.position;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (options.limit !== undefined && options.limit <= 0) return [];
    const backwards = options.direction === 'backwards';
    const read: KurrentReadStreamOptions = {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.from ?? (backwards ? END : START),
    };
    if (options.limit !== undefined) read.maxCount = options.limit;
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, read)) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (isAbsentStream(error)) return [];
      throw toPortError(error, { stream, expected: 'any' });
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (options.limit !== undefined && options.limit <= 0) return [];
    const page = Math.min(options.limit ?? DEFAULT_PAGE, MAX_PAGE);
    try {
      return await take(
        scanAll(this.client, { from: options.from ?? 'start', direction: FORWARDS, page }),
        options.limit,
      );
    } catch (error) {
      throw toPortError(error);
    }
  }

  subscribeToAll(options: { from: SubscribeFrom }, handler: EventHandler): Subscription {
    this.assertOpen();
    const subscription = subscribeEsdb(this.client, options.from, handler, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** One event read: $all backwards from its end, limit 1, the server skipping its own streams. */
  async head(): Promise<StoreHead | null> {
    this.assertOpen();
    try {
      const [last] = await take(scanAll(this.client, { from: 'end', direction: BACKWARDS, page: 1 }), 1);
      return last ? { position: last.position, recordedAt: last.recordedAt } : null;
    } catch (error) {
      throw toPortError(error);
    }
  }

  /**
   * Counted by reading (KurrentDB keeps no count of $all, and positions are byte offsets in its log, not
   * event numbers): at most `cap` + 1 events cross the network, so callers that run often pass a small cap
   * (the status: decision 208).
   */
  async countAfter(position: bigint | 'start', cap = 1_000_000): Promise<number> {
    this.assertOpen();
    if (cap <= 0) return 0;
    let count = 0;
    try {
      // Reading from a position includes the event at it, which is not "after": one more is read.
      const page = Math.min(cap + 1, MAX_PAGE);
      for await (const event of scanAll(this.client, { from: position, direction: FORWARDS, page })) {
        if (position !== 'start' && event.position <= position) continue;
        count += 1;
        if (count >= cap) break;
      }
    } catch (error) {
      throw toPortError(error);
    }
    return count;
  }

  async ping(): Promise<void> {
    this.assertOpen();
    // The raw $all, unfiltered: it checks the connection and that this user may read $all at all.
    const read = this.client.readAll({ maxCount: 1 });
    let timer: NodeJS.Timeout | undefined;
    // Bounded here whatever the client's own deadlines: a black-holed host must not hang a health check.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new EventStoreUnavailable(`KurrentDB did not answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    const first = take(read, 1);
    // If the timeout wins, the read may still fail later: that must not surface as an unhandled rejection.
    first.catch(() => undefined);
    try {
      await Promise.race([first, timeout]);
    } catch (error) {
      void read.return?.(undefined).catch(() => undefined);
      const mapped = toPortError(error);
      if (mapped instanceof EventStoreUnavailable || mapped instanceof EventStoreRefused) throw mapped;
      throw new EventStoreUnavailable(`KurrentDB ping failed: ${String(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Disposing cancels gRPC calls, which the client swallows silently: stop first so each `done` settles.
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }
}
