import type { RecordedEvent } from '@chauffeur/eventstore';
import type { ProjectionFailure, ProjectionState, ProjectionStatus } from '@chauffeur/contracts';

/**
 * Anything that follows the log from a checkpoint of its own: a projection (writes a read model), a reactor
 * (sends e-mail), the live hub (tells the admin panel). The consumer runtime reads the log for it, delivers
 * the events it handles in order, remembers where it is, and reports its status.
 */
export interface LogConsumer {
  readonly name: string;
  /** The event types it handles; any other event only moves its checkpoint. */
  readonly eventTypes: readonly string[];
  /**
   * Handles one event; the next one comes once this resolves. A throw stops this consumer alone (state
   * `failed`, the event in its status); the others and the process go on. A consumer that must never stop
   * (a reactor) retries inside, and gives up only when `signal` aborts (the runtime stops or restarts it):
   * then it throws, and the event is delivered again at the next start.
   */
  handle(event: RecordedEvent, signal: AbortSignal): Promise<void>;
}

/** Where consumers keep their checkpoints (a read store's, a reactor's files, or memory). */
export interface ConsumerCheckpoints {
  get(name: string): Promise<bigint | null>;
  /** Resolves once the position is durable. */
  set(name: string, position: bigint): Promise<void>;
  delete(name: string): Promise<void>;
}

/**
 * When a checkpoint is written:
 * - `batched` (read models): every `every` events while catching up, after every event once live; a
 *   checkpoint that lags only means applying a few events again after a crash, which an idempotent
 *   consumer (applyChanges) absorbs.
 * - `each-handled` (side effects): after every handled event, before the next one is delivered (a failed
 *   write is retried, never skipped); events it ignores are written within `passDelayMs`, together.
 */
export type CheckpointPolicy =
  { kind: 'batched'; every: number } | { kind: 'each-handled'; passDelayMs: number };

/** One consumer's status: the same shape as a projection's (contracts/src/admin/admin.ts). */
export type ConsumerStatus = ProjectionStatus;
export type ConsumerState = ProjectionState;
export type ConsumerFailure = ProjectionFailure;

/** The event a consumer could not handle, kept with the error for its status. */
export class ConsumerEventError extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Checkpoints kept in memory: for a consumer that starts from the head each time (the live hub). */
export function memoryCheckpoints(): ConsumerCheckpoints {
  const positions = new Map<string, bigint>();
  return {
    get: async (name) => positions.get(name) ?? null,
    set: async (name, position) => void positions.set(name, position),
    delete: async (name) => void positions.delete(name),
  };
}
