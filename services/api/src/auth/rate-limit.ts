import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@chauffeur/contracts';
import { HttpProblem } from '../plugins/problem';

export interface AuthRateLimits {
  /** Attempts per address (or per account) and route in one window: 11 wrong passwords in a row get 429. */
  perAccount: number;
  /**
   * Attempts per client IP and route in one window. Higher than per account, so that an office or a
   * hotel behind one address is not locked out by its neighbours; still stops guessing across addresses.
   */
  perIp: number;
  windowMs: number;
}

export const AUTH_RATE_LIMITS: AuthRateLimits = { perAccount: 10, perIp: 30, windowMs: 15 * 60_000 };

type KeyOf = (request: FastifyRequest) => string | undefined;

/**
 * Brute-force brakes for the routes that check a password (sign-in, sign-up, password change), built on
 * @fastify/rate-limit's counters (in memory, per process). Both counters count every attempt; the first
 * one over its limit answers 429 with a clear message and Retry-After.
 */
export async function createAuthRateLimit(app: FastifyInstance, limits: AuthRateLimits = AUTH_RATE_LIMITS) {
  await app.register(rateLimit, { global: false });
  const counter = (max: number, name: string, keyOf: KeyOf) =>
    app.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${request.routeOptions.url}|${name}|${keyOf(request) ?? ''}`,
    });
  const byIp = counter(limits.perIp, 'ip', (request) => request.ip);

  /** A preHandler for one route; `accountOf` names the account an attempt is about (from the body). */
  return (accountOf: KeyOf): preHandlerAsyncHookHandler => {
    const byAccount = counter(limits.perAccount, 'account', accountOf);
    return async (request, reply) => {
      const results = [await byIp(request), await byAccount(request)];
      const over = results.filter((r) => !r.isAllowed && r.isExceeded);
      if (over.length === 0) return;
      const seconds = Math.max(...over.map((r) => (r.isAllowed ? 0 : r.ttlInSeconds)));
      request.log.warn({ route: request.routeOptions.url }, 'auth rate limit reached');
      reply.header('retry-after', String(seconds));
      throw new HttpProblem(429, AUTH_MESSAGES.tooManyAttempts);
    };
  };
}
