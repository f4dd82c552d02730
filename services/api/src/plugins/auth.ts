import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { z } from 'zod';
import type { Actor } from '@chauffeur/contracts';
import { HttpProblem } from './problem';

/** Claims of an access token. `typ` keeps refresh tokens (a later issue) from being used as access tokens. */
const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  typ: z.literal('access'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: set by `authenticate` (anonymous when there is no valid token). */
    actor: Actor;
  }
}

export async function registerAuth(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: '15m' },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = { kind: 'anonymous' };
  });
}

async function verifiedClaims(request: FastifyRequest): Promise<AccessClaims | null> {
  if (!request.headers.authorization) return null;
  try {
    const claims = accessClaimsSchema.safeParse(await request.jwtVerify());
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

/**
 * Guard of every `/api/admin/*` route: 401 without a valid access token, 403 for an account that is not
 * an admin. Default deny: a route under /api/admin cannot be registered without it (see admin-routes).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const claims = await verifiedClaims(request);
  if (!claims) throw new HttpProblem(401, 'Authentication error. Please sign in again.');
  if (claims.role !== 'admin') throw new HttpProblem(403, 'You do not have administrator privileges');
  request.actor = { kind: 'user', id: claims.sub, email: claims.email, role: claims.role };
}
