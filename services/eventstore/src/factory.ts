import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { EventStore } from './port';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export type EventStoreConfig = { kind: 'sqlite'; dataDir: string } | { kind: 'esdb'; url: string };

/** Opens the configured event store. The EventStoreDB client is loaded only when it is used. */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'sqlite') {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteEventStore(join(config.dataDir, 'events.sqlite'));
  }
  const { EsdbEventStore } = await import('./esdb/esdb-event-store');
  return EsdbEventStore.connect(config.url);
}
