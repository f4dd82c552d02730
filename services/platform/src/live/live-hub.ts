import type { LiveChange } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent, Subscription } from '@chauffeur/eventstore';
import { liveTargets, type DeclaredReadModel, type LiveTarget } from './live-models';

/** What the hub needs of the read side: the projections it knows, and read-your-writes waits. */
export interface LiveReadSide {
  readonly projections: readonly DeclaredReadModel[];
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean>;
}

const WAIT_FOR_READ_MODELS_MS = 2000;

/**
 * One subscription to the log for every open admin live stream: from the head at the first listener on, each
 * event some projection handles is announced, with the names of those read models, once they have applied
 * it, so a refetch sees it.
 */
export class LiveHub {
  private readonly listeners = new Set<(change: LiveChange) => void>();
  private readonly targets: ReadonlyMap<string, LiveTarget>;
  private subscription: Subscription | null = null;
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
    await (this.starting ??= this.start());
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    this.starting = null;
  }

  private async start(): Promise<void> {
    const head = await this.eventStore.head();
    const subscription = this.eventStore.subscribeToAll({ from: head?.position ?? 'start' }, (event) =>
      this.announce(event),
    );
    this.subscription = subscription;
    // A broken subscription (store closed) is started again by the next listener.
    subscription.done
      .catch(() => undefined)
      .finally(() => {
        if (this.subscription === subscription) {
          this.subscription = null;
          this.starting = null;
        }
      });
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
