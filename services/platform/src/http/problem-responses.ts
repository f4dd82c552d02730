import type { RouteOptions } from 'fastify';
import { requireAdmin, requireUser } from './auth';

/** Every error status the API answers on purpose; each one carries an application/problem+json body. */
export const PROBLEM_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 428, 429, 503] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses this route's own handler answers that the rules of `problemStatusesOf` cannot see
     * from its shape (e.g. a 401 decided from the refresh cookie). The OpenAPI document lists them.
     */
    problems?: readonly ProblemStatus[];
  }
}

/** What the OpenAPI document says each status means. */
export const PROBLEM_DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'Invalid request: `errors` names each failing field (`body.x`, `querystring.y`, `headers.z`)',
  401: 'No valid access token (missing, expired, forged, or its session ended)',
  403: 'Not allowed for this account',
  404: 'The named record does not exist',
  409: 'Conflicts with the stored state: a stale revision (`current_revision` is the one stored) or a duplicate',
  413: 'The body is too large',
  415: 'The body is not of a supported content type',
  422: "Well-formed but refused by the record's rules, or an Idempotency-Key reused with another body",
  428: 'Send the revision you last read (If-Match or expectedRevision)',
  429: 'Too many requests from this client or for this account: `Retry-After` says when to try again',
  503: 'A data store is unavailable; nothing was changed',
};

/** The part of a route's options the rules read (a subset of Fastify's RouteOptions). */
export interface RouteShape {
  url: string;
  method: RouteOptions['method'];
  schema?: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    security?: unknown[];
  };
  config?: { problems?: readonly ProblemStatus[]; rateLimit?: unknown };
  onRequest?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const methodsOf = (route: RouteShape) => [route.method].flat().map((m) => String(m).toUpperCase());
const takesBody = (route: RouteShape) => methodsOf(route).some((m) => BODY_METHODS.has(m));
const isAdmin = (route: RouteShape) => route.url === '/api/admin' || route.url.startsWith('/api/admin/');
const hooksOf = (route: RouteShape) =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);

/** The names a zod object (or its JSON schema) declares, to see e.g. an `if-match` header. */
function keysOf(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const shape = (schema as { shape?: unknown }).shape ?? (schema as { properties?: unknown }).properties;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  // `z.object(...).nullish()` and similar wrappers keep the object in their definition.
  const inner = (schema as { def?: { innerType?: unknown } }).def?.innerType;
  return inner ? keysOf(inner) : [];
}

const takesRevision = (route: RouteShape) =>
  keysOf(route.schema?.headers).includes('if-match') ||
  keysOf(route.schema?.body).includes('expectedRevision');
const takesIdempotencyKey = (route: RouteShape) => keysOf(route.schema?.headers).includes('idempotency-key');

/**
 * One table: which shape of route can answer which error. A route gets the union of the rows that match
 * it, plus its `config.problems`. Routes are never listed here by name, so a new route is documented by
 * what it is (guarded, with parameters, taking a revision...), not by someone remembering to.
 */
const RULES: { statuses: ProblemStatus[]; why: string; when: (route: RouteShape) => boolean }[] = [
  {
    statuses: [400],
    why: 'its input has a schema, or it takes a body that may not be JSON',
    when: (r) =>
      takesBody(r) || ['body', 'querystring', 'params', 'headers'].some((k) => r.schema?.[k as 'body']),
  },
  { statuses: [413, 415], why: "Fastify's body parser: too large, or not JSON", when: takesBody },
  {
    statuses: [401, 403],
    why: 'every /api/admin route is behind the admin guard',
    when: (r) => isAdmin(r) || hooksOf(r).includes(requireAdmin),
  },
  {
    statuses: [401],
    why: 'it needs an access token',
    when: (r) => (r.schema?.security?.length ?? 0) > 0 || hooksOf(r).includes(requireUser),
  },
  { statuses: [404], why: 'its path names a record', when: (r) => /[:*]/.test(r.url) },
  { statuses: [409, 422, 428], why: 'it changes a record at a revision', when: takesRevision },
  { statuses: [409, 422], why: 'it creates once per Idempotency-Key', when: takesIdempotencyKey },
  {
    statuses: [429],
    why: 'public writes and password checks are rate-limited per client and account',
    when: (r) => (takesBody(r) && !isAdmin(r)) || r.config?.rateLimit !== undefined,
  },
  { statuses: [503], why: 'every route reads or writes a store', when: () => true },
];

/** The error statuses a route can answer, ascending. Only /api routes are described. */
export function problemStatusesOf(route: RouteShape): ProblemStatus[] {
  if (!route.url.startsWith('/api/')) return [];
  const statuses = new Set<ProblemStatus>(route.config?.problems ?? []);
  for (const rule of RULES) if (rule.when(route)) rule.statuses.forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

/** The OpenAPI response object of a problem answer (the schema is `components.schemas.Problem`). */
export const problemResponse = (status: ProblemStatus) => ({
  description: PROBLEM_DESCRIPTIONS[status],
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  ...(status === 429 || status === 503
    ? {
        headers: {
          'retry-after': {
            type: 'integer',
            description: 'Seconds to wait before trying again (when the server knows)',
          },
        },
      }
    : {}),
});
