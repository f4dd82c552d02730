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
  /** The event types it handles (a Set: this is asked for every event and every projection). */
  types: ReadonlySet<string>;
  /** Events it has passed since its checkpoint was last written to the read store. */
  unsaved: number;
  error: ProjectionFailure | null;
  /** What delivers events to it: the shared read of the log, or its own subscription during a rebuild. */
  feed: Feed | null;
}

interface Feed {
  /** Stops delivering to this run; resolves once no handler of it is in progress. */
  detach(run: Running): Promise<void>;
}

/** While catching up, a projection's checkpoint is written to the read store this often (in events). */
const CHECKPOINT_EVERY = 1000;

class ProjectionEventError extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * Runs every projection from its own checkpoint; projections at the same checkpoint share one
 * `subscribeToAll`. A projection whose handler fails stops alone, with its error in its status; the others
 * and the process go on. A rebuild runs one projection on a subscription of its own.
 */
export class ProjectionRunner {
  private readonly running = new Map<string, Running>();
  private readonly progress = new EventEmitter();
  /** Every subscription feeding projections, so that stop() ends them all (even one whose runs all failed). */
  private readonly subscriptions = new Set<Subscription>();
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
        types: new Set(projection.eventTypes),
        unsaved: 0,
        error: null,
        feed: null,
      });
    }
  }

  get names(): string[] {
    return [...this.running.keys()];
  }

  /** The projections it runs, as declared (the live hub derives what each event changes from them). */
  get projections(): readonly Projection[] {
    return [...this.running.values()].map((run) => run.projection);
  }

  has(name: string): boolean {
    return this.running.has(name);
  }

  /**
   * Starts every projection from its own checkpoint. Projections at the same checkpoint (all of them on a
   * fresh embedded start, most of them after a clean stop) share one read of the log: each event is read
   * and decoded once for the lot. One that is elsewhere gets its own read, so a projection far behind
   * never holds up those that are live.
   */
  async start(): Promise<void> {
    const runs = [...this.running.values()];
    const head = await this.eventStore.head();
    const cohorts = new Map<string, Running[]>();
    for (const run of runs) {
      run.state = 'starting';
      run.checkpoint = await this.readStore.checkpoints.get(run.projection.name);
      run.catchUpTarget = head?.position ?? null;
      this.markLiveIfCaughtUp(run);
      const key = run.checkpoint?.toString() ?? 'start';
      cohorts.set(key, [...(cohorts.get(key) ?? []), run]);
    }
    for (const cohort of cohorts.values()) this.feed(cohort, cohort[0]!.checkpoint ?? 'start');
  }

  /**
   * One subscription delivering each event to every run of `runs` that has not applied it: at once (no
   * promise) to those that ignore it, concurrently to those that handle it, the next event only once all
   * are done. A run that fails leaves the feed alone; the others go on.
   */
  private feed(runs: Running[], from: bigint | 'start'): void {
    const members = new Set(runs);
    const inFlight = new Map<Running, Promise<void>>();
    const deliver = (event: RecordedEvent): Promise<void> | undefined => {
      let pending: Promise<void>[] | undefined;
      for (const run of runs) {
        if (!members.has(run) || (run.checkpoint !== null && event.position <= run.checkpoint)) continue;
        const handled = this.handle(run, event);
        if (handled === undefined) continue;
        const settled = handled.then(
          () => void inFlight.delete(run),
          (error: unknown) => {
            inFlight.delete(run);
            if (members.delete(run)) this.fail(run, error);
            if (members.size === 0) void subscription.stop();
          },
        );
        inFlight.set(run, settled);
        (pending ??= []).push(settled);
      }
      return pending && Promise.all(pending).then(() => undefined);
    };
    const subscription = this.eventStore.subscribeToAll({ from }, deliver);
    this.subscriptions.add(subscription);
    void subscription.done.then(
      () => this.subscriptions.delete(subscription),
      (error: unknown) => {
        this.subscriptions.delete(subscription);
        for (const run of members) this.fail(run, error);
        members.clear();
      },
    );
    const feed: Feed = {
      detach: async (run) => {
        members.delete(run);
        // A rebuild must not drop the collections under a write of this run still in progress.
        await inFlight.get(run);
        if (members.size === 0) await subscription.stop();
      },
    };
    for (const run of runs) run.feed = feed;
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
    const previous = run.feed;
    run.feed = null;
    run.unsaved = 0; // its old checkpoint must not be saved over the rebuild's
    await previous?.detach(run);
    // Only now: a write of the old feed that was in progress could have marked it live again.
    run.state = 'rebuilding';
    run.checkpoint = null;
    for (const collection of run.projection.collections) await this.readStore.collection(collection).drop();
    await this.readStore.checkpoints.delete(name);
    run.checkpoint = null;
    run.eventsApplied = 0;
    run.unsaved = 0;
    run.error = null;
    await this.startRebuild(run);
    const head = await this.eventStore.head();
    if (head) await this.waitFor(head.position, { names: [name], timeoutMs: options.timeoutMs ?? 60_000 });
    const finished = run as Running;
    if (finished.state === 'failed') throw new Error(`Rebuild of ${name} failed: ${finished.error?.message}`);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await Promise.all(
      [...this.running.values()].map(async (run) => {
        await run.feed?.detach(run);
        run.feed = null;
        await this.saveCheckpoint(run);
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

  /** A rebuild: the projection from the start of the log, on a read of its own. */
  private async startRebuild(run: Running): Promise<void> {
    const head = await this.eventStore.head();
    run.catchUpTarget = head?.position ?? null;
    this.markLiveIfCaughtUp(run);
    this.feed([run], 'start');
  }

  private fail(run: Running, error: unknown): void {
    run.feed = null;
    run.state = 'failed';
    const event = error instanceof ProjectionEventError ? error.event : null;
    run.error = {
      message: error instanceof Error ? error.message : String(error),
      position: event?.position.toString() ?? null,
      event_type: event?.type ?? null,
      at: new Date().toISOString(),
    };
    this.progress.emit('progress');
  }

  /**
   * Applies one event to one projection. Its checkpoint moves in memory at once; in the read store it is
   * written every CHECKPOINT_EVERY events while catching up and after every event once live, so a replay
   * does not write a checkpoint per event per projection. A written checkpoint that lags only means
   * reading a few events again after a crash: `applyChanges` skips what a document already holds.
   * An event the projection ignores costs no promise unless its checkpoint is written.
   */
  private handle(run: Running, event: RecordedEvent): Promise<void> | undefined {
    if (!run.types.has(event.type)) return this.advance(run, event.position);
    return this.apply(run, event);
  }

  private async apply(run: Running, event: RecordedEvent): Promise<void> {
    try {
      const changes = await run.projection.project(event, this.context);
      await applyChanges(this.readStore, changes, event.position);
    } catch (error) {
      throw new ProjectionEventError(event, error);
    }
    run.eventsApplied += 1;
    await this.advance(run, event.position);
  }

  private advance(run: Running, position: bigint): Promise<void> | undefined {
    run.checkpoint = position;
    run.unsaved += 1;
    this.markLiveIfCaughtUp(run);
    if (this.progress.listenerCount('progress') > 0) this.progress.emit('progress');
    if (run.state === 'live' || run.unsaved >= CHECKPOINT_EVERY) return this.saveCheckpoint(run);
    return undefined;
  }

  private async saveCheckpoint(run: Running): Promise<void> {
    const position = run.checkpoint;
    if (position === null || run.unsaved === 0) return;
    run.unsaved = 0;
    await this.readStore.checkpoints.set(run.projection.name, position);
    this.progress.emit('progress');
  }

  private markLiveIfCaughtUp(run: Running): void {
    if (run.state !== 'starting' && run.state !== 'rebuilding' && run.state !== 'catching_up') return;
    const caughtUp =
      run.catchUpTarget === null || (run.checkpoint !== null && run.checkpoint >= run.catchUpTarget);
    run.state = caughtUp ? 'live' : 'catching_up';
  }
}
