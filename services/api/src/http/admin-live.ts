import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveTicketSchema } from '@chauffeur/contracts';
import { HttpProblem } from '@chauffeur/platform';
import type { LiveHub } from '@chauffeur/platform';
import { liveStreams } from './live-stream';
import { ADMIN_LIVE, liveTicketGuard, signLiveTicket } from './live-ticket';

export { LIVE_TICKET_SECONDS } from './live-ticket';

/** Admin guard for GET /api/admin/live when it carries `?ticket=` (live-ticket.ts). */
export const adminLiveTicketGuard = (request: Parameters<typeof liveTicketGuard>[0]) =>
  liveTicketGuard(request, ADMIN_LIVE);

/** Live updates (issue 7): server-sent events naming the read models that just changed. */
export async function adminLiveRoutes(app: FastifyInstance, { hub }: { hub: LiveHub }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serve = liveStreams(app);

  api.post(
    '/live/ticket',
    {
      schema: {
        tags: ['admin: live'],
        security: [{ bearerAuth: [] }],
        summary: 'A one-minute ticket to open GET /api/admin/live with EventSource',
        response: { 200: liveTicketSchema },
      },
    },
    async (request) => signLiveTicket(request, ADMIN_LIVE),
  );

  api.get(
    '/live',
    {
      schema: {
        tags: ['admin: live'],
        summary: 'Server-sent events: `change` with the read models that changed and the log position',
        querystring: z.object({ ticket: z.string().max(4096).optional() }),
      },
      // MAX_STREAMS_PER_ACCOUNT already open for this account (decision 307).
      config: { problems: [429] as const },
    },
    async (request, reply) => {
      if (!request.query.ticket)
        throw new HttpProblem(400, 'Open the live stream with a ticket from POST /api/admin/live/ticket', {
          errors: [{ field: 'querystring.ticket', message: 'is required' }],
        });
      await serve(request, reply, (send) => hub.listen(send));
    },
  );
}
