/** Test helpers for suites that run against a real MongoDB when one is given (MONGO_URL) or a Docker engine answers. */
import { randomUUID } from 'node:crypto';
import type { ExternalServer } from '@chauffeur/eventstore/testing';
import { MongoReadStore } from './readstore/mongo/mongo-read-store';

export const MONGO_SERVER: ExternalServer = {
  name: 'MongoDB',
  urlEnv: 'MONGO_URL',
  container: {
    image: process.env.MONGO_IMAGE ?? 'mongo:7',
    port: 27017,
    wait: (wait) => wait.forLogMessage(/Waiting for connections/),
    url: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
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
