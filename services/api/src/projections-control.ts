import {
  consumerStatuses,
  type Projection,
  type ProjectionRunner,
  type ProjectionStatus,
  type ReadStore,
} from '@chauffeur/projections';
import type { EventStore } from '@chauffeur/eventstore';
import { HttpProblem } from '@chauffeur/platform';
import { CheckpointWatcher, type WatchMode } from './checkpoint-watcher';

/** What the API needs of the read side's projectors: read-your-writes waits, status and rebuilds. */
export type ProjectionsControl = Pick<
  ProjectionRunner,
  'waitFor' | 'status' | 'rebuild' | 'has' | 'names' | 'projections'
> & {
  /** A replica only (RemoteProjections): how it follows the projector's checkpoints. */
  readonly watchMode?: WatchMode;
};

/**
 * For an API process without projectors (production replicas): it follows the projector process through
 * the checkpoints it writes into the shared read store.
 */
export class RemoteProjections implements ProjectionsControl {
  readonly names: string[];
  /** The checkpoints last read from the shared store, shown while it cannot be reached. */
  private readonly lastSeen = new Map<string, bigint | null>();
  /** When reads of the shared store started failing; null while they succeed. */
  private unreachableSince: Date | null = null;
  /** One per process: every waiting request shares its change stream (or its slow poll). */
  private readonly watcher: CheckpointWatcher;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    readonly projections: readonly Projection[],
    private readonly now: () => Date = () => new Date(),
    options: { onWatchModeChange?: (mode: WatchMode, reason: string) => void } = {},
  ) {
    this.names = projections.map((projection) => projection.name);
    this.watcher = new CheckpointWatcher(readStore, this.names, { onModeChange: options.onWatchModeChange });
    this.watcher.start();
  }

  /** How read-your-writes learns of the projector's progress: 'change-stream', or 'polling' without one. */
  get watchMode(): WatchMode {
    return this.watcher.mode;
  }

  async close(): Promise<void> {
    await this.watcher.close();
  }

  has(name: string): boolean {
    return this.names.includes(name);
  }

  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean> {
    return this.watcher.waitFor(position, options.names ?? this.names, options.timeoutMs);
  }

  /**
   * What the checkpoints in the shared store tell, by the runtime's own rule (consumerStatuses): the state
   * is derived (behind the head: catching_up), and what only the projector knows (events applied since it
   * started, a failure) is left out. A read store this replica cannot reach is said, not hidden: every
   * projection is `reconnecting` with the store's error and its last checkpoint seen, since the first
   * failed read (decision 115); the reads it serves answer 503 meanwhile (ReadStoreUnavailable).
   */
  async status(): Promise<ProjectionStatus[]> {
    try {
      const checkpoints = await Promise.all(this.names.map((name) => this.readStore.checkpoints.get(name)));
      this.names.forEach((name, i) => this.lastSeen.set(name, checkpoints[i] ?? null));
      this.unreachableSince = null;
    } catch (error) {
      this.unreachableSince ??= this.now();
      const failure = {
        message: `The read store cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
        position: null,
        event_type: null,
        at: this.unreachableSince.toISOString(),
      };
      const facts = this.names.map((name) => ({
        name,
        checkpoint: this.lastSeen.get(name) ?? null,
        state: 'reconnecting' as const,
        error: failure,
      }));
      return consumerStatuses(this.eventStore, facts, this.now());
    }
    const facts = this.names.map((name) => ({ name, checkpoint: this.lastSeen.get(name) ?? null }));
    return consumerStatuses(this.eventStore, facts, this.now());
  }

  async rebuild(): Promise<void> {
    throw new HttpProblem(409, 'Projections are rebuilt by the projector process, not by an API replica');
  }
}
