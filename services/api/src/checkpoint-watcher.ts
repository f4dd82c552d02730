import type { CheckpointFeed, ReadStore } from '@chauffeur/projections';

/** How a replica learns that the projector moved a checkpoint. */
export type WatchMode = 'change-stream' | 'polling';

export interface CheckpointWatcherOptions {
  /** Without a feed (standalone MongoDB): how often the checkpoints are read while someone waits. */
  fallbackPollMs?: number;
  /** With a feed: a slow read while someone waits, in case a move was not told (belt and braces). */
  safetyPollMs?: number;
  /** After a feed is lost: when to try opening it again (a replica set may come back as one). */
  reopenFeedMs?: number;
  /** Told when the mode changes, in words for the operator's log. */
  onModeChange?: (mode: WatchMode, reason: string) => void;
}

interface Waiter {
  names: readonly string[];
  position: bigint;
  settle(reached: boolean | Error): void;
}

/**
 * Read-your-writes on an API replica (no projectors here: the projector process writes the checkpoints
 * into the shared read store). One watcher per process serves every waiting request: it follows the
 * checkpoints through the store's feed (MongoDB: a change stream, replica set only) and resolves each
 * waiter whose position is reached, without reading the store per request. Reads happen only when a
 * waiter arrives and nothing is known yet, or no feed runs (then every `fallbackPollMs`, 1 s, shared by
 * all waiters; the old loop read every 25 ms per waiting request), coalesced: N requests waiting at
 * once cost the same reads as one.
 */
export class CheckpointWatcher {
  /** The latest checkpoints told by the feed or read (null: none stored). */
  private readonly known = new Map<string, bigint | null>();
  private readonly waiters = new Set<Waiter>();
  private feed: CheckpointFeed | null = null;
  /** The feed told it runs: every move since is told. */
  private feedOpen = false;
  /** Whether `known` follows the store (the feed runs and `known` was read since it opened). */
  private following = false;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private reopenTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private currentMode: WatchMode = 'polling';
  private lastReason = '';
  private readonly fallbackPollMs: number;
  private readonly safetyPollMs: number;
  private readonly reopenFeedMs: number;

  constructor(
    private readonly store: Pick<ReadStore, 'checkpoints' | 'watchCheckpoints'>,
    private readonly names: readonly string[],
    private readonly options: CheckpointWatcherOptions = {},
  ) {
    this.fallbackPollMs = options.fallbackPollMs ?? 1_000;
    this.safetyPollMs = options.safetyPollMs ?? 5_000;
    this.reopenFeedMs = options.reopenFeedMs ?? 30_000;
  }

  /** 'change-stream' while the store's feed runs; 'polling' without one (shown on the health check). */
  get mode(): WatchMode {
    return this.currentMode;
  }

  /** Opens the feed (if the store has one). Waiting works before too, by reading. */
  start(): void {
    if (this.closed || this.feed || !this.store.watchCheckpoints) return;
    this.following = false;
    const feed: CheckpointFeed = this.store.watchCheckpoints({
      opened: () => {
        if (this.feed !== feed) return;
        this.feedOpen = true;
        this.setMode('change-stream', 'following the checkpoints by change stream');
        // What was stored before the feed ran: read once; from then on the feed tells every move.
        this.requestRead();
      },
      changed: (name, position) => {
        if (this.feed !== feed) return;
        this.known.set(name, position);
        this.settleReached();
      },
      lost: (error) => {
        if (this.feed === feed) this.feedLost(error);
      },
    });
    this.feed = feed;
  }

  /** True once every named checkpoint is at `position` or beyond; false after `timeoutMs`. */
  waitFor(position: bigint, names: readonly string[], timeoutMs: number): Promise<boolean> {
    if (this.following && this.reached(names, position)) return Promise.resolve(true);
    return new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      const waiter: Waiter = {
        names,
        position,
        settle: (outcome) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      this.waiters.add(waiter);
      // Not followed (no feed): what is known may be old, so read; coalesced with every other waiter.
      if (!this.following) this.requestRead();
      this.schedulePoll();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    for (const waiter of this.waiters) waiter.settle(false);
    const feed = this.feed;
    this.feed = null;
    await feed?.close();
  }

  private reached(names: readonly string[], position: bigint): boolean {
    return names.every((name) => {
      const checkpoint = this.known.get(name);
      return checkpoint !== undefined && checkpoint !== null && checkpoint >= position;
    });
  }

  private settleReached(): void {
    for (const waiter of this.waiters) if (this.reached(waiter.names, waiter.position)) waiter.settle(true);
  }

  /** One read at a time; a request during a read runs one more after it (for the waiters it did not see). */
  private requestRead(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readAll().finally(() => {
      this.reading = null;
      if (this.readAgain && !this.closed) {
        this.readAgain = false;
        this.requestRead();
      }
    });
  }

  private async readAll(): Promise<void> {
    // Followed from the end of this read if the feed ran before it began: no move falls in between.
    const feedAtStart = this.feedOpen ? this.feed : null;
    try {
      const checkpoints = await Promise.all(this.names.map((name) => this.store.checkpoints.get(name)));
      this.names.forEach((name, i) => this.known.set(name, checkpoints[i] ?? null));
      if (feedAtStart && this.feed === feedAtStart) this.following = true;
      this.settleReached();
    } catch (error) {
      // The store cannot be reached: the waiting requests answer as the store's reads do (503).
      for (const waiter of this.waiters)
        waiter.settle(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** While someone waits: a read every fallbackPollMs without a feed, every safetyPollMs with one. */
  private schedulePoll(): void {
    if (this.pollTimer || this.closed || this.waiters.size === 0) return;
    const every = this.following ? this.safetyPollMs : this.fallbackPollMs;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      if (this.waiters.size === 0) return;
      this.requestRead();
      this.schedulePoll();
    }, every);
    this.pollTimer.unref();
  }

  private feedLost(error: unknown): void {
    this.feed = null;
    this.feedOpen = false;
    this.following = false;
    if (this.closed) return;
    const why = error instanceof Error ? error.message : String(error);
    this.setMode(
      'polling',
      `no change stream (${why}): reading the checkpoints every ${this.fallbackPollMs} ms`,
    );
    // The waiters' poll was on the slow timer: bring it to the fallback's pace.
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    if (this.waiters.size > 0) this.requestRead();
    this.schedulePoll();
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      this.start();
    }, this.reopenFeedMs);
    this.reopenTimer.unref();
  }

  private setMode(mode: WatchMode, reason: string): void {
    const changed = mode !== this.currentMode || reason !== this.lastReason;
    this.currentMode = mode;
    this.lastReason = reason;
    if (changed) this.options.onModeChange?.(mode, reason);
  }
}
