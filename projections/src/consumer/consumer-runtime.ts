import { EventEmitter } from 'node:events';
import type { EventStore, RecordedEvent, Subscription } from '@chauffeur/eventstore';
import {
  ConsumerEventError,
  type CheckpointPolicy,
  type ConsumerCheckpoints,
  type ConsumerFailure,
  type ConsumerState,
  type ConsumerStatus,
  type LogConsumer,
} from './log-consumer';
import { consumerStatuses, type ConsumerFacts } from './consumer-status';
import { troubleAction, type TroubleSite } from './failure-policy';
import { retryDelay } from './retry-delay';

export interface ConsumerRuntimeOptions {
  checkpoints: ConsumerCheckpoints;
  /** Default: batched, every 1,000 events while catching up. */
  policy?: CheckpointPolicy;
  /** Where a consumer without a checkpoint starts: the start of the log (default) or its head (live hub). */
  startAt?: 'start' | 'head';
  /**
   * Waits before retry number `attempt` (0-based) after a store failed (failure-policy.ts decides which
   * failures are the store's): the log is read again from the consumer's checkpoint, the event is handled
   * again, the checkpoint written again, forever. Default: 100 ms doubling to 30 s, with jitter.
   */
  retryDelayMs?: (attempt: number) => number;
  /** Told about trouble being retried (a read of the log, a handler, a checkpoint write), then about its end. */
  onTrouble?: (consumer: string, message: string) => void;
  onRecovered?: (consumer: string) => void;
  /** The clock of statuses (lag_ms, a failure's time). Default: the system clock. */
  now?: () => Date;
}

interface Run {
  consumer: LogConsumer;
  /** A Set: asked for every event and every consumer. */
  types: ReadonlySet<string>;
  state: ConsumerState;
  /** Last position handled (in memory); `saved` is the last one made durable. */
  checkpoint: bigint | null;
  saved: bigint | null;
  /** Head of the log when this run started: reaching it means "live". */
  catchUpTarget: bigint | null;
  eventsApplied: number;
  /** Events passed since the checkpoint was last written. */
  unsaved: number;
  error: ConsumerFailure | null;
  /** What it is retrying after a store failure (state `reconnecting`), and how many times it has waited. */
  retrying: TroubleSite | null;
  attempts: number;
  /** What delivers events to it: a read of the log shared with the consumers at the same place. */
  feed: Feed | null;
  /** Aborted when the runtime stops or restarts this consumer: a handler waiting to retry gives up. */
  abort: AbortController;
  /** Checkpoint writes, one at a time and never an older one after a newer. */
  saving: Promise<void>;
  saveTimer: ReturnType<typeof setTimeout> | null;
}

interface Feed {
  /** Stops delivering to this run; resolves once no handler of it is in progress. */
  detach(run: Run): Promise<void>;
  /** Resolves once no handler of any run is in progress (after its read of the log ended). */
  idle(): Promise<void>;
  /** Its read of the log ended with an error: its runs are (or will be) fed by another. */
  ended: boolean;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The one log consumer runtime (issue 15): runs each consumer from its own checkpoint, catches up with the
 * log then follows it live, isolates failures (a consumer that throws stops alone, with the event in its
 * status), reports status and lag, restarts one consumer from zero (a rebuild), and writes checkpoints by
 * one policy. Consumers at the same checkpoint share one read of the log; one elsewhere gets its own, so a
 * consumer far behind never holds up those that are live. The projection runner, the mail reactor and the
 * live hub all run on it.
 *
 * Consumers survive their stores (issue 16): a read of the log that fails is resumed from each consumer's
 * checkpoint in memory (the last position it handled: nothing skipped, nothing repeated), an event whose
 * handling failed on a store failure is handled again, a checkpoint write is written again, each after a
 * growing wait, forever; meanwhile the state is `reconnecting` with the last error. Only the handler's own
 * error stops a consumer. failure-policy.ts is the one table of which is which.
 */
export class ConsumerRuntime {
  private readonly runs = new Map<string, Run>();
  private readonly progress = new EventEmitter();
  /** Every read of the log, so that stop() ends them all (even one whose consumers all failed). */
  private readonly subscriptions = new Set<Subscription>();
  private readonly policy: CheckpointPolicy;
  private stopping = false;
  private stopSignal = new AbortController();
  private readonly now: () => Date;
  private readonly retryDelayMs: (attempt: number) => number;
  /** Consumers start() leaves alone until resume() (issue 16: the runner catches them up in pages). */
  private readonly held = new Set<string>();

  constructor(
    private readonly eventStore: EventStore,
    consumers: readonly LogConsumer[],
    private readonly options: ConsumerRuntimeOptions,
  ) {
    this.progress.setMaxListeners(0);
    this.policy = options.policy ?? { kind: 'batched', every: 1000 };
    this.now = options.now ?? (() => new Date());
    this.retryDelayMs = options.retryDelayMs ?? retryDelay();
    for (const consumer of consumers) {
      if (this.runs.has(consumer.name)) throw new Error(`Duplicate consumer ${consumer.name}`);
      this.runs.set(consumer.name, {
        consumer,
        types: new Set(consumer.eventTypes),
        state: 'stopped',
        checkpoint: null,
        saved: null,
        catchUpTarget: null,
        eventsApplied: 0,
        unsaved: 0,
        error: null,
        retrying: null,
        attempts: 0,
        feed: null,
        abort: new AbortController(),
        saving: Promise.resolve(),
        saveTimer: null,
      });
    }
  }

  get names(): string[] {
    return [...this.runs.keys()];
  }

  has(name: string): boolean {
    return this.runs.has(name);
  }

  /** State and in-memory checkpoint of one consumer, at once (no I/O). */
  peek(name: string): { state: ConsumerState; checkpoint: bigint | null; error: ConsumerFailure | null } {
    const run = this.get(name);
    return { state: run.state, checkpoint: run.checkpoint, error: run.error };
  }

  /** Starts every consumer from its own checkpoint; those at the same place share one read of the log. */
  async start(): Promise<void> {
    this.stopping = false;
    this.stopSignal = new AbortController();
    const head = await this.eventStore.head();
    const cohorts = new Map<string, Run[]>();
    for (const run of this.runs.values()) {
      if (this.held.has(run.consumer.name)) continue; // issue 16: caught up elsewhere, then resume()
      run.state = 'starting';
      run.error = null;
      run.retrying = null;
      run.attempts = 0;
      run.abort = new AbortController();
      run.checkpoint = run.saved = await this.options.checkpoints.get(run.consumer.name);
      if (run.checkpoint === null && this.options.startAt === 'head') run.checkpoint = head?.position ?? null;
      run.catchUpTarget = head?.position ?? null;
      this.markLiveIfCaughtUp(run);
      const key = run.checkpoint?.toString() ?? 'start';
      cohorts.set(key, [...(cohorts.get(key) ?? []), run]);
    }
    for (const cohort of cohorts.values()) this.feed(cohort, cohort[0]!.checkpoint ?? 'start');
  }

  /** Resolves true once every named consumer (default: all) has handled `position`; false on timeout. */
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

  /** Waits until every consumer has handled the log as it is now. */
  async waitUntilCaughtUp(timeoutMs: number): Promise<boolean> {
    const head = await this.eventStore.head();
    if (!head) return true;
    return this.waitFor(head.position, { timeoutMs });
  }

  /** Every consumer's status by the one rule (consumerStatuses), with what only the runtime knows. */
  status(): Promise<ConsumerStatus[]> {
    const facts = [...this.runs.values()].map((run): ConsumerFacts => ({
      name: run.consumer.name,
      checkpoint: run.checkpoint,
      state: run.state,
      error: run.error,
      eventsApplied: run.eventsApplied,
    }));
    return consumerStatuses(this.eventStore, facts, this.now());
  }

  /**
   * Starts one consumer again from the start of the log, on a read of its own: `reset` (drop its read
   * model) runs once nothing of it is in progress, and its checkpoint is deleted. The others go on.
   * Resolves once it runs again (not once it has caught up: see waitFor).
   */
  async restart(name: string, reset: () => Promise<void>): Promise<void> {
    const run = this.get(name);
    run.abort.abort();
    const previous = run.feed;
    run.feed = null;
    await previous?.detach(run);
    this.cancelSaveLater(run);
    await run.saving.catch(() => undefined);
    // Only now: a write of the old feed that was in progress could have marked it live again.
    run.state = 'rebuilding';
    run.checkpoint = null;
    await reset();
    await this.options.checkpoints.delete(name);
    run.checkpoint = run.saved = null;
    run.eventsApplied = 0;
    run.unsaved = 0;
    run.error = null;
    run.retrying = null;
    run.attempts = 0;
    run.abort = new AbortController();
    const head = await this.eventStore.head();
    run.catchUpTarget = head?.position ?? null;
    this.markLiveIfCaughtUp(run);
    this.feed([run], 'start');
  }

  /** Stops every consumer after the event in progress (a retry wait is cut short) and saves checkpoints. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopSignal.abort();
    for (const run of this.runs.values()) run.abort.abort();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await Promise.all(
      [...this.runs.values()].map(async (run) => {
        await run.feed?.detach(run);
        run.feed = null;
        this.cancelSaveLater(run);
        if (run.state !== 'failed') run.state = 'stopped';
        // A write lost here only means handling a few events again at the next start (idempotent).
        await this.save(run).catch((error: unknown) => this.trouble(run, `checkpoint: ${describe(error)}`));
      }),
    );
    this.progress.emit('progress');
  }

  /**
   * One read of the log delivering each event to every run of `runs` that has not handled it: at once (no
   * promise) to those that ignore it, concurrently to those that handle it, the next event only once all
   * are done. A run that fails leaves the feed alone; the others go on. A read that ends with an error is
   * resumed (readFailed).
   */
  private feed(runs: Run[], from: bigint | 'start'): void {
    const members = new Set(runs);
    const inFlight = new Map<Run, Promise<void>>();
    const deliver = (event: RecordedEvent): Promise<void> | undefined => {
      let pending: Promise<void>[] | undefined;
      for (const run of runs) {
        if (!members.has(run) || (run.checkpoint !== null && event.position <= run.checkpoint)) continue;
        // An event arrived: the log is read again.
        if (run.retrying === 'subscription') this.recovered(run);
        const handled = this.deliver(run, event);
        if (handled === undefined) continue;
        const settled = handled.then(
          () => void inFlight.delete(run),
          (error: unknown) => {
            inFlight.delete(run);
            // Stopped or restarted while handling: the event is delivered again at the next start.
            if (run.abort.signal.aborted) return;
            if (members.delete(run)) this.fail(run, error);
            if (members.size === 0) void subscription?.stop();
          },
        );
        inFlight.set(run, settled);
        (pending ??= []).push(settled);
      }
      return pending && Promise.all(pending).then(() => undefined);
    };
    let subscription: Subscription | null = null;
    const feed: Feed = {
      ended: false,
      detach: async (run) => {
        members.delete(run);
        // A restart must not reset the read model under a write of this run still in progress.
        await inFlight.get(run);
        if (members.size === 0) await subscription?.stop();
      },
      idle: async () => void (await Promise.all(inFlight.values())),
    };
    for (const run of runs) run.feed = feed;
    const ended = (error: unknown) => {
      feed.ended = true;
      const left = [...members];
      members.clear();
      this.readFailed(left, feed, error);
    };
    try {
      subscription = this.eventStore.subscribeToAll({ from }, deliver);
    } catch (error) {
      ended(error);
      return;
    }
    const current = subscription;
    this.subscriptions.add(current);
    void current.done.then(
      () => this.subscriptions.delete(current),
      (error: unknown) => {
        this.subscriptions.delete(current);
        ended(error);
      },
    );
    if (runs.some((run) => run.retrying === 'subscription')) void this.confirmReading(runs, feed);
  }

  /**
   * The read of the log of `runs` failed: they fail if the table says so (a closed store), else each is
   * `reconnecting` and, after a wait, the log is read again from its checkpoint (the last position it
   * handled, so no event is skipped or repeated); runs at the same checkpoint share one read again.
   */
  private readFailed(runs: Run[], feed: Feed, error: unknown): void {
    if (this.stopping) return;
    if (troubleAction('subscription', error) === 'stop') {
      for (const run of runs) this.fail(run, error);
      return;
    }
    for (const run of runs) this.reconnecting(run, 'subscription', error, null);
    const attempt = Math.max(0, ...runs.map((run) => run.attempts - 1));
    void (async () => {
      await sleep(this.retryDelayMs(attempt), this.stopSignal.signal);
      await feed.idle();
      if (this.stopping) return;
      // Not those restarted or failed meanwhile (a restarted one has a read of its own already).
      const cohorts = new Map<string, Run[]>();
      for (const run of runs) {
        if (run.feed !== feed || run.state === 'failed') continue;
        const key = run.checkpoint?.toString() ?? 'start';
        cohorts.set(key, [...(cohorts.get(key) ?? []), run]);
      }
      for (const cohort of cohorts.values()) this.feed(cohort, cohort[0]!.checkpoint ?? 'start');
    })();
  }

  /**
   * After a read of the log was resumed: once the log answers (its head) and the read has not failed
   * again, its runs are no longer `reconnecting`, even if no event comes (a live consumer may wait long for
   * the next one). They are behind by what was appended meanwhile: catching up until they reach that head.
   */
  private async confirmReading(runs: Run[], feed: Feed): Promise<void> {
    const head = await this.eventStore.head().catch(() => undefined);
    if (head === undefined || feed.ended) return;
    for (const run of runs) {
      if (run.feed !== feed || run.retrying !== 'subscription') continue;
      run.catchUpTarget = head?.position ?? null;
      this.recovered(run);
    }
  }

  /**
   * One event to one run. An event it ignores only moves its checkpoint (no promise unless the checkpoint
   * is written); one it handles goes to the consumer, then moves the checkpoint.
   */
  private deliver(run: Run, event: RecordedEvent): Promise<void> | undefined {
    if (!run.types.has(event.type)) return this.advance(run, event.position, false);
    return this.handle(run, event);
  }

  /**
   * Handles one event; when its store failed (the table), the same event is handled again after a wait,
   * until it passes or the run is stopped or restarted (then the event is not passed: it is delivered again
   * at the next start). Handling twice is safe: projections write idempotently (applyChanges).
   */
  private async handle(run: Run, event: RecordedEvent): Promise<void> {
    for (;;) {
      try {
        await run.consumer.handle(event, run.abort.signal);
        break;
      } catch (error) {
        if (run.abort.signal.aborted || troubleAction('handler', error) === 'stop')
          throw new ConsumerEventError(event, error);
        await this.waitToRetry(run, 'handler', error, event);
        if (run.abort.signal.aborted) throw new ConsumerEventError(event, error);
      }
    }
    if (run.retrying === 'handler') this.recovered(run);
    run.eventsApplied += 1;
    await this.advance(run, event.position, true);
  }

  private advance(run: Run, position: bigint, handled: boolean): Promise<void> | undefined {
    run.checkpoint = position;
    run.unsaved += 1;
    this.markLiveIfCaughtUp(run);
    if (this.progress.listenerCount('progress') > 0) this.progress.emit('progress');
    if (this.policy.kind === 'batched')
      return run.state === 'live' || run.unsaved >= this.policy.every ? this.saveDurably(run) : undefined;
    if (handled) return this.saveDurably(run);
    this.saveLater(run, this.policy.passDelayMs);
    return undefined;
  }

  /** Writes the run's checkpoint; one write at a time, never an older position after a newer. */
  private save(run: Run): Promise<void> {
    const next = run.saving
      .catch(() => undefined)
      .then(async () => {
        const position = run.checkpoint;
        if (position === null || run.unsaved === 0 || (run.saved !== null && position <= run.saved)) return;
        run.unsaved = 0;
        await this.options.checkpoints.set(run.consumer.name, position).catch((error: unknown) => {
          run.unsaved += 1; // still to be written
          throw error;
        });
        run.saved = position;
        this.progress.emit('progress');
      });
    run.saving = next;
    return next;
  }

  /** The checkpoint is durable before the next event; a failed write is written again after a wait. */
  private async saveDurably(run: Run): Promise<void> {
    this.cancelSaveLater(run);
    for (;;) {
      try {
        await this.save(run);
        if (run.retrying === 'checkpoint') this.recovered(run);
        return;
      } catch (error) {
        if (run.abort.signal.aborted || troubleAction('checkpoint', error) === 'stop') throw error;
        await this.waitToRetry(run, 'checkpoint', error, null);
        if (run.abort.signal.aborted) throw error;
      }
    }
  }

  /** `reconnecting` with this error, then the wait before the next try (cut short by a stop or restart). */
  private async waitToRetry(
    run: Run,
    site: TroubleSite,
    error: unknown,
    event: RecordedEvent | null,
  ): Promise<void> {
    this.reconnecting(run, site, error, event);
    await sleep(this.retryDelayMs(run.attempts - 1), run.abort.signal);
  }

  /** Its store failed: state `reconnecting`, the last error in its status, one more attempt counted. */
  private reconnecting(run: Run, site: TroubleSite, error: unknown, event: RecordedEvent | null): void {
    run.state = 'reconnecting';
    run.retrying = site;
    run.attempts += 1;
    run.error = failureOf(error, event, this.now());
    const what = site === 'subscription' ? 'event store subscription' : site;
    this.trouble(run, `${what}: ${describe(error)}`);
    this.progress.emit('progress');
  }

  /** It reads (or writes) again: back to catching up or live, the error gone. */
  private recovered(run: Run): void {
    if (run.state !== 'reconnecting') return;
    run.retrying = null;
    run.attempts = 0;
    run.error = null;
    run.state = 'catching_up';
    this.markLiveIfCaughtUp(run);
    this.options.onRecovered?.(run.consumer.name);
    this.progress.emit('progress');
  }

  /** Events a reactor ignores: their position is written a little later, with their neighbours'. */
  private saveLater(run: Run, delayMs: number): void {
    if (run.saveTimer) return;
    run.saveTimer = setTimeout(() => {
      run.saveTimer = null;
      this.save(run).catch((error: unknown) =>
        this.trouble(run, `could not save its checkpoint (will retry): ${describe(error)}`),
      );
    }, delayMs);
    run.saveTimer.unref?.();
  }

  private cancelSaveLater(run: Run): void {
    if (run.saveTimer) clearTimeout(run.saveTimer);
    run.saveTimer = null;
  }

  private trouble(run: Run, message: string): void {
    this.options.onTrouble?.(run.consumer.name, message);
  }

  private fail(run: Run, error: unknown): void {
    run.feed = null;
    run.state = 'failed';
    run.retrying = null;
    const event = error instanceof ConsumerEventError ? error.event : null;
    run.error = failureOf(error, event, this.now());
    this.progress.emit('progress');
  }

  private get(name: string): Run {
    const run = this.runs.get(name);
    if (!run) throw new Error(`Unknown consumer ${name}`);
    return run;
  }

  private markLiveIfCaughtUp(run: Run): void {
    if (run.state !== 'starting' && run.state !== 'rebuilding' && run.state !== 'catching_up') return;
    const caughtUp =
      run.catchUpTarget === null || (run.checkpoint !== null && run.checkpoint >= run.catchUpTarget);
    run.state = caughtUp ? 'live' : 'catching_up';
  }

  /**
   * Issue 16 (blue/green switch): stops delivering to one consumer and writes its checkpoint; it reports
   * `rebuilding` (waiters keep waiting) until resume(). Nothing of it is in progress once this resolves.
   */
  async pause(name: string): Promise<void> {
    const run = this.get(name);
    run.abort.abort();
    const previous = run.feed;
    run.feed = null;
    await previous?.detach(run);
    this.cancelSaveLater(run);
    await run.saving.catch(() => undefined);
    if (run.state !== 'failed') await this.save(run).catch(() => undefined);
    run.state = 'rebuilding';
  }

  /**
   * Issue 16: start() leaves these consumers alone (state `catching_up`: waiters keep waiting) until
   * resume(); the runner catches them up in pages meanwhile.
   */
  hold(names: readonly string[]): void {
    for (const name of names) {
      this.get(name).state = 'catching_up';
      this.held.add(name);
    }
  }

  /**
   * Starts held or paused consumers again after `from` (the last position they must not handle again), or
   * each from its own checkpoint in the store when `from` is null; those at the same place share one read
   * of the log. A consumer that had failed starts again too (its model was just rebuilt, maybe by a fixed
   * handler).
   */
  async resume(names: readonly string[], from: bigint | null): Promise<void> {
    if (this.stopping) return;
    const head = (await this.eventStore.head())?.position ?? null;
    const cohorts = new Map<string, Run[]>();
    for (const name of names) {
      const run = this.get(name);
      this.held.delete(name);
      const position = from ?? (await this.options.checkpoints.get(name));
      run.checkpoint = run.saved = position;
      run.unsaved = 0;
      run.error = null;
      run.retrying = null;
      run.attempts = 0;
      if (from !== null) run.eventsApplied = 0; // a new model: its count starts with what rebuilt it
      run.abort = new AbortController();
      run.state = 'catching_up';
      run.catchUpTarget = head;
      this.markLiveIfCaughtUp(run);
      const key = position?.toString() ?? 'start';
      cohorts.set(key, [...(cohorts.get(key) ?? []), run]);
    }
    this.progress.emit('progress');
    for (const cohort of cohorts.values()) this.feed(cohort, cohort[0]!.checkpoint ?? 'start');
  }
}

/** What a status shows of an error: its message, and the event it happened on when there is one. */
function failureOf(error: unknown, event: RecordedEvent | null, at: Date): ConsumerFailure {
  return {
    message: describe(error),
    position: event?.position.toString() ?? null,
    event_type: event?.type ?? null,
    at: at.toISOString(),
  };
}

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
