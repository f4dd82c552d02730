import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AuthSession } from '@chauffeur/contracts';
import { REFRESH_COOKIE } from '../../../accounts/index';

let nextIp = 1;
/** A new client address per call unless one is given, so the per-IP brake only bites where a test wants. */
const clientIp = (ip?: string) => ip ?? `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export const refreshCookieOf = (response: LightMyRequestResponse): string | undefined =>
  response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;

/** Talks to the auth routes the way the browser does (JSON body, refresh token as a cookie). */
export function authClient(app: FastifyInstance) {
  return {
    signUp: (email: string, password: string, ip?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password },
        remoteAddress: clientIp(ip),
      }),
    signInRaw: (email: string, password: string, ip?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
        remoteAddress: clientIp(ip),
      }),
    /** Signs in and returns the session body and the refresh cookie; fails the test otherwise. */
    async signIn(email: string, password: string) {
      const response = await this.signInRaw(email, password);
      if (response.statusCode !== 200)
        throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
      return { session: response.json<AuthSession>(), refresh: refreshCookieOf(response)!, response };
    },
    refresh: (refresh: string | undefined) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: refresh ? { [REFRESH_COOKIE]: refresh } : {},
      }),
    /** Without a scope, no body at all (what an older web client sends): this device's session ends. */
    signOut: (options: { refresh?: string; access?: string; scope?: 'local' | 'global' | 'others' }) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookies: options.refresh ? { [REFRESH_COOKIE]: options.refresh } : {},
        headers: options.access ? { authorization: `Bearer ${options.access}` } : {},
        ...(options.scope ? { payload: { scope: options.scope } } : {}),
      }),
    currentUser: (access: string) =>
      app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${access}` } }),
    /** An admin route, to see what a token opens. */
    adminProbe: (access: string) =>
      app.inject({ url: '/api/admin/projections', headers: { authorization: `Bearer ${access}` } }),
  };
}
