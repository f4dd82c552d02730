import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessagePageSchema } from '@chauffeur/contracts';
import { listMessages } from '../projections/message-queries';
import type { ContactDeps } from '../module';
import { afterQuerySchema, awaitPosition } from '@chauffeur/platform';

/** The contact form's messages, newest first (each also raised a notification). */
export async function adminMessageRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/messages',
    {
      schema: {
        tags: ['admin: messages'],
        security: [{ bearerAuth: [] }],
        querystring: afterQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: contactMessagePageSchema },
      },
    },
    async (request, reply) => {
      const { after, limit, offset } = request.query;
      await awaitPosition(deps, after, ['messages'], reply);
      return listMessages(deps.readStore, { limit, offset });
    },
  );
}
