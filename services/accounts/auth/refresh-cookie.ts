import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_SECONDS } from './tokens';

export const REFRESH_COOKIE = 'chauffeur_refresh';
/** Sent only to the auth routes: other requests, and other paths of the site, never carry it. */
const COOKIE_PATH = '/api/auth';

/**
 * HttpOnly (page scripts cannot read it), SameSite=Strict (other sites cannot make the browser send it),
 * Secure when the request came over HTTPS (behind a proxy: TRUST_PROXY lets X-Forwarded-Proto say so).
 */
const options = (request: FastifyRequest) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(request), maxAge: REFRESH_TOKEN_SECONDS });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, options(request));
}
