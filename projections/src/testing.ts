/** Test helpers for suites that run against a real MongoDB when one is given (MONGO_URL) or a Docker engine answers. */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { scratchDir, type AdapterCase, type ExternalServer } from '@chauffeur/eventstore/testing';
import { MongoReadStore } from './readstore/mongo/mongo-read-store';
import { MemoryReadStore } from './readstore/memory/memory-read-store';
import { SqliteReadStore } from './readstore/sqlite/sqlite-read-store';
import type { ReadStore } from './readstore/port';

/**
 * MongoDB as production runs it (docker-compose.yml): the same 8.0 image, as a single-node replica set, so
 * that transactions and the checkpoint change stream (read-your-writes) are what the suites exercise, not
 * a standalone server's fallbacks. `ready` initiates the replica set and waits for its primary.
 */
export const MONGO_SERVER: ExternalServer = {
  name: 'MongoDB',
  urlEnv: 'MONGO_URL',
  container: {
    image: process.env.MONGO_IMAGE ?? 'mongo:8.0.26',
    port: 27017,
    command: ['--replSet', 'rs0', '--bind_ip_all'],
    wait: (wait) => wait.forLogMessage(/Waiting for connections/),
    url: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
  },
  ready: async (url) => {
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 5_000 });
    try {
      const admin = client.db('admin');
      const hello = await admin.command({ hello: 1 });
      if (hello.isWritablePrimary) return;
      if (!hello.setName)
        await admin.command({
          replSetInitiate: { _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] },
        });
      throw new Error('the replica set rs0 has no primary yet'); // retried until it has
    } finally {
      await client.close();
    }
  },
};

/**
 * A read store on a database of its own (a shared server may hold other data); `dispose` drops that database
 * and closes the connection, leaving nothing behind.
 */
export async function openScratchMongoStore(url: string, prefix: string) {
  const store = await MongoReadStore.connect(url, { dbName: `${prefix}_${randomUUID().slice(0, 8)}` });
  return {
    store,
    async dispose() {
      await store.dropDatabase();
      await store.close();
    },
  };
}

export {
  faultyReadStore,
  type FaultyReadStore,
  type ReadStoreFaultPlan,
  type ReadStoreOperation,
} from './faults/faulty-read-store';

/**
 * Every ReadStore adapter (issue 19): memory (tests), SQLite (embedded default) and MongoDB (`MONGO_URL`,
 * else a container). Suites written once over this list run on each (describeForEachAdapter/Pair).
 */
export const READ_STORE_ADAPTERS: ReadonlyArray<AdapterCase<ReadStore>> = [
  {
    name: 'memory read store',
    async open() {
      const store = new MemoryReadStore();
      return { store, isolated: true, dispose: () => store.close() };
    },
  },
  {
    name: 'SQLite read store',
    async open() {
      const { dir, remove } = scratchDir('rs-sqlite');
      const store = SqliteReadStore.open(join(dir, 'read.sqlite'));
      return { store, isolated: true, dispose: async () => (await store.close(), remove()) };
    },
  },
  {
    name: 'MongoDB read store',
    server: MONGO_SERVER,
    async open(url) {
      // A database of its own: isolated even on a shared server.
      const { store, dispose } = await openScratchMongoStore(url, 'suite');
      return { store, isolated: true, dispose };
    },
  },
];
