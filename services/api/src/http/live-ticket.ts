import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can, isStaff, roleSchema, type LiveTicket, type Role } from '@chauffeur/contracts';
import { HttpProblem } from '@chauffeur/platform';

export const LIVE_TICKET_SECONDS = 60;

/** A live stream a ticket opens: its path, the ticket's `typ` (one stream's ticket opens no other), who may. */
export interface LiveStreamKind {
  readonly path: string;
  readonly typ: string;
  readonly mayOpen: (role: Role) => boolean;
}

/** The admin panel's stream (issue 7): the panel's home for admins and dispatchers (issue 17). */
export const ADMIN_LIVE: LiveStreamKind = { path: '/api/admin/live', typ: 'live', mayOpen: isStaff };
/** The driver's page's stream (decision 236): drivers only, each hearing of their own rides. */
export const DRIVER_LIVE: LiveStreamKind = {
  path: '/api/driver/live',
  typ: 'driver-live',
  mayOpen: (role) => can(role, 'drive'),
};

const claimsOf = (kind: LiveStreamKind) =>
  z.object({
    sub: z.string(),
    sid: z.string(),
    email: z.string(),
    role: roleSchema.refine(kind.mayOpen),
    typ: z.literal(kind.typ),
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

/**
 * A one-minute ticket for the signed-in caller's stream of this kind (POST …/live/ticket, behind the
 * route's own guard). It carries the caller's id, session, e-mail and role as the access token says:
 * nothing of it comes from the body.
 */
export function signLiveTicket(request: FastifyRequest, kind: LiveStreamKind): LiveTicket {
  const actor = request.actor;
  if (actor.kind !== 'user' || !kind.mayOpen(actor.role))
    throw new HttpProblem(401, 'Authentication error. Please sign in again.');
  const claims = request.server.auth.tokens.verifyAccess(
    (request.headers.authorization ?? '').replace(/^Bearer /i, ''),
  );
  const ticket = request.server.jwt.sign(
    {
      sub: actor.id,
      sid: claims?.sid ?? '',
      email: actor.email,
      role: actor.role,
      typ: kind.typ,
      jti: randomUUID(),
    },
    { expiresIn: LIVE_TICKET_SECONDS },
  );
  return { ticket, expires_in: LIVE_TICKET_SECONDS };
}

/**
 * Guard of GET <kind.path> when it carries `?ticket=`: EventSource cannot send an Authorization header,
 * so the web first asks POST <kind.path>/ticket (a normal signed-in call) for a one-minute ticket. A
 * ticket only opens its own stream (it is no access token), and its session must still be live. False
 * when the request carries no ticket for this stream: the route's usual guard then decides.
 */
/** The session each opened stream's ticket named: the stream checks it is still live before every message. */
const ticketSessions = new WeakMap<FastifyRequest, { sid: string; sub: string }>();

/** The session of the ticket that opened this stream request, if one did. */
export const ticketSessionOf = (request: FastifyRequest) => ticketSessions.get(request);

export async function liveTicketGuard(request: FastifyRequest, kind: LiveStreamKind): Promise<boolean> {
  const ticket = (request.query as { ticket?: unknown }).ticket;
  if (typeof ticket !== 'string' || !request.url.startsWith(`${kind.path}?`)) return false;
  let claims: z.infer<ReturnType<typeof claimsOf>>;
  try {
    claims = claimsOf(kind).parse(request.server.jwt.verify(ticket));
  } catch {
    throw new HttpProblem(401, 'Authentication error. Please sign in again.');
  }
  if (!(await request.server.auth.sessions.live(claims.sid, claims.sub)))
    throw new HttpProblem(401, 'Authentication error. Please sign in again.');
  if (!useTicketOnce(claims.jti, claims.exp, Date.now()))
    throw new HttpProblem(401, 'This live ticket was already used. Ask for a new one.');
  request.actor = { kind: 'user', id: claims.sub, email: claims.email, role: claims.role };
  ticketSessions.set(request, { sid: claims.sid, sub: claims.sub });
  return true;
}
