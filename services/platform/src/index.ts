/** Public entry of the platform: other modules import only from here (lint enforces it). */
export { handleCommand, loadedStream } from './commands/command-handler';
export type { CommandContext, CommandOutcome, LoadedStream } from './commands/command-handler';
export { IDEMPOTENCY_KEY, createOnce, idFromIdempotencyKey } from './commands/idempotency';
export { loadState } from './commands/load-state';
export { fold } from './domain/decider';
export type { Decider } from './domain/decider';
export { DomainError, conflict, invalid, notFound } from './domain/errors';
export type { FieldErrorLike } from './domain/errors';
export { sameData } from './domain/same-data';
export { AttemptThrottle } from './http/attempt-throttle';
export { authenticate, registerAuth, requireAdmin, requireUser } from './http/auth';
export { registerCacheControl } from './http/cache-control';
export { registerErrorHandler } from './http/error-handler';
export { etagOf, expectedRevisionOf } from './http/expected-revision';
export { registerJsonBodyParser } from './http/json-body';
export { registerOpenApi } from './http/openapi';
export { pageLanguage } from './http/page-language';
export { HttpProblem, problemBody, sendProblem } from './http/problem';
export { registerPublicRateLimit } from './http/public-rate-limit';
export { tooManyAttempts } from './http/rate-limit';
export { afterQuerySchema, awaitPosition } from './http/read-after';
export { requestIdFor } from './http/request-context';
export { LiveHub, topicsOf } from './live/live-hub';
export { createMailer } from './mail/create-mailer';
export type { MailReactorStatus } from './mail/mail-reactor-types';
export { createMailReactor } from './mail/mail-reactor';
export type { MailMessage } from './mail/mailer';
export { FileReactorCheckpoints, createReactorCheckpoints } from './mail/reactor-checkpoints';
export { signUpAttemptMail } from './mail/templates/account-mails';
export { BRAND } from './mail/templates/brand';
export { newBookingCompanyMail } from './mail/templates/company-mail';
export {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingReceivedMail,
} from './mail/templates/customer-mails';
export type { RenderedMail } from './mail/templates/customer-mails';
export { eventually } from './mail/testing';
export type { FeatureModule, PlatformDeps, ReadAfter } from './module';
