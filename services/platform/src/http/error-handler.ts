import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { EventStoreUnavailable, WrongExpectedVersion } from '@chauffeur/eventstore';
import { ReadStoreUnavailable } from '@chauffeur/projections';
import { DomainError } from '../domain/errors';
import { problemText, type CodedProblem, type FieldError, type Problem } from '@chauffeur/contracts';
import { HttpProblem, problemBody, sendProblem, type ProblemExtra } from './problem';

/**
 * The one mapping from domain errors to HTTP (domain/errors.ts says what each kind means). An `invalid`
 * request that names its failing fields is a 400, like one failing its schema (the client corrects those
 * fields); one refused as a whole (a step taken too early) is a 422.
 */
const DOMAIN_STATUS = {
  not_found: 404,
  conflict: 409,
  invalid: 422,
  unavailable: 503,
  unauthorized: 401,
} as const;

function domainProblem(error: DomainError, instance: string): Problem {
  const { fields, title, coded } = error.details;
  const status = error.kind === 'invalid' && fields ? 400 : DOMAIN_STATUS[error.kind];
  return problemBody(status, error.message, { errors: fields, title, coded }, instance);
}

/**
 * What a 503 says when the event log fails (SQLite full, read-only, I/O, damaged): the request was not
 * stored, so the client may safely send it again later; the cause itself is in the server's log.
 */
const STORAGE_DETAIL: Record<EventStoreUnavailable['reason'], string> = {
  disk_full: 'Nothing was saved: the server has run out of storage space. Please try again later.',
  read_only: 'Nothing was saved: the server cannot write its data right now. Please try again later.',
  io_error: 'Nothing was saved: the server could not write its data (storage error). Please try again later.',
  corrupt:
    'Nothing was saved: the server found its data damaged and stopped writing. Please try again later.',
  busy: 'Nothing was saved: the server is busy. Please try again in a moment.',
  unreachable: 'A data store is unavailable. Please try again later.',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function fieldErrors(context: string | undefined, issues: ValidationIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    return {
      field: [context ?? 'body', ...path.map(String)].join('.'),
      message: issue.params?.issue?.message ?? issue.message ?? 'is invalid',
    };
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own summary when any of these body fields fails, e.g. SPEC 5's 'Missing required booking information'. */
    essentialFields?: { fields: readonly string[]; coded: CodedProblem };
  }
}

function validationProblem(request: FastifyRequest, errors: FieldError[]): CodedProblem {
  const essential = request.routeOptions.config.essentialFields;
  const failed = (field: string) =>
    errors.some((e) => e.field === `body.${field}` || e.field.startsWith(`body.${field}.`));
  if (essential && essential.fields.some(failed)) return essential.coded;
  return { code: 'invalid_fields' };
}

/** An answer of the handler's own, with its code (decision 230). */
const codedBody = (status: number, coded: CodedProblem, extra: ProblemExtra, instance: string) =>
  problemBody(status, problemText(coded), { ...extra, coded }, instance);

/**
 * The one place errors become HTTP answers (RFC 9457 problem+json). Client mistakes get a 4xx naming the
 * failing fields; anything unexpected is logged with its stack and answered with a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const instance = request.url;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validationContext, error.validation as ValidationIssue[]);
      return sendProblem(reply, codedBody(400, validationProblem(request, errors), { errors }, instance));
    }
    if (error instanceof HttpProblem)
      return sendProblem(reply, problemBody(error.status, error.detail, error.extra, instance));
    if (error instanceof WrongExpectedVersion) {
      const current = typeof error.actual === 'bigint' ? Number(error.actual) : undefined;
      const coded: CodedProblem =
        error.expected === 'no_stream' ? { code: 'already_exists' } : { code: 'changed_by_someone_else' };
      return sendProblem(reply, codedBody(409, coded, { current_revision: current }, instance));
    }
    if (error instanceof DomainError) return sendProblem(reply, domainProblem(error, instance));
    if (error instanceof EventStoreUnavailable || error instanceof ReadStoreUnavailable) {
      request.log.error({ err: error }, 'store unavailable');
      const detail =
        error instanceof EventStoreUnavailable
          ? STORAGE_DETAIL[error.reason]
          : 'A data store is unavailable. Please try again later.';
      // Retry-After: storage trouble is the operator's to fix; a client retrying at once only adds load.
      reply.header('retry-after', '30');
      return sendProblem(reply, problemBody(503, detail, {}, instance));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, problemBody(500, undefined, {}, instance));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      if (invalidJson) {
        const errors = [{ field: 'body', message: 'is not valid JSON' }];
        return sendProblem(reply, codedBody(status, { code: 'invalid_json' }, { errors }, instance));
      }
      return sendProblem(reply, problemBody(status, error.message, {}, instance));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problemBody(500, undefined, {}, instance));
  });
}
