import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyCookie from '@fastify/cookie';
import type { Actor } from '@chauffeur/contracts';
import type { AppDeps } from '../../../api/src/app-deps';
import { Accounts } from '../../../accounts/index';
import type { AuthServices } from '../../../accounts/index';
import { SessionService, SIGN_IN_AGAIN } from '../../../accounts/index';
import { ACCESS_TOKEN_SECONDS, Tokens, type AccessClaims } from '../../../accounts/index';
import { HttpProblem } from './problem';

export type { AccessClaims } from '../../../accounts/index';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
  interface FastifyRequest {
    /** Who is calling: set by the guards (anonymous when there is no valid token). */
    actor: Actor;
  }
}

/**
 * JWT (HS256 only: a token with `alg: none` or another algorithm is refused before its claims are read),
 * cookies for the refresh token, and the account and session services every auth route uses.
 */
export async function registerAuth(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyJwt, {
    secret: deps.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(fastifyCookie);
  const tokens = new Tokens(app.jwt);
  const accounts = new Accounts(deps.eventStore, deps.auth.passwords);
  app.decorate('auth', {
    accounts,
    tokens,
    sessions: new SessionService(accounts, deps.auth.sessions, tokens),
    adminEmail: deps.auth.adminEmail?.toLowerCase(),
  });
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = { kind: 'anonymous' };
  });
}

const bearer = (request: FastifyRequest): string | null => {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/**
 * The caller's access token when it is valid and its session still live (not signed out, not ended by a
 * reused refresh token), else null.
 */
export async function authenticate(request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearer(request);
  const claims = token ? request.server.auth.tokens.verifyAccess(token) : null;
  if (!claims) return null;
  return (await request.server.auth.sessions.live(claims.sid, claims.sub)) ? claims : null;
}

/** Guard of routes for any signed-in account: 401 without a valid access token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const claims = await authenticate(request);
  if (!claims) throw new HttpProblem(401, SIGN_IN_AGAIN);
  request.actor = { kind: 'user', id: claims.sub, email: claims.email, role: claims.role };
}

/**
 * Guard of every `/api/admin/*` route: 401 without a valid access token (missing, forged, expired, a
 * refresh token, or its session ended), 403 for an account that is not an admin. Default deny: every
 * route under /api/admin is registered inside the scope that has this hook.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.actor.kind !== 'user' || request.actor.role !== 'admin')
    throw new HttpProblem(403, 'You do not have administrator privileges');
}
