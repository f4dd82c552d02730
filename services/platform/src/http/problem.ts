import type { FastifyReply } from 'fastify';
import type { FieldError, Problem } from '@chauffeur/contracts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error that already knows its HTTP answer. Routes throw it; the error handler sends it. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; current_revision?: number; title?: string } = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export const problemBody = (
  status: number,
  detail: string | undefined,
  extra: { errors?: FieldError[]; current_revision?: number; title?: string } = {},
  instance?: string,
): Problem => ({
  type: 'about:blank',
  title: extra.title ?? TITLES[status] ?? 'Error',
  status,
  ...(detail ? { detail } : {}),
  ...(instance ? { instance } : {}),
  ...(extra.errors ? { errors: extra.errors } : {}),
  ...(extra.current_revision !== undefined ? { current_revision: extra.current_revision } : {}),
});

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(problem);
}
