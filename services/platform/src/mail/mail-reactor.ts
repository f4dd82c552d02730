import type { RecordedEvent, Subscription } from '@chauffeur/eventstore';
import { DEFAULT_RETRY, backoffMs, sleep, type RetryPolicy } from './backoff';
import { UnmailableEvent, reactionsByType, type MailReaction } from './mail-reaction';
import { PermanentMailError, type MailMessage } from './mailer';
import type { MailReactor, MailReactorOptions, MailReactorStatus, ReactorLogger } from './mail-reactor-types';

export type { MailReactor, MailReactorOptions, MailReactorStatus, ReactorLogger };

export const DEFAULT_MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60_000;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const consoleLogger: ReactorLogger = {
  info: (message) => console.log(`[mail] ${message}`),
  warn: (message) => console.warn(`[mail] ${message}`),
  error: (message) => console.error(`[mail] ${message}`),
};

/**
 * Sends the e-mails the modules' reactions ask for: follows the whole log from its own durable checkpoint, and for each mail event
 * sends its messages, then saves the event's position. A failing send is retried with backoff, without
 * moving past the event, so nothing is lost and the order is kept. See docs/decisions.md for what a crash
 * between sending and saving does (outbox: nothing; SMTP: one possible duplicate).
 */
export function createMailReactor(options: MailReactorOptions): MailReactor {
  return new MailReactorRunner(options);
}

class MailReactorRunner implements MailReactor {
  readonly name: string;
  private readonly logger: ReactorLogger;
  private readonly retry: RetryPolicy;
  private readonly maxEventAgeMs: number;
  private readonly checkpointDelayMs: number;
  private readonly now: () => number;
  private loop: Promise<void> | null = null;
  private subscription: Subscription | null = null;
  private abort = new AbortController();
  private stopping = false;
  /** Last position whose mails are sent (or that had none); `saved` is the last one made durable. */
  private handled: bigint | null = null;
  private saved: bigint | null = null;
  private saving: Promise<void> = Promise.resolve();
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private subscriptionFailures = 0;
  private counts = { sent: 0, skipped: 0, undeliverable: 0 };
  private failing: MailReactorStatus['failing'] | null = null;
  private reportedOldSkip = false;
  private readonly reactions: ReadonlyMap<string, MailReaction>;

  constructor(private readonly options: MailReactorOptions) {
    this.reactions = reactionsByType(options.reactions);
    this.name = options.name ?? 'mail';
    this.logger = options.logger ?? consoleLogger;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.maxEventAgeMs = options.maxEventAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS;
    this.checkpointDelayMs = options.checkpointDelayMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {
    if (this.loop) return;
    this.stopping = false;
    this.abort = new AbortController();
    this.reportedOldSkip = false;
    this.handled = this.saved = await this.options.checkpoints.get(this.name);
    const from = this.handled === null ? 'the start of the log' : `position ${this.handled}`;
    this.logger.info(
      `${this.name} reactor (${this.options.mailer.kind ?? 'mailer'}) follows the log after ${from}`,
    );
    this.loop = this.follow();
  }

  async stop(): Promise<void> {
    if (!this.loop) return;
    this.stopping = true;
    this.abort.abort();
    await this.subscription?.stop();
    await this.loop;
    this.loop = null;
    this.subscription = null;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (this.handled !== null)
      await this.persist(this.handled).catch((error: unknown) => this.saveFailed(error));
  }

  status(): MailReactorStatus {
    return {
      name: this.name,
      state: !this.loop ? 'stopped' : this.failing ? 'retrying' : 'running',
      checkpoint: this.handled?.toString() ?? null,
      ...this.counts,
      ...(this.failing ? { failing: { ...this.failing } } : {}),
    };
  }

  /** One subscription at a time; when it breaks (store unreachable), a new one after a backoff wait. */
  private async follow(): Promise<void> {
    while (!this.stopping) {
      try {
        const subscription = this.options.eventStore.subscribeToAll(
          { from: this.handled ?? 'start' },
          (event) => this.handle(event),
        );
        this.subscription = subscription;
        await subscription.done;
        if (!this.stopping) this.logger.warn(`${this.name} reactor: the event store was closed`);
        return;
      } catch (error) {
        if (this.stopping) return;
        this.noteFailure(`event store subscription: ${describe(error)}`);
        await sleep(backoffMs(this.subscriptionFailures++, this.retry), this.abort.signal);
      }
    }
  }

  private async handle(event: RecordedEvent): Promise<void> {
    if (this.stopping) return;
    const reaction = this.reactions.get(event.type);
    if (!reaction) return this.pass(event.position);
    if (this.now() - event.recordedAt.getTime() > this.maxEventAgeMs) return this.skipOld(event);
    const delivered = new Set<string>();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const messages = await reaction.mails(event, this.options.eventStore);
        for (const message of messages.filter((m) => !delivered.has(m.id))) {
          await this.deliver(message);
          delivered.add(message.id);
        }
        await this.persist(event.position);
        this.handled = event.position;
        this.recovered();
        return;
      } catch (error) {
        if (error instanceof UnmailableEvent) {
          this.logger.warn(`${this.name} reactor skips ${event.type} ${event.id}: ${error.message}`);
          this.counts.skipped += 1;
          return this.pass(event.position);
        }
        if (this.stopping) return;
        this.noteFailure(`${event.type} ${event.id}: ${describe(error)}`);
        await sleep(backoffMs(attempt, this.retry), this.abort.signal);
        if (this.stopping) return;
      }
    }
  }

  private async deliver(message: MailMessage): Promise<void> {
    try {
      await this.options.mailer.send(message);
      this.counts.sent += 1;
    } catch (error) {
      if (!(error instanceof PermanentMailError)) throw error;
      this.counts.undeliverable += 1;
      this.logger.error(`${error.message}${error.keptAt ? ` (kept in ${error.keptAt})` : ''}`);
    }
  }

  private skipOld(event: RecordedEvent): void {
    this.counts.skipped += 1;
    if (!this.reportedOldSkip) {
      this.reportedOldSkip = true;
      const days = Math.round(this.maxEventAgeMs / 86_400_000);
      this.logger.info(
        `${this.name} reactor sends nothing for events older than ${days} days (first: ${event.id})`,
      );
    }
    this.pass(event.position);
  }

  /** An event without mail: its position is saved a little later, with those of its neighbours. */
  private pass(position: bigint): void {
    this.handled = position;
    this.subscriptionFailures = 0;
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      if (this.handled !== null) this.persist(this.handled).catch((error: unknown) => this.saveFailed(error));
    }, this.checkpointDelayMs);
    this.saveTimer.unref?.();
  }

  /** Saves one position at a time and never an older one after a newer. */
  private persist(position: bigint): Promise<void> {
    const next = this.saving
      .catch(() => undefined)
      .then(async () => {
        if (this.saved !== null && position <= this.saved) return;
        await this.options.checkpoints.set(this.name, position);
        this.saved = position;
      });
    this.saving = next;
    return next;
  }

  private saveFailed(error: unknown): void {
    this.logger.warn(`${this.name} reactor could not save its checkpoint (will retry): ${describe(error)}`);
  }

  private noteFailure(message: string): void {
    if (!this.failing) {
      this.failing = { message, since: new Date(this.now()).toISOString(), attempts: 1 };
      this.logger.warn(`${this.name} reactor: ${message}; retrying with backoff`);
      return;
    }
    if (this.failing.message !== message)
      this.logger.warn(`${this.name} reactor: ${message}; still retrying`);
    this.failing = { ...this.failing, message, attempts: this.failing.attempts + 1 };
  }

  private recovered(): void {
    this.subscriptionFailures = 0;
    if (!this.failing) return;
    this.logger.info(`${this.name} reactor works again after ${this.failing.attempts} failed attempts`);
    this.failing = null;
  }
}
