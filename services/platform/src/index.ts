/** Public entry of the platform: other modules import only from here (lint enforces it). */
export { handleCommand, loadedStream } from './commands/command-handler';
export type { CommandContext, CommandOutcome, LoadedStream } from './commands/command-handler';
export { commandResult, type ReadModelsOf } from './commands/command-result';
export {
  IDEMPOTENCY_KEY,
  createOnce,
  idFromIdempotencyKey,
  keyUsedForAnotherRequest,
} from './commands/idempotency';
export { loadState } from './commands/load-state';
export {
  ABANDONED_CLAIM_MS,
  abandonedHolder,
  claimOldEnough,
  claimOverAbandoned,
  type ClaimHolding,
} from './commands/abandoned-claim';
export { fold } from './domain/decider';
export type { Decider } from './domain/decider';
export { DomainError, codedField, conflict, invalid, notFound, refusal, unauthorized } from './domain/errors';
export type { FieldErrorLike } from './domain/errors';
export { sameData } from './domain/same-data';
export {
  SIGN_IN_AGAIN,
  authenticate,
  requireAdmin,
  requirePermission,
  NOT_ALLOWED,
  requireUser,
  identifyUser,
  type AccessIdentity,
  type AuthGuard,
} from './http/auth';
export { registerCacheControl } from './http/cache-control';
export { clientAddressKey } from './http/client-address';
export { registerErrorHandler } from './http/error-handler';
export { etagOf, expectedRevisionOf } from './http/expected-revision';
export { sendJsonPage } from './http/json-text';
export { registerJsonBodyParser } from './http/json-body';
export { registerOpenApi } from './http/openapi';
export { pageLanguage } from './http/page-language';
export { HttpProblem, problemBody, sendProblem } from './http/problem';
export { decide, registerPublicRateLimit } from './http/public-rate-limit';
export { rateCounterFor, RATE_LIMITS_COLLECTION } from './http/rate-counter';
export { tooManyAttempts } from './http/rate-limit';
export { afterQuerySchema, awaitPosition } from './http/read-after';
export { requestIdFor } from './http/request-context';
export { LiveHub, type LiveAudience, type LiveReadSide, type LiveScope } from './live/live-hub';
export { liveTargets, readModelsOf, type DeclaredReadModel } from './live/live-models';
export { createMailer } from './mail/create-mailer';
export type { MailReactorStatus } from './mail/mail-reactor-types';
export { createMailReactor, type MailReactor, type MailReactorOptions } from './mail/mail-reactor';
export { PermanentMailError, type MailAttachment, type MailMessage, type Mailer } from './mail/mailer';
export { calendarFile, type CalendarEvent } from './calendar/calendar-file';
export { calendarAttachment } from './mail/calendar-attachment';
export { OutboxMailer, emlFileName } from './mail/outbox-mailer';
export {
  FileReactorCheckpoints,
  createReactorCheckpoints,
  type ReactorCheckpointStore,
} from './mail/reactor-checkpoints';
export { UnmailableEvent, type MailReaction } from './mail/mail-reaction';
export {
  BRAND,
  SafeHtml,
  fillHtml,
  formatDateTime,
  formatKm,
  formatMoney,
  html,
  labelled,
  layout,
  link,
  note,
  paragraph,
  row,
  table,
  urlLink,
  type RenderedMail,
} from './mail/templates/index';
export { eventually, plainSpaces, sampleBooking } from './mail/testing';
export type { FeatureModule, PlatformDeps, ReadAfter } from './module';
export { streamHistory } from './history/stream-history';
export { streamKindOf, streamKinds, type StreamKind } from './history/stream-kind';
