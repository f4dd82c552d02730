import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authSessionSchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
  signUpResultSchema,
} from '@chauffeur/contracts';
import type { AccountsDeps } from '../module';
import { DomainError, HttpProblem } from '@chauffeur/platform';
import { authenticate } from '@chauffeur/platform';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../auth/refresh-cookie';
import type { AttemptThrottle } from './attempt-throttle';
import { passwordProblem } from '../auth/password-policy';
import { tooManyAttempts } from '@chauffeur/platform';
import { signUp } from '../auth/sign-up';

const tags = ['auth'];
const limitedAnswer = {
  429: z.any().describe('Too many failed attempts: Retry-After says how many seconds to wait'),
};

type SignInDeps = Pick<AccountsDeps, 'now' | 'eventStore' | 'auth'> & { throttle: AttemptThrottle };

/** A new password the policy refuses: 400 naming the field, like any other invalid field. */
export function refusePassword(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpProblem(400, problem, { errors: [{ field, message: problem }] });
}

/** Sign-up, sign-in, refresh and sign-out (DESIGN 6 auth routes). */
export async function signInRoutes(app: FastifyInstance, deps: SignInDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions, adminEmail } = app.auth;
  const { throttle } = deps;

  api.post(
    '/api/auth/sign-up',
    {
      schema: {
        tags,
        summary:
          'Create an account (role user) that can sign in at once; the answer is the same when the ' +
          'address is already registered (its owner gets an e-mail instead)',
        body: signUpBodySchema,
        response: { 202: signUpResultSchema, ...limitedAnswer },
      },
    },
    async (request, reply) => {
      const wait = await throttle.takeSignUp(request.ip);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      const { email, password, language } = request.body;
      refusePassword(password, 'body.password');
      await signUp(
        { accounts, eventStore: deps.eventStore, passwords: deps.auth.passwords, adminEmail, now: deps.now },
        { email, password, ...(language ? { language } : {}) },
        { actor: request.actor, requestId: request.id },
      );
      return reply.code(202).send({ message: AUTH_MESSAGES.signUpReceived });
    },
  );

  api.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in: the session in the body, the refresh token in an HttpOnly cookie',
        body: signInBodySchema,
        response: { 200: authSessionSchema, ...limitedAnswer },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await throttle.waitBeforeAttempt('sign-in', email, request.ip);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      // Counted as failed until the password proves right: parallel guesses cannot slip past the brake.
      await throttle.failed('sign-in', email, request.ip);
      const account = await accounts.authenticate(email, password);
      // One answer for an unknown address and a wrong password (SPEC 8), in the same time.
      if (!account) throw new HttpProblem(400, AUTH_MESSAGES.invalidCredentials);
      await throttle.succeeded('sign-in', email, request.ip);
      const issued = await sessions.start(account);
      setRefreshCookie(request, reply, issued.refreshToken);
      return issued.session;
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      // Decided from the refresh cookie, which no schema describes (plugins/problem-responses.ts).
      config: { problems: [401] },
      schema: {
        tags,
        summary: 'New tokens for the refresh cookie; the cookie is rotated',
        response: { 200: authSessionSchema },
      },
    },
    async (request, reply) => {
      try {
        const issued = await sessions.refresh(readRefreshCookie(request));
        setRefreshCookie(request, reply, issued.refreshToken);
        return issued.session;
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'unauthorized') clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  api.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags,
        summary:
          'Sign out: this device only (scope local, the default), every device (global) or every other one (others)',
        description:
          'The session is the one the refresh cookie names, else the access token. 204 also when there was no session to end.',
        // No body at all (null here) is the default scope: what a client that knows no scopes sends.
        body: signOutBodySchema.nullish(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const scope = request.body?.scope ?? 'local';
      const signedIn = await signedInSession(request);
      if (signedIn) {
        const { userId, sessionId } = signedIn;
        const context = { actor: await actorOf(app, userId), requestId: request.id };
        if (scope === 'global') await sessions.endAll(userId, 'sign_out', context);
        else if (scope === 'others') await sessions.endOthers(userId, sessionId, context);
        else await sessions.endOne(userId, sessionId, context);
      }
      // This device keeps its cookie only when it signed out the others.
      if (scope !== 'others') clearRefreshCookie(request, reply);
      // Answered the same with or without a session: signing out twice is not an error.
      return reply.code(204).send(null);
    },
  );
}

/** The live session the refresh cookie (or else the access token) names: this device's session. */
async function signedInSession(
  request: FastifyRequest,
): Promise<{ userId: string; sessionId: string } | null> {
  const { tokens, sessions } = request.server.auth;
  const cookie = readRefreshCookie(request);
  const refresh = cookie ? tokens.verifyRefresh(cookie) : null;
  if (refresh && (await sessions.live(refresh.sid, refresh.sub)))
    return { userId: refresh.sub, sessionId: refresh.sid };
  const access = await authenticate(request);
  return access ? { userId: access.sub, sessionId: access.sid } : null;
}

async function actorOf(app: FastifyInstance, userId: string) {
  const account = await app.auth.accounts.findById(userId);
  return account
    ? { kind: 'user' as const, id: account.id, email: account.email, role: account.role }
    : { kind: 'anonymous' as const };
}
