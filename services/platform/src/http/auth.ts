import type { FastifyRequest } from 'fastify';
import { adminApiPermission, can, type Actor, type Permission, type Role } from '@chauffeur/contracts';
import { HttpProblem } from './problem';

/** The 401 answer of every guard (SPEC: the exact text the web shows). */
export const SIGN_IN_AGAIN = 'Authentication error. Please sign in again.';

/** What the guards need to know of a valid access token. */
export interface AccessIdentity {
  sub: string;
  email: string;
  role: Role;
  sid: string;
  exp: number;
}

/**
 * How the guards tell a valid access token: given by the accounts module, which owns tokens and sessions
 * (its auth plugin decorates the app with it), so the platform's guards import no module.
 */
export interface AuthGuard {
  /** The token's claims when it is a valid access token and its session is still live, else null. */
  identify(token: string): Promise<AccessIdentity | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authGuard: AuthGuard;
  }
  interface FastifyRequest {
    /** Who is calling: set by the guards (anonymous when there is no valid token). */
    actor: Actor;
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/**
 * The caller's access token when it is valid and its session still live (not signed out, not ended by a
 * reused refresh token), else null.
 */
export async function authenticate(request: FastifyRequest): Promise<AccessIdentity | null> {
  const token = bearer(request);
  return token ? request.server.authGuard.identify(token) : null;
}

/** Guard of routes for any signed-in account: 401 without a valid access token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const claims = await authenticate(request);
  if (!claims) throw new HttpProblem(401, SIGN_IN_AGAIN);
  request.actor = { kind: 'user', id: claims.sub, email: claims.email, role: claims.role };
}

/**
 * For public routes a signed-in visitor may also call (the booking wizard, issue 18): the actor is the
 * account when the access token is valid, else the visitor stays anonymous. Never refuses.
 */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  const claims = await authenticate(request);
  if (claims) request.actor = { kind: 'user', id: claims.sub, email: claims.email, role: claims.role };
}

/** The 403 answer (the text admin routes always gave), the same for every refused permission. */
export const NOT_ALLOWED = 'You do not have administrator privileges';

/**
 * Guard of routes that need one permission of the role table (contracts ROLE_PERMISSIONS, decision 150):
 * 401 without a valid access token, 403 for a role without it. E.g. `/api/driver` routes use
 * `requirePermission('drive')`.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (request.actor.kind !== 'user' || !can(request.actor.role, permission))
      throw new HttpProblem(403, NOT_ALLOWED);
  };
}

/**
 * Guard of every `/api/admin/*` route: 401 without a valid access token (missing, forged, expired, a
 * refresh token, or its session ended), 403 for a role whose permissions do not include the route's area
 * (contracts ADMIN_API_AREAS); an area missing from that table is for admins only (default deny). Every
 * route under /api/admin is registered inside the scope that has this hook.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.actor.kind !== 'user') throw new HttpProblem(403, NOT_ALLOWED);
  const permission = adminApiPermission(request.routeOptions.url ?? request.url, request.method);
  const allowed = permission ? can(request.actor.role, permission) : request.actor.role === 'admin';
  if (!allowed) throw new HttpProblem(403, NOT_ALLOWED);
}
