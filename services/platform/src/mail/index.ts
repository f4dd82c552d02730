/** E-mail: the mailer port and its adapters, the house style of templates, and the reactor that sends them. */
export { PermanentMailError, type MailMessage, type Mailer } from './mailer';
export { OutboxMailer } from './outbox-mailer';
export { SmtpMailer } from './smtp-mailer';
export { createMailer, outboxDir, type MailerConfig } from './create-mailer';
export {
  FileReactorCheckpoints,
  ReadStoreReactorCheckpoints,
  createReactorCheckpoints,
  type ReactorCheckpointStore,
} from './reactor-checkpoints';
export {
  createMailReactor,
  DEFAULT_MAX_EVENT_AGE_MS,
  type MailReactor,
  type MailReactorOptions,
  type MailReactorStatus,
  type ReactorLogger,
} from './mail-reactor';
