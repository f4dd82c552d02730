import type { EventStore } from '@chauffeur/eventstore';
import type { CheckpointStore, ReadStore } from '../readstore/port';
import type { Projection } from './projection';
import type { ProjectionFailure, ProjectionStatus } from './projection-status';
import { ConsumerEventError } from '../consumer/log-consumer';
import { consumerStatuses } from '../consumer/consumer-status';
import { ConsumerRuntime } from '../consumer/consumer-runtime';
import type { LogConsumer } from '../consumer/log-consumer';
import { PageApplier } from '../rebuild/page-applier';
import { blueGreenRebuild, type RebuildProgress } from '../rebuild/blue-green';
import { recordVersion, storedVersion, versionOf } from '../rebuild/versions';
import { catchUp } from './catch-up';
import { ensureDeclaredIndexes, isStale } from './declared-indexes';

/** While the live runtime catches up (after a rebuild's switch, or a failure), checkpoints every … events. */
const CHECKPOINT_EVERY = 1000;

interface Rebuild {
  progress: RebuildProgress;
  done: Promise<void>;
}

/**
 * The read models (issue 16): at start every projection resumes from its checkpoint, catching up in pages
 * (thousands of events per unit of the read store), then follows the log live on the consumer runtime, each
 * event's changes and checkpoint in one unit. A projection whose stored model was built by another version
 * is rebuilt in the background (blue/green) while its old model keeps serving; so is one the operator asks
 * to rebuild. Failures are isolated per projection.
 */
export class ProjectionRunner {
  private readonly runtime: ConsumerRuntime;
  private readonly byName = new Map<string, Projection>();
  /** Projections whose serving model is of an older version: their live consumer writes nothing. */
  private readonly frozen = new Set<string>();
  /** Projections whose serving model is of another version until a rebuild switches it. */
  private readonly stale = new Set<string>();
  private readonly rebuilds = new Map<string, Rebuild>();
  /** The last checkpoint each live consumer wrote with its changes: the runtime need not write it again. */
  private readonly written = new Map<string, bigint>();
  private stopSignal = new AbortController();
  /** The catch-up in pages of those behind at start, until they are handed to the live runtime. */
  private catchingUp: Promise<void> = Promise.resolve();
  /** Where each projection of that catch-up stands (committed), for its status meanwhile. */
  private readonly inCatchUp = new Map<string, { position: bigint | null; handled: number }>();
  /** Events applied to the serving model before the runtime took over (catch-up in pages, or its build). */
  private readonly appliedBefore = new Map<string, number>();
  /** Why a version rebuild failed: the old model keeps serving, frozen, and the status says failed. */
  private readonly rebuildFailures = new Map<string, ProjectionFailure>();
  /** The running start catch-up's settings (serving() changes its unit budget). */
  private catchUpSettings: { pageSize?: number; unitBudgetMs?: number } | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    projections: readonly Projection[],
    private readonly options: {
      now?: () => Date;
      /** Events per catch-up unit (default PAGE_SIZE). */ pageSize?: number;
      /** How long one catch-up or rebuild unit may hold the store (default UNIT_BUDGET_MS). */
      unitBudgetMs?: number;
      /**
       * The catch-up at start while nothing else uses this process (before the server listens): larger
       * pages and units. At a million events each commit writes the random-key index pages its rows
       * touched; ten times fewer commits took a full catch-up from 61–68 s to 49 s. serving() ends it.
       */
      startCatchUp?: { pageSize?: number; unitBudgetMs?: number; heapBudgetBytes?: number };
    } = {},
  ) {
    for (const projection of projections) {
      if (this.byName.has(projection.name)) throw new Error(`Duplicate projection ${projection.name}`);
      this.byName.set(projection.name, projection);
    }
    this.runtime = new ConsumerRuntime(
      eventStore,
      projections.map((projection) => this.liveConsumer(projection)),
      {
        checkpoints: this.runtimeCheckpoints(),
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

  /**
   * Starts every projection from its checkpoint and resolves at once: those at the head follow the log
   * live; those behind are caught up in pages in the background (one read of the log), then handed to the
   * live runtime; those of another version are rebuilt in the background. See waitUntilCaughtUp.
   */
  async start(): Promise<void> {
    this.stopSignal = new AbortController();
    const stale = await this.staleProjections();
    // Indexes first: the API's queries use them from the first request, and a table created by the
    // catch-up gets them as it is created (cheaper than indexing 200,000 rows afterwards). A stale model's
    // old table keeps serving with the indexes it has: its rebuild builds the new ones on its new table.
    await ensureDeclaredIndexes(this.readStore, this.projections, new Set(stale));
    for (const name of stale) {
      this.stale.add(name);
      this.frozen.add(name);
    }
    const head = (await this.eventStore.head())?.position ?? null;
    const behind: Projection[] = [];
    for (const projection of this.projections) {
      if (this.frozen.has(projection.name)) continue;
      const checkpoint = await this.readStore.checkpoints.get(projection.name);
      if (head !== null && (checkpoint === null || checkpoint < head)) behind.push(projection);
    }
    const names = behind.map((projection) => projection.name);
    this.runtime.hold(names);
    await this.runtime.start();
    this.catchingUp = this.catchUpInBackground(behind);
    for (const name of stale) void this.startRebuild(name);
  }

  private async catchUpInBackground(behind: readonly Projection[]): Promise<void> {
    if (behind.length === 0) return;
    for (const projection of behind) this.inCatchUp.set(projection.name, { position: null, handled: 0 });
    const settings = (this.catchUpSettings = {
      pageSize: this.options.startCatchUp?.pageSize ?? this.options.pageSize,
      unitBudgetMs: this.options.startCatchUp?.unitBudgetMs ?? this.options.unitBudgetMs,
    });
    const applied = await catchUp(this.eventStore, this.readStore, behind, {
      pageSize: settings.pageSize,
      heapBudgetBytes: this.options.startCatchUp?.heapBudgetBytes,
      // Read at each page: serving() shortens the units of a catch-up still running once requests come in.
      get unitBudgetMs() {
        return settings.unitBudgetMs;
      },
      signal: this.stopSignal.signal,
      onPage: (runs) => {
        for (const run of runs)
          this.inCatchUp.set(run.applier.projection.name, {
            position: run.position,
            handled: run.applier.handled,
          });
      },
    }).catch(() => new Map<string, number>()); // the store failed: the runtime takes them on from their checkpoints
    for (const [name, count] of applied) this.appliedBefore.set(name, count);
    this.inCatchUp.clear();
    await this.runtime.resume(
      behind.map((projection) => projection.name),
      null,
    );
  }

  /**
   * The process now serves requests: a start catch-up still running goes on in units of the usual budget,
   * so that it never holds the event loop for long between two requests.
   */
  serving(): void {
    if (this.catchUpSettings) this.catchUpSettings.unitBudgetMs = this.options.unitBudgetMs;
  }

  /** Resolves true once every named projection (default: all) has applied `position`; false on timeout. */
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean> {
    // Those caught up in pages are held by the runtime until handed over: its waitFor waits for them.
    for (const name of options.names ?? []) this.get(name);
    return this.runtime.waitFor(position, options);
  }

  /**
   * Waits until every projection has applied the log as it is now (before the server says ready). Those
   * rebuilt in the background for a new version are not waited for: their old model serves meanwhile.
   */
  async waitUntilCaughtUp(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const handedOver = await Promise.race([this.catchingUp.then(() => true), timedOut]);
    clearTimeout(timer);
    if (!handedOver) return false;
    return this.runtime.waitUntilCaughtUp(Math.max(0, deadline - Date.now()));
  }

  async status(): Promise<ProjectionStatus[]> {
    const statuses = await this.runtime.status();
    // Those still caught up in pages: their committed position, by the one status rule.
    const inCatchUp = await consumerStatuses(
      this.eventStore,
      [...this.inCatchUp].map(([name, { position, handled }]) => ({
        name,
        checkpoint: position,
        eventsApplied: handled,
      })),
      (this.options.now ?? (() => new Date()))(),
    );
    const caughtUpInPages = new Map(inCatchUp.map((status) => [status.name, status]));
    return statuses.map((runtimeStatus) => {
      const status = caughtUpInPages.get(runtimeStatus.name) ?? runtimeStatus;
      const projection = this.get(status.name);
      const rebuild = this.rebuilds.get(status.name);
      const withVersion = {
        ...status,
        events_applied: status.events_applied + (this.appliedBefore.get(status.name) ?? 0),
        version: versionOf(projection),
      };
      const failure = this.rebuildFailures.get(status.name);
      if (failure && this.stale.has(status.name))
        return { ...withVersion, state: 'failed' as const, error: failure };
      // A rebuild asked for failed: the model serves as before, and the admin who asked is told why.
      if (!rebuild) return failure ? { ...withVersion, rebuild_failed: failure } : withVersion;
      return { ...withVersion, state: 'rebuilding' as const, rebuild: { ...rebuild.progress } };
    });
  }

  /**
   * Rebuilds one read model from the whole log beside the serving one (blue/green), which keeps serving
   * and following the log until the switch. Resolves once switched; only this projection is affected.
   */
  async rebuild(name: string): Promise<void> {
    this.get(name);
    // Still caught up in pages at start: handed to the live runtime first, so that one feed pauses.
    if (this.inCatchUp.has(name)) await this.catchingUp;
    const running = this.rebuilds.get(name);
    await (running ? running.done : this.startRebuild(name)).catch((error: unknown) => {
      throw new Error(
        `Rebuild of ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    });
    const { state, error } = this.runtime.peek(name);
    if (state === 'failed') throw new Error(`Rebuild of ${name} failed: ${error?.message}`);
  }

  async stop(): Promise<void> {
    this.stopSignal.abort();
    await this.catchingUp;
    await Promise.all([...this.rebuilds.values()].map((rebuild) => rebuild.done.catch(() => undefined)));
    await this.runtime.stop();
  }

  private startRebuild(name: string): Promise<void> {
    const projection = this.get(name);
    const progress: RebuildProgress = { done: 0, total: 0 };
    const done = blueGreenRebuild(this.eventStore, this.readStore, projection, {
      pageSize: this.options.pageSize,
      unitBudgetMs: this.options.unitBudgetMs,
      signal: this.stopSignal.signal,
      onProgress: (next) => Object.assign(progress, next),
      live: {
        pause: async () => {
          await this.runtime.pause(name);
          this.frozen.delete(name);
        },
        resume: (from, applied) => {
          // A rebuild that did not switch leaves a model of another version frozen (even a manual one).
          if (from === null && this.stale.has(name)) this.frozen.add(name);
          if (from !== null) {
            this.stale.delete(name);
            this.appliedBefore.set(name, applied);
          }
          return this.runtime.resume([name], from);
        },
      },
    })
      .then(() => undefined)
      .finally(() => this.rebuilds.delete(name));
    this.rebuilds.set(name, { progress, done });
    // A background rebuild that fails is reported by rebuild() or, for a version, logged by the caller of
    // status (the live model keeps serving); it must not be an unhandled rejection.
    this.rebuildFailures.delete(name);
    done.catch((error: unknown) => {
      if (this.stopSignal.signal.aborted) return;
      const event = error instanceof ConsumerEventError ? error.event : null;
      this.rebuildFailures.set(name, {
        message: error instanceof Error ? error.message : String(error),
        position: event?.position.toString() ?? null,
        event_type: event?.type ?? null,
        at: (this.options.now ?? (() => new Date()))().toISOString(),
      });
    });
    return done;
  }

  /**
   * Projections whose stored model was built by another version. A model with no checkpoint is built from
   * the log by the current version (recorded now); one without a recorded version predates versions (1).
   */
  private async staleProjections(): Promise<string[]> {
    const stale: string[] = [];
    for (const projection of this.projections) {
      const version = versionOf(projection);
      const stored = await storedVersion(this.readStore, projection.name);
      if (stored === version) continue;
      const checkpoint = await this.readStore.checkpoints.get(projection.name);
      if (isStale(stored, version, checkpoint)) stale.push(projection.name);
      else await recordVersion(this.readStore, projection.name, version);
    }
    return stale;
  }

  /** The projection on the runtime: each event's changes and checkpoint in one unit (PageApplier). */
  private liveConsumer(projection: Projection): LogConsumer {
    const applier = new PageApplier(projection, this.readStore);
    return {
      name: projection.name,
      eventTypes: projection.eventTypes,
      handle: async (event) => {
        if (this.frozen.has(projection.name)) return;
        const position = await applier.apply([event], null);
        if (position !== null) this.written.set(projection.name, position);
      },
    };
  }

  /** The runtime's checkpoints: not written again when the event's unit wrote it, nor while frozen. */
  private runtimeCheckpoints(): CheckpointStore {
    const store = this.readStore.checkpoints;
    return {
      get: (name) => store.get(name),
      set: async (name, position) => {
        if (this.frozen.has(name)) return;
        const written = this.written.get(name);
        if (written !== undefined && written >= position) return;
        await store.set(name, position);
      },
      delete: (name) => store.delete(name),
    };
  }

  private get(name: string): Projection {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return projection;
  }
}
