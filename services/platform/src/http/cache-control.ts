import type { FastifyInstance, FastifyRequest } from 'fastify';

const PRIVATE_PREFIXES = ['/api/auth/', '/api/admin/'];

/**
 * Whether an answer may hold personal data or secrets and so must never be stored by a browser or a
 * shared cache (issue 13: admin and auth answers had no Cache-Control). Every auth and admin answer, and
 * every answer to a write under /api (a booking's creation echoes the customer; a message, a newsletter
 * address), errors included.
 */
export function mustNotBeStored(
  request: Pick<FastifyRequest, 'method' | 'url'> & { routeOptions?: { url?: string } },
): boolean {
  // The matched route's own path when there is one: the router decodes `/api/%61dmin/…` to an admin route.
  const path = request.routeOptions?.url ?? request.url.split('?')[0]!;
  if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)) return true;
  return path.startsWith('/api/') && request.method !== 'GET' && request.method !== 'HEAD';
}

/** `Cache-Control: no-store` on every answer `mustNotBeStored` names. */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (mustNotBeStored(request)) reply.header('cache-control', 'no-store');
  });
}
