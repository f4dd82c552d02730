import type { ReadStore } from './port';
import { MemoryReadStore } from './memory/memory-read-store';

export type ReadStoreConfig =
  { kind: 'memory' } | { kind: 'mongo'; url: string; dbName?: string } | { kind: 'sqlite'; path: string };

/** Opens the configured read store. The MongoDB driver and SQLite are loaded only when they are used. */
export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  if (config.kind === 'memory') return new MemoryReadStore();
  if (config.kind === 'sqlite') {
    const { SqliteReadStore } = await import('./sqlite/sqlite-read-store');
    return SqliteReadStore.open(config.path);
  }
  const { MongoReadStore } = await import('./mongo/mongo-read-store');
  return MongoReadStore.connect(config.url, { dbName: config.dbName });
}
