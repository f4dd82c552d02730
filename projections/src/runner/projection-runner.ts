import { EventEmitter } from 'node:events';
import type { EventStore, RecordedEvent, Subscription } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection, ProjectionContext } from './projection';
import { applyChanges } from './apply-changes';
import type { ProjectionFailure, ProjectionState, ProjectionStatus } from './projection-status';

interface Running {
  projection: Projection;
  state: ProjectionState;
  checkpoint: bigint | null;
  /** Head of the log when this run started: reaching it means "live". */
  catchUpTarget: bigint | null;
  eventsApplied: number;
  error: ProjectionFailure | null;
  subscription: Subscription | null;
}

class ProjectionEventError extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * Runs every projection from its own checkpoint over `subscribeToAll`. A projection whose handler fails
 * stops alone, with its error in its status; the others and the process go on.
 */
export class ProjectionRunner {
  private readonly running = new Map<string, Running>();
  private readonly progress = new EventEmitter();
  private readonly context: ProjectionContext;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    projections: readonly Projection[],
  ) {
    this.progress.setMaxListeners(0);
    this.context = { collection: (name) => this.readStore.collection(name) };
    for (const projection of projections) {
      if (this.running.has(projection.name)) throw new Error(`Duplicate projection ${projection.name}`);
      this.running.set(projection.name, {
        projection,
        state: 'stopped',
        checkpoint: null,
        catchUpTarget: null,
        eventsApplied: 0,
        error: null,
        subscription: null,
      });
    }
  }

  get names(): string[] {
    return [...this.running.keys()];
  }

  has(name: string): boolean {
    return this.running.has(name);
  }

  async start(): Promise<void> {
    await Promise.all([...this.running.values()].map((run) => this.startRun(run, 'starting')));
  }

  /** Resolves true once every named projection (default: all) has applied `position`; false on timeout. */
  async waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean> {
    const runs = (options.names ?? this.names).map((name) => this.get(name));
    const reached = () => runs.every((run) => run.checkpoint !== null && run.checkpoint >= position);
    const hopeless = () => runs.some((run) => run.state === 'failed' || run.state === 'stopped');
    if (reached()) return true;
    if (hopeless()) return false;
    return new Promise((resolve) => {
      const check = () => {
        if (reached() || hopeless()) finish(reached());
      };
      const timer = setTimeout(() => finish(false), options.timeoutMs);
      const finish = (result: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', check);
        resolve(result);
      };
      this.progress.on('progress', check);
    });
  }

  /** Waits until every projection has applied the log as it is now (used before the server says ready). */
  async waitUntilCaughtUp(timeoutMs: number): Promise<boolean> {
    const head = await this.eventStore.head();
    if (!head) return true;
    return this.waitFor(head.position, { timeoutMs });
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.eventStore.head();
    return Promise.all(
      [...this.running.values()].map(async (run): Promise<ProjectionStatus> => {
        const behind = head !== null && (run.checkpoint === null || run.checkpoint < head.position);
        return {
          name: run.projection.name,
          state: run.state,
          checkpoint: run.checkpoint?.toString() ?? null,
          head: head?.position.toString() ?? null,
          lag_events: behind ? await this.eventStore.countAfter(run.checkpoint ?? 'start') : 0,
          lag_ms: behind ? await this.oldestUnappliedAgeMs(run.checkpoint) : 0,
          events_applied: run.eventsApplied,
          error: run.error,
        };
      }),
    );
  }

  /**
   * Throws the read model away and replays the whole log into it. Only this projection is affected; the
   * others keep serving. Resolves when the rebuilt model has caught up with the log as it was.
   */
  async rebuild(name: string, options: { timeoutMs?: number } = {}): Promise<void> {
    const run = this.get(name);
    const previous = run.subscription;
    run.subscription = null;
    run.state = 'rebuilding';
    await previous?.stop();
    for (const collection of run.projection.collections) await this.readStore.collection(collection).drop();
    await this.readStore.checkpoints.delete(name);
    run.checkpoint = null;
    run.eventsApplied = 0;
    run.error = null;
    await this.startRun(run, 'rebuilding');
    const head = await this.eventStore.head();
    if (head) await this.waitFor(head.position, { names: [name], timeoutMs: options.timeoutMs ?? 60_000 });
    const finished = run as Running;
    if (finished.state === 'failed') throw new Error(`Rebuild of ${name} failed: ${finished.error?.message}`);
  }

  async stop(): Promise<void> {
    await Promise.all(
      [...this.running.values()].map(async (run) => {
        await run.subscription?.stop();
        run.subscription = null;
        if (run.state !== 'failed') run.state = 'stopped';
      }),
    );
    this.progress.emit('progress');
  }

  /** How long the first event this projection has not applied yet has been waiting. */
  private async oldestUnappliedAgeMs(checkpoint: bigint | null): Promise<number> {
    const [next] = (await this.eventStore.readAll({ from: checkpoint ?? 0n, limit: 2 })).filter(
      (event) => checkpoint === null || event.position > checkpoint,
    );
    return next ? Math.max(0, Date.now() - next.recordedAt.getTime()) : 0;
  }

  private get(name: string): Running {
    const run = this.running.get(name);
    if (!run) throw new Error(`Unknown projection ${name}`);
    return run;
  }

  private async startRun(run: Running, initialState: ProjectionState): Promise<void> {
    run.state = initialState;
    run.checkpoint = await this.readStore.checkpoints.get(run.projection.name);
    const head = await this.eventStore.head();
    run.catchUpTarget = head?.position ?? null;
    this.markLiveIfCaughtUp(run);
    const subscription = this.eventStore.subscribeToAll({ from: run.checkpoint ?? 'start' }, (event) =>
      this.handle(run, event),
    );
    run.subscription = subscription;
    subscription.done.catch((error: unknown) => {
      if (run.subscription !== subscription) return;
      run.state = 'failed';
      const event = error instanceof ProjectionEventError ? error.event : null;
      run.error = {
        message: error instanceof Error ? error.message : String(error),
        position: event?.position.toString() ?? null,
        event_type: event?.type ?? null,
        at: new Date().toISOString(),
      };
      this.progress.emit('progress');
    });
  }

  private async handle(run: Running, event: RecordedEvent): Promise<void> {
    const { projection } = run;
    if (run.state === 'rebuilding' && run.subscription === null) return; // the old run, being stopped
    try {
      if (projection.eventTypes.includes(event.type)) {
        const changes = await projection.project(event, this.context);
        await applyChanges(this.readStore, changes, event.position);
        run.eventsApplied += 1;
      }
      await this.readStore.checkpoints.set(projection.name, event.position);
    } catch (error) {
      throw new ProjectionEventError(event, error);
    }
    run.checkpoint = event.position;
    this.markLiveIfCaughtUp(run);
    this.progress.emit('progress');
  }

  private markLiveIfCaughtUp(run: Running): void {
    if (run.state !== 'starting' && run.state !== 'rebuilding' && run.state !== 'catching_up') return;
    const caughtUp =
      run.catchUpTarget === null || (run.checkpoint !== null && run.checkpoint >= run.catchUpTarget);
    run.state = caughtUp ? 'live' : 'catching_up';
  }
}
