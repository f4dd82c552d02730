import type { LiveChange } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { ConsumerRuntime, memoryCheckpoints } from '@chauffeur/projections';
import { liveTargets, type DeclaredReadModel, type LiveTarget } from './live-models';

/** What the hub needs of the read side: the projections it knows, and read-your-writes waits. */
export interface LiveReadSide {
  readonly projections: readonly DeclaredReadModel[];
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean>;
}

const WAIT_FOR_READ_MODELS_MS = 2000;
const CONSUMER = 'live';

/**
 * One log consumer for every open admin live stream, on the platform's runtime: from the head at the first
 * listener on, each event some projection handles is announced, with the names of those read models, once
 * they have applied it, so a refetch sees it. Its checkpoint lives in memory: a restart starts at the head.
 * A store failure does not lose changes: the runtime resumes the read from the last event announced.
 */
export class LiveHub {
  private readonly listeners = new Set<(change: LiveChange) => void>();
  private readonly targets: ReadonlyMap<string, LiveTarget>;
  private runtime: ConsumerRuntime | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readSide: LiveReadSide,
  ) {
    this.targets = liveTargets(readSide.projections);
  }

  /** The read models an event of this type changes (none: no screen refetches). */
  modelsOf(type: string): string[] {
    return this.targets.get(type)?.models ?? [];
  }

  async listen(listener: (change: LiveChange) => void): Promise<() => void> {
    this.listeners.add(listener);
    // A broken read of the log (store closed) is started again by the next listener; a read that fails
    // otherwise (the store restarting) is resumed by the runtime itself, with growing waits.
    if (this.runtime?.peek(CONSUMER).state === 'failed') this.starting = null;
    const starting = (this.starting ??= this.start());
    try {
      await starting;
    } catch (error) {
      // The log could not be reached to find its head: the next listener tries again.
      this.listeners.delete(listener);
      if (this.starting === starting) this.starting = null;
      throw error;
    }
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    const runtime = this.runtime;
    this.runtime = null;
    this.starting = null;
    await runtime?.stop();
  }

  private async start(): Promise<void> {
    await this.runtime?.stop();
    const runtime = new ConsumerRuntime(
      this.eventStore,
      [{ name: CONSUMER, eventTypes: [...this.targets.keys()], handle: (event) => this.announce(event) }],
      { checkpoints: memoryCheckpoints(), startAt: 'head' },
    );
    this.runtime = runtime;
    await runtime.start();
  }

  private async announce(event: RecordedEvent): Promise<void> {
    const target = this.targets.get(event.type);
    if (!target || this.listeners.size === 0) return;
    await this.readSide
      .waitFor(event.position, { names: target.projections, timeoutMs: WAIT_FOR_READ_MODELS_MS })
      .catch(() => false);
    const change: LiveChange = { models: [...target.models], position: event.position.toString() };
    for (const listener of this.listeners) listener(change);
  }
}
