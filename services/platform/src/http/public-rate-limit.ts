import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientAddressKey } from './client-address';
import { HttpProblem } from './problem';

/**
 * How many public writes one client address may send per window (issue 13: 4,828 bookings from one
 * address in 10.6 s were all accepted, each e-mailing an address the caller chose). Sized for a real
 * chauffeur site: a family or a hotel desk books a few rides, asks many quotes while comparing
 * vehicles and dates, and writes a message or subscribes once.
 */
export const PUBLIC_WRITE_LIMITS: Record<string, { max: number; windowMs: number }> = {
  'POST /api/bookings': { max: 10, windowMs: 10 * 60_000 },
  'POST /api/quotes': { max: 60, windowMs: 60_000 },
  'POST /api/messages': { max: 5, windowMs: 10 * 60_000 },
  'POST /api/newsletter': { max: 5, windowMs: 10 * 60_000 },
  // Issue 18: the customer's manage link and "Find my booking" (each find may e-mail a booking's customer).
  'GET /api/manage/:token': { max: 60, windowMs: 60_000 },
  'POST /api/manage/:token/cancel': { max: 10, windowMs: 10 * 60_000 },
  'POST /api/manage/find': { max: 5, windowMs: 10 * 60_000 },
};

/**
 * Issue 18: every route under a prefix here is limited, reads too, even one not listed above (a route added
 * later under /api/manage is never left open to token guessing): per route, the prefix's limit.
 */
export const PUBLIC_PREFIX_LIMITS: Record<string, { max: number; windowMs: number }> = {
  '/api/manage/': { max: 30, windowMs: 60_000 },
};

/** The limit of a route: its own, else its prefix's, else none. */
export function publicLimitOf(route: string): { max: number; windowMs: number } | undefined {
  const own = PUBLIC_WRITE_LIMITS[route];
  if (own) return own;
  const url = route.slice(route.indexOf(' ') + 1);
  return Object.entries(PUBLIC_PREFIX_LIMITS).find(([prefix]) => url.startsWith(prefix))?.[1];
}

/** Beyond this many tracked addresses, ended windows are swept so memory stays bounded under a flood. */
const SWEEP_ABOVE = 10_000;

export interface Window {
  startedAt: number;
  count: number;
}

/** The decision for one request: allowed, or refused with the seconds until its window ends. */
export function countRequest(
  windows: Map<string, Window>,
  key: string,
  limit: { max: number; windowMs: number },
  now: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const current = windows.get(key);
  if (!current || now - current.startedAt >= limit.windowMs) {
    if (windows.size >= SWEEP_ABOVE) sweep(windows, limit.windowMs, now);
    windows.set(key, { startedAt: now, count: 1 });
    return { allowed: true };
  }
  if (current.count >= limit.max) {
    const waitMs = current.startedAt + limit.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  current.count++;
  return { allowed: true };
}

function sweep(windows: Map<string, Window>, windowMs: number, now: number): void {
  for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
}

export interface PublicRateLimitOptions {
  /** Multiplies every limit: 1 in production; test apps and load suites raise it (PUBLIC_RATE_LIMIT_SCALE). */
  scale?: number;
  now: () => Date;
}

function tooManyRequests(reply: FastifyReply, seconds: number): HttpProblem {
  reply.header('retry-after', String(seconds));
  return new HttpProblem(
    429,
    `Too many requests from your address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} or call us.`,
  );
}

/**
 * Fixed windows per (route, client address), in this process's memory (one API process; a restart
 * forgets the counts, which only ever lets a client through sooner). The address is `request.ip`, which
 * Fastify takes from X-Forwarded-For only for the proxies listed in TRUST_PROXY.
 */
export function registerPublicRateLimit(app: FastifyInstance, options: PublicRateLimitOptions): void {
  const scale = options.scale ?? 1;
  // One map per route, so a sweep only drops windows that ended for that route's own length.
  const windowsByRoute = new Map<string, Map<string, Window>>();
  app.addHook('onRequest', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const limit = publicLimitOf(route);
    if (!limit) return;
    const scaled = { max: Math.max(1, Math.round(limit.max * scale)), windowMs: limit.windowMs };
    let windows = windowsByRoute.get(route);
    if (!windows) windowsByRoute.set(route, (windows = new Map()));
    // Per IPv6 /64, like the sign-in brake: a client can pick any address inside its /64.
    const key = clientAddressKey(request.ip);
    const decision = countRequest(windows, key, scaled, options.now().getTime());
    if (!decision.allowed) throw tooManyRequests(reply, decision.retryAfterSeconds);
  });
}
