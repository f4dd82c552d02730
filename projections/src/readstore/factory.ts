import type { ReadStore } from './port';
import { MemoryReadStore } from './memory/memory-read-store';

export type ReadStoreConfig = { kind: 'memory' } | { kind: 'mongo'; url: string; dbName?: string };

/** Opens the configured read store. The MongoDB driver is loaded only when it is used. */
export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  if (config.kind === 'memory') return new MemoryReadStore();
  const { MongoReadStore } = await import('./mongo/mongo-read-store');
  return MongoReadStore.connect(config.url, { dbName: config.dbName });
}
