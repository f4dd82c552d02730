import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { describeWithServer, EsdbEventStore, EVENTSTORE_SERVER } from '@chauffeur/eventstore/testing';
import { createReadStore, MemoryReadStore } from '@chauffeur/projections';
import { MONGO_SERVER, openScratchMongoStore } from '@chauffeur/projections/testing';
import { describeConsumerResilience, type ResilienceHarness } from './consumer-resilience';

/** A directory per store, removed with it. */
function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'resilience-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const sqliteEvents: ResilienceHarness['eventStore'] = async () => {
  const { dir, remove } = scratchDir();
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  return { store, dispose: async () => (await store.close(), remove()) };
};
const memoryReads: ResilienceHarness['readStore'] = async () => {
  const store = new MemoryReadStore();
  return { store, dispose: () => store.close() };
};
const sqliteReads: ResilienceHarness['readStore'] = async () => {
  const { dir, remove } = scratchDir();
  const store = await createReadStore({ kind: 'sqlite', path: join(dir, 'read.sqlite') });
  return { store, dispose: async () => (await store.close(), remove()) };
};

describeConsumerResilience('SQLite event store × memory read store', {
  eventStore: sqliteEvents,
  readStore: memoryReads,
});
describeConsumerResilience('SQLite event store × SQLite read store', {
  eventStore: sqliteEvents,
  readStore: sqliteReads,
});

// The same tests on the production stores, when a server is given by URL (else one visible skipped line).
await describeWithServer('KurrentDB', EVENTSTORE_SERVER, (url) =>
  describeConsumerResilience('KurrentDB × memory read store', {
    eventStore: async () => {
      const store = await EsdbEventStore.connect(url());
      return { store, dispose: () => store.close() };
    },
    readStore: memoryReads,
  }),
);
await describeWithServer('MongoDB', MONGO_SERVER, (url) =>
  describeConsumerResilience('SQLite event store × MongoDB read store', {
    eventStore: sqliteEvents,
    readStore: async () => {
      const { store, dispose } = await openScratchMongoStore(url(), 'resilience');
      return { store, dispose };
    },
  }),
);
