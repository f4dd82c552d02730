import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { ConsumerCheckpoints, LogConsumer } from './log-consumer';

export interface ReplayProgress {
  /** Events read from the log so far. */
  done: number;
  /** Events in the log when the replay started (the target). */
  total: number;
}

export interface ReplayOptions {
  /** Stop before the first event recorded after this instant (the log as it stood then). */
  until?: Date | null;
  /** First global position to apply (inclusive); default the start of the log. */
  from?: bigint;
  onProgress?: (progress: ReplayProgress) => void;
  batchSize?: number;
}

export interface ReplayResult {
  events: number;
  /** Global position of the last event replayed, null when none was. */
  lastPosition: bigint | null;
  ms: number;
}

/**
 * Delivers the log from its start to `consumers` exactly as the runtime does (same handlers, same
 * checkpoints), but in one pass that ends: up to `until`, else up to the head as it was when the replay
 * started. Events are in append order, so `recordedAt` only grows: the first event recorded after `until`
 * ends the replay. A consumer that throws ends it with the event named.
 */
export async function replayLog(
  eventStore: EventStore,
  consumers: readonly LogConsumer[],
  checkpoints: Pick<ConsumerCheckpoints, 'set'>,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const started = Date.now();
  const head = await eventStore.head();
  const total = !head
    ? 0
    : options.from === undefined
      ? await eventStore.countAfter('start')
      : await countFrom(eventStore, options.from);
  const handlers = consumers.map((consumer) => ({ consumer, types: new Set(consumer.eventTypes) }));
  const signal = new AbortController().signal;
  const batchSize = options.batchSize ?? 1000;
  const until = options.until?.getTime() ?? null;
  let done = 0;
  let lastPosition: bigint | null = null;
  // Pages restart AT the last position read (and skip it): EventStoreDB positions are not dense, so
  // `last + 1` need not be the start of an event.
  let from = options.from ?? 0n;
  let previous: bigint | null = null;
  options.onProgress?.({ done, total });
  outer: while (head && from <= head.position) {
    const batch: RecordedEvent[] = (await eventStore.readAll({ from, limit: batchSize + 1 })).filter(
      (event) => previous === null || event.position > previous,
    );
    if (batch.length === 0) break;
    for (const event of batch) {
      if (event.position > head.position) break outer;
      if (until !== null && event.recordedAt.getTime() > until) break outer;
      for (const { consumer, types } of handlers) {
        if (!types.has(event.type)) continue;
        try {
          await consumer.handle(event, signal);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(
            `${consumer.name} failed on ${event.type} at position ${event.position}: ${message}`,
            { cause: error },
          );
        }
      }
      lastPosition = event.position;
      done += 1;
    }
    previous = batch[batch.length - 1]!.position;
    from = previous;
    options.onProgress?.({ done, total });
  }
  if (lastPosition !== null)
    for (const consumer of consumers) await checkpoints.set(consumer.name, lastPosition);
  options.onProgress?.({ done, total: until === null ? done : total });
  return { events: done, lastPosition, ms: Date.now() - started };
}

/**
 * Events at or after `from`, counted without position arithmetic (`from - 1n` is no position in
 * EventStoreDB's `$all`): those after it, plus the event at it when there is one.
 */
async function countFrom(eventStore: EventStore, from: bigint): Promise<number> {
  const [first] = await eventStore.readAll({ from, limit: 1 });
  const after = await eventStore.countAfter(from);
  return first?.position === from ? after + 1 : after;
}
