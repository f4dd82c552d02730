import type { FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyCookie from '@fastify/cookie';
import type { AuthGuard, PlatformDeps } from '@chauffeur/platform';
import { Accounts } from '../auth/accounts';
import type { AuthDeps, AuthServices } from '../auth/auth-services';
import { SessionService } from '../auth/session-service';
import { ACCESS_TOKEN_SECONDS, Tokens } from '../auth/tokens';
import { InvitationTokens } from '../auth/invitation-token';
import { PasswordResets } from '../auth/password-resets';
import { StaffService } from '../auth/staff-service';
import { EmailVerificationTokens } from '../verification/email-verification-token';
import { activeAdminIds } from '../projections/staff-queries';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
}

export interface AuthPluginDeps extends Pick<PlatformDeps, 'eventStore' | 'readStore' | 'now' | 'newId'> {
  jwtSecret: string;
  auth: AuthDeps;
}

/**
 * JWT (HS256 only: a token with `alg: none` or another algorithm is refused before its claims are read),
 * cookies for the refresh token, the account and session services every auth route uses, and the
 * platform's guards' way to tell a valid access token (`authGuard`).
 */
export async function registerAuth(app: FastifyInstance, deps: AuthPluginDeps): Promise<void> {
  await app.register(fastifyJwt, {
    secret: deps.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(fastifyCookie);
  const tokens = new Tokens(app.jwt);
  const clock = { now: deps.now, newId: deps.newId };
  const accounts = new Accounts(deps.eventStore, deps.auth.passwords, clock, () =>
    activeAdminIds(deps.readStore),
  );
  const sessions = new SessionService(accounts, deps.auth.sessions, tokens, clock);
  const invitations = new InvitationTokens(deps.jwtSecret);
  const staff = new StaffService(
    { eventStore: deps.eventStore, readStore: deps.readStore, ...clock },
    accounts,
    sessions,
    deps.auth.passwords,
    invitations,
  );
  const passwordResets = new PasswordResets(
    { eventStore: deps.eventStore, ...clock },
    accounts,
    sessions,
    deps.auth.passwords,
    new InvitationTokens(deps.jwtSecret, 'passwordReset'),
  );
  app.decorate('auth', {
    accounts,
    tokens,
    sessions,
    staff,
    passwordResets,
    invitations,
    emailVerifications: new EmailVerificationTokens(deps.jwtSecret),
    adminEmail: deps.auth.adminEmail?.toLowerCase(),
  });
  const guard: AuthGuard = {
    identify: async (token) => {
      const claims = tokens.verifyAccess(token);
      if (!claims) return null;
      return (await sessions.live(claims.sid, claims.sub)) ? claims : null;
    },
  };
  app.decorate('authGuard', guard);
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = { kind: 'anonymous' };
  });
}
