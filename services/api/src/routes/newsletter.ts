import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterResultSchema,
  newsletterStream,
  newsletterSubscriptionSchema,
  normalizeEmail,
} from '@chauffeur/contracts';
import { newsletterDecider } from '@chauffeur/domain';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import type { AppDeps } from '../app-deps';
import { handleCommand } from '../commands/command-handler';

/** The stream id of an address: its hash, so the stream name holds no personal data. */
export const newsletterId = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex');

/**
 * POST /api/newsletter: 201 `subscribed` for a new address, 200 `already_subscribed` for one already on
 * the list, in any letter case. One stream per address, created with `no_stream`, so two requests racing
 * with the same address cannot both subscribe it.
 */
export async function publicNewsletterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter',
        body: newsletterSubscriptionSchema,
        response: { 200: newsletterResultSchema, 201: newsletterResultSchema },
      },
    },
    async (request, reply) => {
      const id = newsletterId(request.body.email);
      const stream = newsletterStream(id);
      const already = async () => {
        const last = (await deps.eventStore.readStream(stream)).at(-1)!;
        return reply.code(200).send({
          id,
          revision: Number(last.revision),
          position: last.position.toString(),
          status: 'already_subscribed' as const,
        });
      };
      try {
        const outcome = await handleCommand(deps.eventStore, {
          stream,
          decider: newsletterDecider,
          command: { type: 'SubscribeToNewsletter', email: request.body.email },
          context: { actor: request.actor, requestId: request.id },
        });
        if (outcome.appended.length === 0) return already();
        return reply.code(201).send({
          id,
          revision: Number(outcome.revision),
          position: outcome.position.toString(),
          status: 'subscribed' as const,
        });
      } catch (error) {
        // Another request subscribed the same address between our read and our append.
        if (error instanceof WrongExpectedVersion) return already();
        throw error;
      }
    },
  );
}
