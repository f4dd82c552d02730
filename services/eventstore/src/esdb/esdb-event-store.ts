import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  type ReadStreamOptions as EsdbReadStreamOptions,
} from '@eventstore/db-client';
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
import { EventStoreClosed, EventStoreUnavailable } from '../errors';
import { toEsdbExpected, toEventData, toRecorded } from './map-event';
import { toPortError } from './map-error';
import { scanAll, take } from './scan-all';
import { subscribeEsdb } from './esdb-subscription';

const PING_TIMEOUT_MS = 5000;

/**
 * The event log on an EventStoreDB server (gRPC client 6.x). The server owns ordering and optimistic
 * concurrency; this adapter only translates to the port: bigint positions (commit positions), the port's
 * errors, and a view of $all without the server's own `$` events.
 */
export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  private closed = false;
  private readonly subscriptions = new Set<Subscription>();

  private constructor(private readonly client: EventStoreDBClient) {}

  /** Opens a client for `url` (e.g. `esdb://localhost:2113?tls=false`) and checks the server answers. */
  static async connect(url: string): Promise<EsdbEventStore> {
    const store = new EsdbEventStore(EventStoreDBClient.connectionString(url));
    try {
      await store.ping();
    } catch (error) {
      await store.close();
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
        expectedRevision: toEsdbExpected(options.expectedRevision),
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
    const read: EsdbReadStreamOptions = {
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
      if (error instanceof StreamNotFoundError) return [];
      throw toPortError(error);
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    try {
      return await take(
        scanAll(this.client, { from: options.from ?? 'start', direction: FORWARDS }),
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

  async head(): Promise<StoreHead | null> {
    this.assertOpen();
    try {
      const [last] = await take(scanAll(this.client, { from: 'end', direction: BACKWARDS }), 1);
      return last ? { position: last.position, recordedAt: last.recordedAt } : null;
    } catch (error) {
      throw toPortError(error);
    }
  }

  async countAfter(position: bigint | 'start', cap = 1_000_000): Promise<number> {
    this.assertOpen();
    let count = 0;
    try {
      // Reading from a position includes the event at it, which is not "after".
      for await (const event of scanAll(this.client, { from: position, direction: FORWARDS })) {
        if (position !== 'start' && event.position <= position) continue;
        if (count >= cap) break;
        count += 1;
      }
    } catch (error) {
      throw toPortError(error);
    }
    return count;
  }

  async ping(): Promise<void> {
    this.assertOpen();
    const read = this.client.readAll({ maxCount: 1 });
    let timer: NodeJS.Timeout | undefined;
    // A read of $all has no deadline in this client, and a black-holed host would hang it: bound it here.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new EventStoreUnavailable(`EventStoreDB did not answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    const first = take(read, 1);
    // If the timeout wins, the read may still fail later: that must not surface as an unhandled rejection.
    first.catch(() => undefined);
    try {
      await Promise.race([first, timeout]);
    } catch (error) {
      read.on('error', () => undefined);
      await read.cancel().catch(() => undefined);
      const mapped = toPortError(error);
      throw mapped instanceof EventStoreUnavailable
        ? mapped
        : new EventStoreUnavailable(`EventStoreDB ping failed: ${String(error)}`, { cause: error });
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
