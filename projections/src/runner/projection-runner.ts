import type { EventStore } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection } from './projection';
import type { ProjectionStatus } from './projection-status';
import { ConsumerRuntime } from '../consumer/consumer-runtime';
import { projectionConsumer } from '../consumer/projection-consumer';

/** While catching up, a projection's checkpoint is written to the read store this often (in events). */
const CHECKPOINT_EVERY = 1000;

/**
 * The read models on the log consumer runtime: every projection from its own checkpoint in the read store
 * (written every CHECKPOINT_EVERY events while catching up, after every event once live), failures isolated
 * per projection, status, and rebuild: drop one read model and replay the whole log into it while the
 * others keep serving.
 */
export class ProjectionRunner {
  private readonly runtime: ConsumerRuntime;
  private readonly byName = new Map<string, Projection>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    projections: readonly Projection[],
    options: { now?: () => Date } = {},
  ) {
    for (const projection of projections) {
      if (this.byName.has(projection.name)) throw new Error(`Duplicate projection ${projection.name}`);
      this.byName.set(projection.name, projection);
    }
    this.runtime = new ConsumerRuntime(
      eventStore,
      projections.map((projection) => projectionConsumer(projection, readStore)),
      {
        checkpoints: readStore.checkpoints,
        policy: { kind: 'batched', every: CHECKPOINT_EVERY },
        now: options.now,
      },
    );
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  /** The projections it runs, as declared (the live hub derives what each event changes from them). */
  get projections(): readonly Projection[] {
    return [...this.byName.values()];
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  async start(): Promise<void> {
    // Indexes first: the API's queries use them from the first request, and a table created by the
    // catch-up gets them as it is created (cheaper than indexing 200,000 rows afterwards).
    for (const projection of this.byName.values())
      for (const [collection, indexes] of Object.entries(projection.indexes ?? {}))
        await this.readStore.ensureIndexes?.(collection, indexes);
    return this.runtime.start();
  }

  /** Resolves true once every named projection (default: all) has applied `position`; false on timeout. */
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean> {
    for (const name of options.names ?? []) this.get(name);
    return this.runtime.waitFor(position, options);
  }

  /** Waits until every projection has applied the log as it is now (used before the server says ready). */
  waitUntilCaughtUp(timeoutMs: number): Promise<boolean> {
    return this.runtime.waitUntilCaughtUp(timeoutMs);
  }

  status(): Promise<ProjectionStatus[]> {
    return this.runtime.status();
  }

  /**
   * Throws the read model away and replays the whole log into it. Only this projection is affected; the
   * others keep serving. Resolves when the rebuilt model has caught up with the log as it was.
   */
  async rebuild(name: string, options: { timeoutMs?: number } = {}): Promise<void> {
    const projection = this.get(name);
    await this.runtime.restart(name, async () => {
      for (const collection of projection.collections) await this.readStore.collection(collection).drop();
    });
    const head = await this.eventStore.head();
    if (head)
      await this.runtime.waitFor(head.position, { names: [name], timeoutMs: options.timeoutMs ?? 60_000 });
    const { state, error } = this.runtime.peek(name);
    if (state === 'failed') throw new Error(`Rebuild of ${name} failed: ${error?.message}`);
  }

  stop(): Promise<void> {
    return this.runtime.stop();
  }

  private get(name: string): Projection {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return projection;
  }
}
