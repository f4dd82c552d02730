import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_RESET_MESSAGES,
  passwordResetBodySchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetRequestedSchema,
  setPasswordLinkBodySchema,
} from '@chauffeur/contracts';
import { refusePassword } from './sign-in-routes';
import { FORGOT_PASSWORD_ANSWER_MS, noSoonerThan } from './steady-answer';

const tags = ['auth'];

/**
 * "Forgot your password?" (decision 257). The request answers 202 and one text whether or not the address
 * has an account, after the same time (decision 260), and is limited per client address (platform's public limits); each account has at most a
 * few live links (the decider). The link's two routes are the invitation's, for a reset: no attempt brake,
 * a token is signed (HMAC-SHA256), so guessing one is hopeless.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { passwordResets } = app.auth;

  api.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags,
        summary:
          'Forgot your password: e-mails a link to choose a new one (one hour, once) when the address has an ' +
          'active account; always 202 with the same answer',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      const context = { actor: request.actor, requestId: request.id };
      // A known address costs an append that an unknown one does not: the answer waits for a fixed time.
      await noSoonerThan(
        FORGOT_PASSWORD_ANSWER_MS,
        () => passwordResets.request(email, language ?? 'en', context),
        (elapsedMs) => request.log.warn({ elapsedMs }, 'forgot-password answered later than its fixed time'),
      );
      return reply.code(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    },
  );

  // A POST that changes nothing: the token is in the body, never in a URL (decision 260).
  api.post(
    '/api/auth/password-reset/link/lookup',
    {
      schema: {
        tags,
        summary: 'Whose password a reset link sets (409 when the link no longer works); changes nothing',
        body: setPasswordLinkBodySchema,
        response: { 200: passwordResetLinkSchema },
      },
      config: { problems: [409] },
    },
    async (request) => passwordResets.link(request.body.token),
  );

  api.post(
    '/api/auth/password-reset/link',
    {
      schema: {
        tags,
        summary:
          'Sets the new password with the reset link: every session of the account ends, the link and ' +
          'every earlier one stop working; then sign in',
        body: passwordResetBodySchema,
        response: { 204: z.null() },
      },
      config: { problems: [409] },
    },
    async (request, reply) => {
      refusePassword(request.body.password, 'body.password');
      await passwordResets.reset(request.body.token, request.body.password, request.id);
      return reply.code(204).send(null);
    },
  );
}
