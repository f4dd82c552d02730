import type { ReactorStatus } from '@chauffeur/contracts';
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

/** The schema of what GET /api/admin/projections shows of it lives in contracts. */
export type MailReactorStatus = ReactorStatus;

export interface MailReactor {
  readonly name: string;
  start(): Promise<void>;
  /** Stops after the event in progress (a retry wait is cut short) and saves the checkpoint. */
  stop(): Promise<void>;
  status(): MailReactorStatus;
}
