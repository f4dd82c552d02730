import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EventHandler, RecordedEvent, Subscription } from './port';

interface FollowLogOptions {
  /** Position of the last event already handled (0n for the start). */
  after: bigint;
  /** Next events strictly after `after`, in global order; an empty list means caught up. */
  readBatch: (after: bigint) => Promise<RecordedEvent[]>;
  /** The most events `readBatch` gives: a batch this long means more are waiting (a backlog). */
  batchSize: number;
  /** Registers a callback for "something was appended"; returns the unregister function. */
  onAppended: (wake: () => void) => () => void;
  handler: EventHandler;
  /** True once the store is closed: the subscription then ends as if stopped. */
  isClosed: () => boolean;
}

/**
 * Catch-up then live delivery for stores that can be read by position and notify in-process. It reads in
 * batches until caught up, then sleeps until woken by an append: no polling, no gap (it always reads from
 * the last delivered position), no duplicate (it never re-reads a delivered one). Between batches the
 * event loop serves what waits.
 */
export function followLog({
  after,
  readBatch,
  batchSize,
  onAppended,
  handler,
  isClosed,
}: FollowLogOptions): Subscription {
  let stopped = false;
  let dirty = true;
  let wakeUp: (() => void) | null = null;
  const wake = () => {
    dirty = true;
    wakeUp?.();
  };
  const unregister = onAppended(wake);

  const run = async () => {
    let last = after;
    try {
      while (!stopped && !isClosed()) {
        dirty = false;
        const batch = await readBatch(last);
        for (const event of batch) {
          if (stopped) return;
          const handled = handler(event);
          if (handled) await handled; // a handler that finished synchronously costs no extra turn

          last = event.position;
        }
        // A turn of the event loop after each full batch: reads and synchronous handlers never wait for
        // I/O, so a backlog (a consumer resuming far behind) would otherwise hold every request of the
        // process until the last batch (decision 349). Live, a batch is an append or two and is delivered
        // in the same turn as before: what read its read model right after a write still finds it there.
        if (batch.length >= batchSize) await nextTurn();
        if (batch.length > 0 || dirty) continue;
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          if (dirty || stopped || isClosed()) resolve();
        });
        wakeUp = null;
      }
    } finally {
      unregister();
    }
  };

  const done = run();
  return {
    done,
    async stop() {
      stopped = true;
      wakeUp?.();
      await done.catch(() => undefined);
    },
  };
}
