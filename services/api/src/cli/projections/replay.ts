import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { ReadStore } from '../../../../../projections/src/readstore/port';
import type { Projection, ProjectionContext } from '../../../../../projections/src/runner/projection';
import { applyChanges } from '../../../../../projections/src/runner/apply-changes';

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
 * Applies the log from its start to `projections`, writing into `readStore` exactly as the runner does
 * (same `applyChanges`, same checkpoints), but in one pass that ends: up to `until`, else up to the head
 * as it was when the replay started. Events are in append order, so `recordedAt` only grows: the first
 * event recorded after `until` ends the replay.
 */
export async function replayLog(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly Projection[],
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const started = Date.now();
  const head = await eventStore.head();
  const total = !head
    ? 0
    : options.from === undefined || options.from === 0n
      ? await eventStore.countAfter('start')
      : await eventStore.countAfter(options.from - 1n);
  const context: ProjectionContext = { collection: (name) => readStore.collection(name) };
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
      for (const projection of projections) {
        if (!projection.eventTypes.includes(event.type)) continue;
        try {
          await applyChanges(readStore, await projection.project(event, context), event.position);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(
            `${projection.name} failed on ${event.type} at position ${event.position}: ${message}`,
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
    for (const projection of projections) await readStore.checkpoints.set(projection.name, lastPosition);
  options.onProgress?.({ done, total: until === null ? done : total });
  return { events: done, lastPosition, ms: Date.now() - started };
}
