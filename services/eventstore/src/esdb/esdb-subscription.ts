import { START, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { EventHandler, SubscribeFrom, Subscription } from '../port';
import { isSystemEvent, toEsdbPosition, toRecorded } from './map-event';
import { toPortError } from './map-error';
import { EventStoreUnavailable } from '../errors';
import { OUR_STREAMS } from './scan-all';

/**
 * A catch-up subscription to $all. The server does catch-up and live for us and resumes *after* the given
 * position, as the port wants. Iterating with `for await` pulls one event at a time, so a slow handler
 * back-pressures the gRPC stream instead of piling events up in memory.
 */
export function subscribeEsdb(
  client: KurrentDBClient,
  from: SubscribeFrom,
  handler: EventHandler,
  onEnd: () => void,
): Subscription {
  const after = from === 'start' ? null : from;
  const source = client.subscribeToAll({
    fromPosition: after === null ? START : toEsdbPosition(after),
    // The server filters (the same filter as the reads): its own events never cross the network.
    filter: OUR_STREAMS(),
  });
  let stopped = false;
  let handlerError: { error: unknown } | null = null;

  const release = async () => {
    // A late error from a stream we are done with must not become an uncaught exception.
    source.on('error', () => undefined);
    // Cancelling the gRPC call does not end the readable (the client swallows its own cancellation), so it is
    // destroyed too: that is what wakes a `for await` waiting for the next event.
    await source.unsubscribe().catch(() => undefined);
    source.destroy();
  };

  const run = async () => {
    try {
      for await (const resolved of source) {
        if (stopped) return;
        if (!resolved.event || isSystemEvent(resolved.event)) continue;
        const event = toRecorded(resolved);
        // Belt and braces: should a server deliver the checkpoint itself, it must not be handled twice.
        if (!event || (after !== null && event.position <= after)) continue;
        try {
          await handler(event);
        } catch (error) {
          handlerError = { error };
          throw error;
        }
      }
      if (!stopped) throw new EventStoreUnavailable('KurrentDB ended the subscription');
    } catch (error) {
      // The handler's own error is the caller's, passed on unchanged.
      if (handlerError) throw handlerError.error;
      // Destroying the readable on stop ends the loop with a premature-close error: that is a clean stop.
      if (stopped) return;
      throw toPortError(error);
    } finally {
      await release();
      onEnd();
    }
  };

  const done = run();
  return {
    done,
    async stop() {
      stopped = true;
      await release();
      await done.catch(() => undefined);
    },
  };
}
