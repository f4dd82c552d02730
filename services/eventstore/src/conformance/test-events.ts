import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '../port';

/** A unique stream name, so suites can share one server with other data. */
export const uniqueStream = (prefix = 'conformance') => `${prefix}-${randomUUID()}`;

export const testEvent = (type: string, data: unknown = {}): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', name: 'conformance' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
  },
});

/**
 * `count` events as a log gives them back, at positions 1…count of one stream: for tests of what reads a log
 * (pages, subscriptions) without one.
 */
export const recordedTicks = (count: number, type = 'Ticked'): RecordedEvent[] =>
  Array.from({ length: count }, (_, i) => {
    const metadata = { ...testEvent(type).metadata, schemaVersion: 1 };
    return {
      id: metadata.eventId,
      stream: 'ticks-1',
      type,
      revision: BigInt(i),
      position: BigInt(i + 1),
      data: {},
      metadata,
      recordedAt: new Date(0),
    };
  });
