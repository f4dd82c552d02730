import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveTicketSchema } from '@chauffeur/contracts';
import { HttpProblem, type LiveHub } from '@chauffeur/platform';
import type { ReadStore } from '@chauffeur/projections';
import { driverScope, requireDriver } from '../../../dispatch/index';
import { liveStreams } from './live-stream';
import { DRIVER_LIVE, liveTicketGuard, signLiveTicket } from './live-ticket';

const tags = ['driver'];

/**
 * The driver's page live (decision 236): the admin panel's transport (server-sent events opened with a
 * one-minute single-use ticket), scoped to the signed-in chauffeur's own rides. The ticket is signed for
 * the caller's account and the stream hears only what that account's chauffeur may see (driverScope):
 * there is no parameter by which to ask for anyone else's feed. Each message only names what changed and
 * the log position; the page then reads its rides through GET /api/driver/rides as before.
 */
export async function driverLiveRoutes(
  app: FastifyInstance,
  { hub, readStore }: { hub: LiveHub; readStore: ReadStore },
): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!(await liveTicketGuard(request, DRIVER_LIVE))) await requireDriver(request);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serve = liveStreams(app);

  api.post(
    '/live/ticket',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'A one-minute ticket to open GET /api/driver/live with EventSource',
        response: { 200: liveTicketSchema },
      },
      config: { problems: [403] as const },
    },
    async (request) => signLiveTicket(request, DRIVER_LIVE),
  );

  api.get(
    '/live',
    {
      schema: {
        tags,
        summary:
          "Server-sent events: `change` when one of the signed-in chauffeur's rides (or their record) changed",
        querystring: z.object({ ticket: z.string().max(4096).optional() }),
      },
      // No bearer security in the document (EventSource sends none): the ticket's 401 and the guard's 403;
      // 429 with MAX_STREAMS_PER_ACCOUNT already open for this account (decision 307).
      config: { problems: [401, 403, 429] as const },
    },
    async (request, reply) => {
      if (!request.query.ticket)
        throw new HttpProblem(400, 'Open the live stream with a ticket from POST /api/driver/live/ticket', {
          errors: [{ field: 'querystring.ticket', message: 'is required' }],
        });
      const email = request.actor.kind === 'user' ? request.actor.email : '';
      await serve(request, reply, async (send) => hub.listen(send, await driverScope(readStore, email)));
    },
  );
}
