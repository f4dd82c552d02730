import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptInvitationBodySchema, invitationSchema, invitationTokenSchema } from '@chauffeur/contracts';
import { refusePassword } from './sign-in-routes';

const tags = ['auth'];

/**
 * The public side of an invitation (issue 17): the set-password page reads who the link is for, then
 * sets the password. A link that no longer works answers 409 with a clear message (used, expired, or
 * replaced by a newer one). No attempt brake: a token is signed (HMAC-SHA256), so guessing one is hopeless.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/auth/invitation',
    {
      schema: {
        tags,
        summary: 'Who a set-password link is for (409 when the link no longer works)',
        querystring: z.object({ token: invitationTokenSchema }),
        response: { 200: invitationSchema },
      },
      config: { problems: [409] },
    },
    async (request) => app.auth.staff.invitation(request.query.token),
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
