import type { LiveChange } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { ConsumerRuntime, isStoreFailure, memoryCheckpoints } from '@chauffeur/projections';
import { liveTargets, type DeclaredReadModel, type LiveTarget } from './live-models';

/** What the hub needs of the read side: the projections it knows, and read-your-writes waits. */
export interface LiveReadSide {
  readonly projections: readonly DeclaredReadModel[];
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean>;
}

/**
 * Whom an event concerns, as keys a scoped listener may hear (e.g. `chauffeur:<id>`): the driver's page
 * hears only of its own rides (decision 236). Asked once per event, and only while a scoped listener is on.
 */
export type LiveAudience = (event: RecordedEvent) => Promise<readonly string[]>;

/** A listener limited to some events: told the audience of each, it says whether it hears of it. */
export interface LiveScope {
  hears(keys: readonly string[]): Promise<boolean>;
}

interface Listener {
  send: (change: LiveChange) => void;
  scope?: LiveScope;
}

const WAIT_FOR_READ_MODELS_MS = 2000;
const CONSUMER = 'live';
const NO_AUDIENCE: LiveAudience = async () => [];

/**
 * One log consumer for every open admin live stream, on the platform's runtime: from the head at the first
 * listener on, each event some projection handles is announced, with the names of those read models, once
 * they have applied it, so a refetch sees it. Its checkpoint lives in memory: a restart starts at the head.
 * A store failure does not lose changes: the runtime resumes the read from the last event announced.
 * A listener may be scoped (the driver's page): it hears only of the events whose audience it is in.
 */
export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private readonly targets: ReadonlyMap<string, LiveTarget>;
  private runtime: ConsumerRuntime | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readSide: LiveReadSide,
    private readonly audienceOf: LiveAudience = NO_AUDIENCE,
  ) {
    this.targets = liveTargets(readSide.projections);
  }

  /** The read models an event of this type changes (none: no screen refetches). */
  modelsOf(type: string): string[] {
    return this.targets.get(type)?.models ?? [];
  }

  /** Every announced change to `send`, or with a `scope` only those of events it hears of. */
  async listen(send: (change: LiveChange) => void, scope?: LiveScope): Promise<() => void> {
    const listener: Listener = scope ? { send, scope } : { send };
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
    const listeners = [...this.listeners];
    // The audience before anyone is told: a store failure here retries the event, not half of it.
    const keys = listeners.some((listener) => listener.scope) ? await this.audience(event) : [];
    for (const { send, scope } of listeners)
      if (!scope || (await scope.hears(keys).catch(() => false))) send(change);
  }

  /**
   * An outage of either store (the driver's audience reads the log and the bookings read model) is retried
   * by the runtime, by the consumers' one failure table; any other failure tells no scoped listener (never
   * too many).
   */
  private async audience(event: RecordedEvent): Promise<readonly string[]> {
    try {
      return await this.audienceOf(event);
    } catch (error) {
      if (isStoreFailure(error)) throw error;
      return [];
    }
  }
}
