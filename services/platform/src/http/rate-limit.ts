import type { FastifyReply } from 'fastify';
import { HttpProblem } from './problem';

/**
 * The answer while a brake holds (issue 13): 429 at once, with Retry-After in whole seconds and the wait
 * in words. Not a held-open answer: holding thousands of guesses open would cost the server sockets and
 * memory, and the client learns nothing either way (the password was not even checked).
 */
export function tooManyAttempts(reply: FastifyReply, waitMs: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  return HttpProblem.coded(429, { code: 'too_many_attempts', params: { count: seconds } });
}
