import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authSessionSchema,
  changePasswordBodySchema,
  currentUserSchema,
  problemText,
} from '@chauffeur/contracts';
import { HttpProblem } from '@chauffeur/platform';
import { authenticate, requireUser } from '@chauffeur/platform';
import { SIGN_IN_AGAIN } from '../auth/session-service';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { AttemptThrottle } from './attempt-throttle';
import { tooManyAttempts } from '@chauffeur/platform';
import { refusePassword } from './sign-in-routes';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** The signed-in account: who it is now (the role re-check of SPEC 4) and changing its password. */
export async function accountRoutes(
  app: FastifyInstance,
  { throttle }: { throttle: AttemptThrottle },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions } = app.auth;

  api.get(
    '/api/auth/session',
    {
      schema: {
        tags,
        security,
        summary: 'The account of the access token, with its role as it is now',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const claims = await authenticate(request);
      const account = claims ? await accounts.findById(claims.sub) : null;
      if (!claims || !account) throw new HttpProblem(401, SIGN_IN_AGAIN);
      return { user: { id: account.id, email: account.email, role: account.role }, expires_at: claims.exp };
    },
  );

  api.post(
    '/api/auth/password',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Change the password: every other session ends, this browser gets a new one',
        body: changePasswordBodySchema,
        response: { 200: authSessionSchema, 429: z.any() },
      },
    },
    async (request, reply) => {
      if (request.actor.kind !== 'user') throw new HttpProblem(401, SIGN_IN_AGAIN);
      // The same brakes as sign-in: a stolen access token must not become a way to guess the password.
      const wait = await throttle.waitBeforeAttempt('password', request.actor.id, request.ip);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      refusePassword(request.body.new_password, 'body.new_password');
      await throttle.failed('password', request.actor.id, request.ip);
      const account = await accounts.authenticate(request.actor.email, request.body.current_password);
      if (!account || account.id !== request.actor.id) {
        const coded = { code: 'current_password_wrong' } as const;
        throw HttpProblem.coded(400, coded, {
          errors: [{ field: 'body.current_password', message: problemText(coded) }],
        });
      }
      await throttle.succeeded('password', request.actor.id, request.ip);
      const context = { actor: request.actor, requestId: request.id };
      await accounts.changePassword(account.id, request.body.new_password, context);
      // PasswordChanged already ended every session (new epoch); this only tidies the store.
      await sessions.forgetAll(account.id);
      const updated = await accounts.findById(account.id);
      if (!updated) throw new HttpProblem(401, SIGN_IN_AGAIN);
      const issued = await sessions.start(updated);
      setRefreshCookie(request, reply, issued.refreshToken);
      return issued.session;
    },
  );
}
