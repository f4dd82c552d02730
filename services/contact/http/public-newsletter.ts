import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterResultSchema,
  newsletterStream,
  newsletterSubscriptionSchema,
  normalizeEmail,
} from '@chauffeur/contracts';
import { newsletterDecider } from '../domain/newsletter-decider';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import type { ContactDeps } from '../module';
import { handleCommand } from '@chauffeur/platform';

/** The stream id of an address: its hash, so the stream name holds no personal data. */
export const newsletterId = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex');

/**
 * POST /api/newsletter: 202 `subscribed`, the same answer whether the address is new or already on the
 * list in any letter case (issue 13: the answer must not reveal who is subscribed). One stream per
 * address, created with `no_stream`, so two requests racing with the same address cannot both subscribe it.
 */
export async function publicNewsletterRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter (same answer for a new and a known address)',
        body: newsletterSubscriptionSchema,
        response: { 202: newsletterResultSchema },
      },
    },
    async (request, reply) => {
      const stream = newsletterStream(newsletterId(request.body.email));
      try {
        await handleCommand(deps.eventStore, {
          stream,
          decider: newsletterDecider,
          command: { type: 'SubscribeToNewsletter', email: request.body.email },
          context: { actor: request.actor, requestId: request.id },
        });
      } catch (error) {
        // Another request subscribed the same address between our read and our append: same answer.
        if (!(error instanceof WrongExpectedVersion)) throw error;
      }
      return reply.code(202).send({ status: 'subscribed' as const });
    },
  );
}
