import { randomUUID } from 'node:crypto';
import { describeWithServer, type ExternalServer } from '@chauffeur/eventstore/testing';
import { describeReadStoreConformance } from '../conformance/read-store-conformance';
import { MongoReadStore } from './mongo-read-store';

const mongo: ExternalServer = {
  name: 'MongoDB',
  urlEnv: 'MONGO_URL',
  container: {
    image: process.env.MONGO_IMAGE ?? 'mongo:7',
    port: 27017,
    wait: (wait) => wait.forLogMessage(/Waiting for connections/),
    url: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
  },
};

await describeWithServer('MongoReadStore', mongo, (url) => {
  describeReadStoreConformance('mongo', async () => {
    // A database per test: a shared server may hold other data, and dropping it leaves nothing behind.
    const store = await MongoReadStore.connect(url(), { dbName: `conformance_${randomUUID().slice(0, 8)}` });
    return {
      store,
      async dispose() {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
