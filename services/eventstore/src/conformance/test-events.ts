import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../port';

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
