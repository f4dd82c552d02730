import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend } from '@chauffeur/eventstore';

/**
 * A writer appending to the log while a rebuild runs (the blue/green tests): every millisecond or so it
 * appends `step` increments until stopped; `stop` resolves with how many it appended in all.
 */
export function startLiveWriter(append: (count: number) => Promise<unknown>, step: number) {
  let writing = true;
  let appended = 0;
  const running = (async () => {
    while (writing) {
      await append(step);
      appended += step;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  return {
    async stop(): Promise<number> {
      writing = false;
      await running;
      return appended;
    },
  };
}

/**
 * One tick event: the counter projections of the blue/green tests count them. `type` is `Ticked`, or a type
 * of the test's own on a shared event store that holds the ticks of earlier runs.
 */
export const tick = (type = 'Ticked'): EventToAppend => ({
  type,
  data: {},
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', name: 'test' },
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});

/** `count` ticks appended as one new stream. */
export const appendTicks = (events: Pick<EventStore, 'append'>, count: number, type = 'Ticked') =>
  events.append(
    `ticks-${randomUUID()}`,
    Array.from({ length: count }, () => tick(type)),
    {
      expectedRevision: 'no_stream',
    },
  );
