import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { MONGO_SERVER } from '@chauffeur/projections/testing';
import { createReadStore, MemoryReadStore } from '@chauffeur/projections';
import { describeSessionStoreConformance } from './session-store-conformance';
import { SqliteSessionStore } from './sqlite-session-store';
import { ReadStoreSessionStore, SESSIONS_COLLECTION } from './read-store-session-store';

describeSessionStoreConformance('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
  const store = new SqliteSessionStore(join(dir, 'sessions.sqlite'));
  return {
    store,
    async dispose() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeSessionStoreConformance('read store (memory)', async () => ({
  store: new ReadStoreSessionStore(new MemoryReadStore()),
  dispose: async () => undefined,
}));

await describeWithServer('session store over MongoDB', MONGO_SERVER, (url) => {
  describeSessionStoreConformance('read store (mongo)', async () => {
    const dbName = `sessions_${randomUUID().slice(0, 8)}`;
    const readStore = await createReadStore({ kind: 'mongo', url: url(), dbName });
    return {
      store: new ReadStoreSessionStore(readStore),
      async dispose() {
        await readStore.collection(SESSIONS_COLLECTION).drop();
        await readStore.close();
      },
    };
  });
});
