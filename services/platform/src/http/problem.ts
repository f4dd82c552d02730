import type { FastifyReply } from 'fastify';
import { problemText, type CodedProblem, type FieldError, type Problem } from '@chauffeur/contracts';

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

/** What a problem may say besides its status and detail. */
export interface ProblemExtra {
  errors?: FieldError[];
  current_revision?: number;
  title?: string;
  /** A refusal a customer's page says in its own language: its code and params (decision 230). */
  coded?: CodedProblem;
}

/** An error that already knows its HTTP answer. Routes throw it; the error handler sends it. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: ProblemExtra = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }

  /** A coded refusal (decision 230): the code's English sentence as the detail, the code and params beside it. */
  static coded(status: number, coded: CodedProblem, extra: Omit<ProblemExtra, 'coded'> = {}): HttpProblem {
    return new HttpProblem(status, problemText(coded), { ...extra, coded });
  }
}

export const problemBody = (
  status: number,
  detail: string | undefined,
  extra: ProblemExtra = {},
  instance?: string,
): Problem => ({
  type: 'about:blank',
  title: extra.title ?? TITLES[status] ?? 'Error',
  status,
  ...(detail ? { detail } : {}),
  ...(instance ? { instance } : {}),
  ...(extra.errors ? { errors: extra.errors } : {}),
  ...(extra.current_revision !== undefined ? { current_revision: extra.current_revision } : {}),
  ...(extra.coded ? { code: extra.coded.code } : {}),
  ...(extra.coded?.params ? { params: extra.coded.params } : {}),
});

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(problem);
}
