import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGE_FILTERS,
  commandResultSchema,
  contactMessagePageSchema,
  messageAnsweredRequestSchema,
  messageStream,
} from '@chauffeur/contracts';
import {
  afterQuerySchema,
  awaitPosition,
  commandResult,
  etagOf,
  expectedRevisionOf,
  handleCommand,
  loadedStream,
} from '@chauffeur/platform';
import { contactMessageDecider } from '../domain/contact-message-decider';
import { listMessages } from '../projections/message-queries';
import type { ContactDeps } from '../module';

const tags = ['admin: messages'];
const security = [{ bearerAuth: [] }];

/**
 * The contact form's messages, newest first (each also raised a notification), and their answered mark
 * (decision 326): staff who may read them (the `messages` area of contracts' permissions) set and undo it.
 */
export async function adminMessageRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        querystring: afterQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
          status: z.enum(MESSAGE_FILTERS).optional(),
        }),
        response: { 200: contactMessagePageSchema },
      },
    },
    async (request, reply) => {
      const { after, limit, offset, status } = request.query;
      await awaitPosition(deps, after, ['messages'], reply);
      return listMessages(deps.readStore, { limit, offset, ...(status ? { status } : {}) });
    },
  );

  api.put(
    '/messages/:id/answered',
    {
      schema: {
        tags,
        security,
        summary:
          'MarkContactMessageAnswered (answered true) or its undo (false); needs If-Match or expectedRevision; 404 for an unknown message',
        params: z.object({ id: z.uuid('must be a message id') }),
        headers: z.object({ 'if-match': z.string().optional() }),
        body: messageAnsweredRequestSchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const messageId = request.params.id;
      const stream = messageStream(messageId);
      const loaded = loadedStream(await deps.eventStore.readStream(stream));
      // A malformed revision is a 400 whatever the message; an unknown message is then the decider's 404,
      // whatever revision was sent (there is none to be stale), and needs none.
      const sent = expectedRevisionOf(request.headers['if-match'], request.body.expectedRevision, {
        required: loaded.last !== null,
      });
      const expectedRevision = loaded.last ? sent : undefined;
      const outcome = await handleCommand(deps.eventStore, {
        stream,
        decider: contactMessageDecider,
        command: { type: 'MarkContactMessageAnswered', messageId, answered: request.body.answered },
        context: { actor: request.actor, requestId: request.id },
        expectedRevision,
        loaded,
        now: deps.now,
      });
      return reply.header('etag', etagOf(outcome.revision)).send(commandResult(messageId, outcome, deps));
    },
  );
}
