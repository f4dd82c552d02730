import type { EventStore } from '@chauffeur/eventstore';
import type { ConsumerFailure, ConsumerState, ConsumerStatus } from './log-consumer';

/** What a status needs of the log: its head, how many events follow a position, and when they were recorded. */
export type StatusLog = Pick<EventStore, 'head' | 'countAfter' | 'readAll'>;

/**
 * What is known of one consumer. The process that runs it knows everything; a reader of the stores (an API
 * replica, the command line) knows only the checkpoint written there, and leaves the rest out.
 */
export interface ConsumerFacts {
  name: string;
  /** Last position handled: the runtime's own (in memory), or the one made durable in the checkpoints. */
  checkpoint: bigint | null;
  /** The runtime's state; without it, derived from checkpoint and head (behind: catching_up, else live). */
  state?: ConsumerState;
  error?: ConsumerFailure | null;
  eventsApplied?: number;
}

/**
 * `lag_events` is counted up to this many (decision 208): on KurrentDB counting means reading the events
 * (its `$all` keeps no count and its positions are byte offsets), so an uncapped count would stream the
 * whole backlog at every status call. Exact below the cap; at the cap it means "this many or more".
 * Health judges a consumer by `lag_ms`, which is exact.
 */
export const LAG_COUNT_CAP = 10_000;

/**
 * The one way a consumer's status is computed (issue 15), by the runtime, an API replica and the command
 * line alike, from the same facts:
 * - `lag_events`: the events after the checkpoint (0 once it has reached the head), up to LAG_COUNT_CAP;
 * - `lag_ms`: how long the first event not handled yet has been waiting, measured at `now` against the time
 *   the log recorded it (0 once it has reached the head).
 * The head is read once for all the consumers named, and the backlog once per distinct checkpoint.
 */
export async function consumerStatuses(
  log: StatusLog,
  consumers: readonly ConsumerFacts[],
  now: Date,
): Promise<ConsumerStatus[]> {
  const head = await log.head();
  const counts = new Map<string, Promise<number>>();
  const countAfter = (checkpoint: bigint | null) => {
    const key = checkpoint?.toString() ?? 'start';
    if (!counts.has(key)) counts.set(key, log.countAfter(checkpoint ?? 'start', LAG_COUNT_CAP));
    return counts.get(key)!;
  };
  return Promise.all(
    consumers.map(async (facts): Promise<ConsumerStatus> => {
      const { checkpoint } = facts;
      const behind = head !== null && (checkpoint === null || checkpoint < head.position);
      return {
        name: facts.name,
        state: facts.state ?? (behind ? 'catching_up' : 'live'),
        checkpoint: checkpoint?.toString() ?? null,
        head: head?.position.toString() ?? null,
        lag_events: behind ? await countAfter(checkpoint) : 0,
        lag_ms: behind ? await oldestUnhandledAgeMs(log, checkpoint, now) : 0,
        events_applied: facts.eventsApplied ?? 0,
        error: facts.error ?? null,
      };
    }),
  );
}

/** How long the first event after `checkpoint` has been waiting at `now`. */
async function oldestUnhandledAgeMs(log: StatusLog, checkpoint: bigint | null, now: Date): Promise<number> {
  // `from` is inclusive in some adapters and not in others: read two and keep the first one after it.
  const [next] = (await log.readAll({ from: checkpoint ?? 0n, limit: 2 })).filter(
    (event) => checkpoint === null || event.position > checkpoint,
  );
  return next ? Math.max(0, now.getTime() - next.recordedAt.getTime()) : 0;
}
