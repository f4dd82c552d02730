import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff, liveTicketSchema, roleSchema, type LiveChange } from '@chauffeur/contracts';
import { HttpProblem } from '@chauffeur/platform';
import type { LiveHub } from '@chauffeur/platform';

export const LIVE_TICKET_SECONDS = 60;
const HEARTBEAT_MS = 25_000;
const ticketClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  email: z.string(),
  // The signer's role (admin or dispatcher, issue 17): the live stream is the panel's home for both.
  role: roleSchema.refine(isStaff),
  typ: z.literal('live'),
  jti: z.string(),
  exp: z.number(),
});

/**
 * Tickets already used to open a stream, until they expire (issue 13: a ticket is single-use, so one
 * seen in a proxy log, a browser history or a Referer cannot open another stream). The web fetches a new
 * ticket for every (re)connection. In memory: a ticket lives one minute, so after a restart the only
 * tickets that could be replayed are less than a minute old and still need a live session.
 */
const usedTickets = new Map<string, number>();

function useTicketOnce(jti: string, expiresAtSeconds: number, nowMs: number): boolean {
  for (const [id, expiresAt] of usedTickets) if (expiresAt * 1000 <= nowMs) usedTickets.delete(id);
  if (usedTickets.has(jti)) return false;
  usedTickets.set(jti, expiresAtSeconds);
  return true;
}

/** The URL as it may be logged: a live ticket's value never reaches the log (issue 13). */
export const redactTicket = (url: string): string => url.replace(/([?&]ticket=)[^&#]*/g, '$1[redacted]');

/**
 * Admin guard for GET /api/admin/live when it carries `?ticket=`: EventSource cannot send an Authorization
 * header, so the web first asks POST /api/admin/live/ticket (a normal admin call) for a one-minute ticket.
 * A ticket only opens the stream (it is no access token), and its session must still be live.
 */
export async function liveTicketGuard(request: FastifyRequest): Promise<boolean> {
  const ticket = (request.query as { ticket?: unknown }).ticket;
  if (typeof ticket !== 'string' || !request.url.startsWith('/api/admin/live?')) return false;
  let claims: z.infer<typeof ticketClaims>;
  try {
    claims = ticketClaims.parse(request.server.jwt.verify(ticket));
  } catch {
    throw new HttpProblem(401, 'Authentication error. Please sign in again.');
  }
  if (!(await request.server.auth.sessions.live(claims.sid, claims.sub)))
    throw new HttpProblem(401, 'Authentication error. Please sign in again.');
  if (!useTicketOnce(claims.jti, claims.exp, Date.now()))
    throw new HttpProblem(401, 'This live ticket was already used. Ask for a new one.');
  request.actor = { kind: 'user', id: claims.sub, email: claims.email, role: claims.role };
  return true;
}

/** Live updates (issue 7): server-sent events naming the read models that just changed. */
export async function adminLiveRoutes(app: FastifyInstance, { hub }: { hub: LiveHub }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Open streams never go idle: end them before the server closes, or shutdown would wait for them.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

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
    async (request) => {
      const actor = request.actor;
      if (actor.kind !== 'user') throw new HttpProblem(401, 'Authentication error. Please sign in again.');
      const claims = request.server.auth.tokens.verifyAccess(
        (request.headers.authorization ?? '').replace(/^Bearer /i, ''),
      );
      const ticket = app.jwt.sign(
        {
          sub: actor.id,
          sid: claims?.sid ?? '',
          email: actor.email,
          role: actor.role,
          typ: 'live',
          jti: randomUUID(),
        },
        { expiresIn: LIVE_TICKET_SECONDS },
      );
      return { ticket, expires_in: LIVE_TICKET_SECONDS };
    },
  );

  api.get(
    '/live',
    {
      schema: {
        tags: ['admin: live'],
        summary: 'Server-sent events: `change` with the read models that changed and the log position',
        querystring: z.object({ ticket: z.string().max(4096).optional() }),
      },
    },
    async (request, reply) => {
      if (!request.query.ticket)
        throw new HttpProblem(400, 'Open the live stream with a ticket from POST /api/admin/live/ticket', {
          errors: [{ field: 'querystring.ticket', message: 'is required' }],
        });
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      raw.write('retry: 3000\n\n');
      const send = (change: LiveChange) => raw.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let unlisten: (() => void) | null = null;
      const close = () => {
        clearInterval(heartbeat);
        unlisten?.();
        open.delete(end);
      };
      const end = () => {
        close();
        raw.end();
      };
      open.add(end);
      request.raw.on('close', close);
      unlisten = await hub.listen(send);
      if (request.raw.destroyed) close();
      raw.write('event: ready\ndata: {}\n\n');
    },
  );
}
