import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  invitationSchema,
  setPasswordLinkBodySchema,
} from '@chauffeur/contracts';
import { refusePassword } from './sign-in-routes';

const tags = ['auth'];

/**
 * The public side of an invitation (issue 17): the set-password page reads who the link is for, then
 * sets the password. A link that no longer works answers 409 with a clear message (used, expired, or
 * replaced by a newer one). No attempt brake: a token is signed (HMAC-SHA256), so guessing one is hopeless.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A POST that changes nothing: the token is in the body, never in a URL (decision 260).
  api.post(
    '/api/auth/invitation/lookup',
    {
      schema: {
        tags,
        summary: 'Who a set-password link is for (409 when the link no longer works); changes nothing',
        body: setPasswordLinkBodySchema,
        response: { 200: invitationSchema },
      },
      config: { problems: [409] },
    },
    async (request) => app.auth.staff.invitation(request.body.token),
  );

  api.post(
    '/api/auth/invitation',
    {
      schema: {
        tags,
        summary: 'Sets the password with the link: the account is active with its role; then sign in',
        body: acceptInvitationBodySchema,
        response: { 204: z.null() },
      },
      config: { problems: [409] },
    },
    async (request, reply) => {
      refusePassword(request.body.password, 'password');
      await app.auth.staff.accept(request.body.token, request.body.password, request.id);
      return reply.code(204).send(null);
    },
  );
}
