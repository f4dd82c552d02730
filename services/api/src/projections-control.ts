import type { Projection, ProjectionRunner, ProjectionStatus, ReadStore } from '@chauffeur/projections';
import type { EventStore } from '@chauffeur/eventstore';
import { HttpProblem } from '@chauffeur/platform';

/** What the API needs of the read side's projectors: read-your-writes waits, status and rebuilds. */
export type ProjectionsControl = Pick<
  ProjectionRunner,
  'waitFor' | 'status' | 'rebuild' | 'has' | 'names' | 'projections'
>;

/**
 * For an API process without projectors (production replicas): it follows the projector process through
 * the checkpoints it writes into the shared read store.
 */
export class RemoteProjections implements ProjectionsControl {
  readonly names: string[];

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    readonly projections: readonly Projection[],
  ) {
    this.names = projections.map((projection) => projection.name);
  }

  has(name: string): boolean {
    return this.names.includes(name);
  }

  async waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean> {
    const deadline = Date.now() + options.timeoutMs;
    const names = options.names ?? this.names;
    for (;;) {
      const checkpoints = await Promise.all(names.map((name) => this.readStore.checkpoints.get(name)));
      if (checkpoints.every((checkpoint) => checkpoint !== null && checkpoint >= position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.eventStore.head();
    return Promise.all(
      this.names.map(async (name): Promise<ProjectionStatus> => {
        const checkpoint = await this.readStore.checkpoints.get(name);
        const behind = head !== null && (checkpoint === null || checkpoint < head.position);
        return {
          name,
          state: behind ? 'catching_up' : 'live',
          checkpoint: checkpoint?.toString() ?? null,
          head: head?.position.toString() ?? null,
          lag_events: behind ? await this.eventStore.countAfter(checkpoint ?? 'start') : 0,
          lag_ms: 0,
          events_applied: 0,
          error: null,
        };
      }),
    );
  }

  async rebuild(): Promise<void> {
    throw new HttpProblem(409, 'Projections are rebuilt by the projector process, not by an API replica');
  }
}
