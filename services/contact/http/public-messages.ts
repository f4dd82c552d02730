import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandResultSchema, contactMessageSchema, messageStream } from '@chauffeur/contracts';
import { contactMessageDecider } from '../domain/contact-message-decider';
import type { ContactDeps } from '../module';
import { handleCommand } from '@chauffeur/platform';
import { createOnce } from '@chauffeur/platform';

/**
 * POST /api/messages: the contact form. Each message is its own `message-<uuid>` stream holding one
 * ContactMessageReceived, by the visitor (anonymous unless signed in); the admin notification is a
 * projection of that event.
 */
export async function publicMessageRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form (accepts Idempotency-Key)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: contactMessageSchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { id, outcome } = await createOnce(
        deps.eventStore,
        {
          scope: 'message',
          key: request.headers['idempotency-key'],
          body: request.body,
          streamOf: messageStream,
          newId: deps.newId,
        },
        (messageId, idempotency) =>
          handleCommand(deps.eventStore, {
            stream: messageStream(messageId),
            decider: contactMessageDecider,
            command: { type: 'ReceiveContactMessage', messageId, message: request.body },
            context: { actor: request.actor, requestId: request.id, idempotency },
          }),
      );
      return reply.code(201).send({
        id,
        revision: Number(outcome.revision),
        position: outcome.position.toString(),
      });
    },
  );
}
