import type { FastifyInstance, FastifyReply } from 'fastify';
import { MemoryWindowCounter, type WindowCounter, type WindowHit } from '@chauffeur/projections';
import { clientAddressKey } from './client-address';
import { HttpProblem } from './problem';

/**
 * A route's limit per client address and window. `beyond: 'offline'`: past it the request is not refused
 * but marked (`request.publicLimitReached`), and the route answers without the third party it would call
 * (decision 304: the address search then answers from the bundled gazetteer, so the wizard goes on).
 */
export interface PublicLimit {
  max: number;
  windowMs: number;
  beyond?: 'offline';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request is past its route's `beyond: 'offline'` limit: answer it without the third party. */
    publicLimitReached: boolean;
  }
}

/**
 * How many public writes one client address may send per window (issue 13: 4,828 bookings from one
 * address in 10.6 s were all accepted, each e-mailing an address the caller chose). Sized for a real
 * chauffeur site: a family or a hotel desk books a few rides, asks many quotes while comparing
 * vehicles and dates, and writes a message or subscribes once.
 */
export const PUBLIC_WRITE_LIMITS: Record<string, PublicLimit> = {
  'POST /api/bookings': { max: 10, windowMs: 10 * 60_000 },
  'POST /api/quotes': { max: 60, windowMs: 60_000 },
  'POST /api/messages': { max: 5, windowMs: 10 * 60_000 },
  'POST /api/newsletter': { max: 5, windowMs: 10 * 60_000 },
  // Issue 18: the customer's manage link and "Find my booking" (each find may e-mail a booking's customer).
  'GET /api/manage/:token': { max: 60, windowMs: 60_000 },
  'POST /api/manage/:token/cancel': { max: 10, windowMs: 10 * 60_000 },
  'POST /api/manage/find': { max: 5, windowMs: 10 * 60_000 },
  // Decision 257: "Forgot your password?" (each request may e-mail an account's owner).
  'POST /api/auth/password-reset': { max: 5, windowMs: 10 * 60_000 },
  // Decision 304: each search or reverse may query Photon or Nominatim (GEOCODER_URL). The wizard's address
  // field asks once its text rests 250 ms (a text asked once is not asked again): a field typed letter by
  // letter, then corrected, is 15–25 searches; the pickup, the destination and a stop stay under 60.
  // Beyond, the gazetteer answers (a list still comes: never a 429 the field would show as no address).
  'GET /api/geo/search': { max: 60, windowMs: 60_000, beyond: 'offline' },
  // "Use my current location": one press, or a few.
  'GET /api/geo/reverse': { max: 10, windowMs: 60_000, beyond: 'offline' },
};

/**
 * Issue 18: every route under a prefix here is limited, reads too, even one not listed above (a route added
 * later under /api/manage is never left open to token guessing): per route, the prefix's limit.
 */
export const PUBLIC_PREFIX_LIMITS: Record<string, PublicLimit> = {
  '/api/manage/': { max: 30, windowMs: 60_000 },
};

/** The limit of a route: its own, else its prefix's, else none. */
export function publicLimitOf(route: string): PublicLimit | undefined {
  const own = PUBLIC_WRITE_LIMITS[route];
  if (own) return own;
  const url = route.slice(route.indexOf(' ') + 1);
  return Object.entries(PUBLIC_PREFIX_LIMITS).find(([prefix]) => url.startsWith(prefix))?.[1];
}

/** The decision for one request, from its window after counting it: allowed, or refused with the seconds until that window ends. */
export function decide(
  hit: WindowHit,
  max: number,
  now: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (hit.count <= max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((hit.endsAt - now) / 1000)) };
}

export interface PublicRateLimitOptions {
  /** Multiplies every limit: 1 in production; test apps and load suites raise it (PUBLIC_RATE_LIMIT_SCALE). */
  scale?: number;
  now: () => Date;
  /** Where the windows are counted: shared by the replicas (rateCounterFor); default this process's memory. */
  counter?: WindowCounter;
}

function tooManyRequests(reply: FastifyReply, seconds: number): HttpProblem {
  reply.header('retry-after', String(seconds));
  return HttpProblem.coded(429, { code: 'too_many_requests', params: { count: seconds } });
}

/**
 * Fixed windows per (route, client address), counted where `counter` keeps them: MongoDB's, shared by every
 * API replica (so N replicas do not let N times the limit through), or this process's memory (embedded,
 * tests; a restart forgets the counts, which only ever lets a client through sooner). A refused request
 * counts too (it changes no decision: the window is full until it ends). The address is `request.ip`,
 * which Fastify takes from X-Forwarded-For only for the proxies listed in TRUST_PROXY.
 */
export function registerPublicRateLimit(app: FastifyInstance, options: PublicRateLimitOptions): void {
  const scale = options.scale ?? 1;
  const counter = options.counter ?? new MemoryWindowCounter();
  app.decorateRequest('publicLimitReached', false);
  app.addHook('onRequest', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const limit = publicLimitOf(route);
    if (!limit) return;
    const max = Math.max(1, Math.round(limit.max * scale));
    // Per IPv6 /64, like the sign-in brake: a client can pick any address inside its /64.
    const key = `${route}|${clientAddressKey(request.ip)}`;
    const now = options.now().getTime();
    const decision = decide(await counter.hit(key, limit.windowMs, now), max, now);
    if (decision.allowed) return;
    if (limit.beyond !== 'offline') throw tooManyRequests(reply, decision.retryAfterSeconds);
    request.publicLimitReached = true;
  });
}
