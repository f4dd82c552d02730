import type { EventStore } from '@chauffeur/eventstore';
import type { RetryPolicy } from './backoff';
import type { MailReaction } from './mail-reaction';
import type { Mailer } from './mailer';
import type { ReactorCheckpointStore } from './reactor-checkpoints';

/** Pino's logger and `console` both fit. */
export interface ReactorLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface MailReactorOptions {
  eventStore: EventStore;
  mailer: Mailer;
  checkpoints: ReactorCheckpointStore;
  /** Every module's reactions (event type → e-mails), from the composition root. */
  reactions: readonly MailReaction[];
  logger?: ReactorLogger;
  /** Name of the checkpoint; default `mail`. */
  name?: string;
  /** Events recorded longer ago than this send nothing (default 7 days): see docs/decisions.md. */
  maxEventAgeMs?: number;
  retry?: RetryPolicy;
  /** How long the position of an event without mail may wait before it is saved (default 1 s). */
  checkpointDelayMs?: number;
  now?: () => number;
}

export interface MailReactorStatus {
  name: string;
  state: 'stopped' | 'running' | 'retrying';
  /** Last global position fully handled (its mails sent), decimal; null before the first one. */
  checkpoint: string | null;
  /** Messages handed to the mailer since start (an outbox file that already existed counts too). */
  sent: number;
  /** Mail events sent nothing: older than the cut-off, or malformed. */
  skipped: number;
  /** Messages the SMTP server refused for good (kept in outbox/undeliverable). */
  undeliverable: number;
  /** Set while a send (or a checkpoint save) keeps failing and is being retried. */
  failing?: { message: string; since: string; attempts: number };
}

export interface MailReactor {
  readonly name: string;
  start(): Promise<void>;
  /** Stops after the event in progress (a retry wait is cut short) and saves the checkpoint. */
  stop(): Promise<void>;
  status(): MailReactorStatus;
}
