import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveChange } from '@chauffeur/contracts';
import { HttpProblem } from '@chauffeur/platform';
import { ticketSessionOf } from './live-ticket';

const HEARTBEAT_MS = 25_000;
/**
 * Streams of one kind one account may hold open (decision 307): a page opens one, so ten is ten tabs or
 * devices; without a cap one account could hold thousands of connections, each checked at every message.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;

/** Subscribes `send` to the changes a stream carries; resolves to its unsubscribe. */
export type LiveSubscribe = (send: (change: LiveChange) => void) => Promise<() => void>;

/**
 * Server-sent events for the live streams (admin panel, driver's page): `change` events, a `ping` every
 * 25 s so proxies keep the connection and pages can tell a silent drop, `ready` once subscribed (the web refetches then: whatever changed while
 * it was away). Returns the function that serves one request; open streams end before the server closes,
 * or shutdown would wait for them.
 */
export function liveStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  const openBy = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  return async (request: FastifyRequest, reply: FastifyReply, subscribe: LiveSubscribe): Promise<void> => {
    const session = ticketSessionOf(request);
    const account = session?.sub ?? '';
    if ((openBy.get(account) ?? 0) >= MAX_STREAMS_PER_ACCOUNT)
      throw new HttpProblem(
        429,
        `This account already has ${MAX_STREAMS_PER_ACCOUNT} live connections open: close a tab or device`,
      );
    openBy.set(account, (openBy.get(account) ?? 0) + 1);
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
    // The ticket's session was checked once, when the stream opened; the stream outlives it. A sign-out, a
    // deactivation or a new password ends the session: the next message ends the stream instead (found by
    // the attack of decision 302: a deactivated dispatcher's open stream still announced every booking).
    // Messages go one after the other, each after its check, so none overtakes another.
    const stillLive = async () =>
      session !== undefined &&
      (await app.auth.sessions.live(session.sid, session.sub).catch(() => null)) !== null;
    let ended = false;
    let sending = Promise.resolve();
    const whileLive = (message: string) => {
      sending = sending.then(async () => {
        if (ended) return;
        if (await stillLive()) raw.write(message);
        else end();
      });
    };
    const send = (change: LiveChange) => whileLive(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    // A named event, not an SSE comment: EventSource hides comments from the page, and the driver's page
    // takes 65 s without one as a dead connection (a phone that changed networks gets no error). Checked
    // too, so a stream that hears no change still ends within a heartbeat of its session.
    const heartbeat = setInterval(() => whileLive('event: ping\ndata: {}\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    let unlisten: (() => void) | null = null;
    const close = () => {
      // Called again once the subscription is made (a stream closed while it was being made): counted once.
      if (!ended) {
        const left = (openBy.get(account) ?? 1) - 1;
        if (left > 0) openBy.set(account, left);
        else openBy.delete(account);
      }
      ended = true;
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
    try {
      unlisten = await subscribe(send);
    } catch {
      // The log (or the read store) could not be reached: the web's EventSource sees the end and retries.
      end();
      return;
    }
    if (request.raw.destroyed) close();
    raw.write('event: ready\ndata: {}\n\n');
  };
}
