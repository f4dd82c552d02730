import type { RecordedEvent } from '@chauffeur/eventstore';
import { ConsumerRuntime, type ConsumerCheckpoints, type LogConsumer } from '@chauffeur/projections';
import { DEFAULT_RETRY, backoffMs, sleep, type RetryPolicy } from './backoff';
import { UnmailableEvent, reactionsByType, type MailReaction } from './mail-reaction';
import { PermanentMailError, type MailMessage } from './mailer';
import type { MailReactor, MailReactorOptions, MailReactorStatus, ReactorLogger } from './mail-reactor-types';
import type { ReactorCheckpointStore } from './reactor-checkpoints';

export type { MailReactor, MailReactorOptions, MailReactorStatus, ReactorLogger };

export const DEFAULT_MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60_000;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const consoleLogger: ReactorLogger = {
  info: (message) => console.log(`[mail] ${message}`),
  warn: (message) => console.warn(`[mail] ${message}`),
  error: (message) => console.error(`[mail] ${message}`),
};

/**
 * Sends the e-mails the modules' reactions ask for. A log consumer on the platform's runtime: it follows
 * the whole log from its own durable checkpoint and, for each mail event, sends its messages; the runtime
 * then makes the event's position durable before the next event (policy `each-handled`). A failing send is
 * retried here with backoff (a failing store, by the runtime), without moving past the event, so nothing is lost and the order is kept. See
 * docs/decisions.md for what a crash between sending and saving does (outbox: nothing; SMTP: one possible
 * duplicate).
 */
export function createMailReactor(options: MailReactorOptions): MailReactor {
  return new MailReactorRunner(options);
}

class MailReactorRunner implements MailReactor {
  readonly name: string;
  private readonly logger: ReactorLogger;
  private readonly retry: RetryPolicy;
  private readonly maxEventAgeMs: number;
  private readonly now: () => number;
  private readonly reactions: ReadonlyMap<string, MailReaction>;
  private readonly runtime: ConsumerRuntime;
  private running = false;
  private counts = { sent: 0, skipped: 0, undeliverable: 0 };
  private failing: MailReactorStatus['failing'] | null = null;
  private reportedOldSkip = false;

  constructor(private readonly options: MailReactorOptions) {
    this.name = options.name ?? 'mail';
    this.logger = options.logger ?? consoleLogger;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.maxEventAgeMs = options.maxEventAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS;
    this.now = options.now ?? Date.now;
    this.reactions = reactionsByType(options.reactions);
    const consumer: LogConsumer = {
      name: this.name,
      eventTypes: [...this.reactions.keys()],
      handle: (event, signal) => this.handle(event, signal),
    };
    this.runtime = new ConsumerRuntime(options.eventStore, [consumer], {
      checkpoints: reactorCheckpoints(options.checkpoints),
      policy: { kind: 'each-handled', passDelayMs: options.checkpointDelayMs ?? 1_000 },
      // Its stores (the log, the checkpoints) are retried like every consumer's (100 ms doubling to 30 s):
      // `retry` paces the mail server only, so a store back after a long outage is used again at once.
      onTrouble: (_, message) => this.noteFailure(message),
      onRecovered: () => this.recovered(),
    });
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.reportedOldSkip = false;
    await this.runtime.start();
    const at = this.runtime.peek(this.name).checkpoint;
    const from = at === null ? 'the start of the log' : `position ${at}`;
    this.logger.info(
      `${this.name} reactor (${this.options.mailer.kind ?? 'mailer'}) follows the log after ${from}`,
    );
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    await this.runtime.stop();
    this.running = false;
  }

  status(): MailReactorStatus {
    return {
      name: this.name,
      state: !this.running ? 'stopped' : this.failing ? 'retrying' : 'running',
      checkpoint: this.runtime.peek(this.name).checkpoint?.toString() ?? null,
      ...this.counts,
      ...(this.failing ? { failing: { ...this.failing } } : {}),
    };
  }

  /** One mail event: its messages, each sent once; retried until sent or the reactor stops. */
  private async handle(event: RecordedEvent, signal: AbortSignal): Promise<void> {
    if (this.now() - event.recordedAt.getTime() > this.maxEventAgeMs) return this.skipOld(event);
    const reaction = this.reactions.get(event.type)!;
    const delivered = new Set<string>();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const messages = await reaction.mails(event, this.options.eventStore);
        for (const message of messages.filter((m) => !delivered.has(m.id))) {
          await this.deliver(message);
          delivered.add(message.id);
        }
        this.recovered();
        return;
      } catch (error) {
        if (error instanceof UnmailableEvent) {
          this.logger.warn(`${this.name} reactor skips ${event.type} ${event.id}: ${error.message}`);
          this.counts.skipped += 1;
          return;
        }
        // Stopping: the runtime does not move past this event; the next start sends what is left.
        if (signal.aborted) throw error;
        this.noteFailure(`${event.type} ${event.id}: ${describe(error)}`);
        await sleep(backoffMs(attempt, this.retry), signal);
        if (signal.aborted) throw error;
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
    if (this.reportedOldSkip) return;
    this.reportedOldSkip = true;
    const days = Math.round(this.maxEventAgeMs / 86_400_000);
    this.logger.info(
      `${this.name} reactor sends nothing for events older than ${days} days (first: ${event.id})`,
    );
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
    if (!this.failing) return;
    this.logger.info(`${this.name} reactor works again after ${this.failing.attempts} failed attempts`);
    this.failing = null;
  }
}

/** A reactor's checkpoint is never deleted: losing it would send the mail of the whole log again. */
function reactorCheckpoints(store: ReactorCheckpointStore): ConsumerCheckpoints {
  return {
    get: (name) => store.get(name),
    set: (name, position) => store.set(name, position),
    delete: async (name) => {
      throw new Error(`The checkpoint of reactor ${name} is never deleted`);
    },
  };
}
