import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { EventStore } from './port';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import { withUpcasting } from './upcasting-event-store';

export type EventStoreConfig = { kind: 'sqlite'; dataDir: string } | { kind: 'esdb'; url: string };

/**
 * Opens the configured event store, reading every event in the current version of its type (upcasting;
 * `upcast: false` for the stored versions as they are). The EventStoreDB client is loaded only when used.
 */
export async function createEventStore(
  config: EventStoreConfig,
  options: { upcast?: boolean } = {},
): Promise<EventStore> {
  const store = await openStore(config);
  return options.upcast === false ? store : withUpcasting(store);
}

async function openStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'sqlite') {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteEventStore(join(config.dataDir, 'events.sqlite'));
  }
  const { EsdbEventStore } = await import('./esdb/esdb-event-store');
  return EsdbEventStore.connect(config.url);
}
