import { mkdtempSync, rmSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
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

describeSessionStoreConformance('read store (memory)', async () => {
  const store = new ReadStoreSessionStore(new MemoryReadStore());
  await store.prepare();
  return { store, dispose: async () => undefined };
});

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);

describe('sessions in the read store: indexes and expiry', () => {
  it('at start, creates the lookups by account and by expiry, and the expiry on a Date field', async () => {
    const readStore = new MemoryReadStore();
    const ensureIndexes = vi.spyOn(readStore, 'ensureIndexes');
    const ensureExpiry = vi.fn(async () => undefined);
    const store = new ReadStoreSessionStore(Object.assign(readStore, { ensureExpiry }));
    await store.prepare();
    expect(ensureIndexes).toHaveBeenCalledWith(SESSIONS_COLLECTION, [
      [{ path: 'userId', type: 'string' }],
      [{ path: 'expiresAt', type: 'number' }],
    ]);
    expect(ensureExpiry).toHaveBeenCalledWith(SESSIONS_COLLECTION, 'expiresOn');
  });

  it('writes the expiry as a Date (what a TTL index reads) and moves it at each rotation', async () => {
    const readStore = new MemoryReadStore();
    const store = new ReadStoreSessionStore(readStore);
    const id = randomUUID();
    const base = { userId: 'u', generation: 0, epoch: 0, createdAt: T0, rotatedAt: T0 };
    await store.create({ id, ...base, expiresAt: T0 + HOUR });
    const stored = () => readStore.collection(SESSIONS_COLLECTION).findOne({ _id: id });
    expect((await stored())?.expiresOn).toEqual(new Date(T0 + HOUR));
    await store.rotate(id, 0, T0 + 1, T0 + 5 * HOUR);
    expect((await stored())?.expiresOn).toEqual(new Date(T0 + 5 * HOUR));
    // The record the port returns stays the port's: epoch milliseconds, no Date.
    expect(await store.get(id, T0 + 2)).toEqual({
      id,
      ...base,
      generation: 1,
      rotatedAt: T0 + 1,
      expiresAt: T0 + 5 * HOUR,
    });
  });
});

await describeWithServer('session store over MongoDB', MONGO_SERVER, (url) => {
  describeSessionStoreConformance('read store (mongo)', async () => {
    const dbName = `sessions_${randomUUID().slice(0, 8)}`;
    const readStore = await createReadStore({ kind: 'mongo', url: url(), dbName });
    const store = new ReadStoreSessionStore(readStore);
    await store.prepare();
    await store.prepare(); // idempotent: every replica runs it at start
    return {
      store,
      async dispose() {
        await readStore.collection(SESSIONS_COLLECTION).drop();
        await readStore.close();
      },
    };
  });

  it('stores the expiry as a BSON Date (a TTL index ignores numbers)', async () => {
    const readStore = await createReadStore({
      kind: 'mongo',
      url: url(),
      dbName: `ttl_${randomUUID().slice(0, 8)}`,
    });
    try {
      const store = new ReadStoreSessionStore(readStore);
      await store.prepare();
      const id = randomUUID();
      await store.create({
        id,
        userId: 'u',
        generation: 0,
        epoch: 0,
        createdAt: T0,
        rotatedAt: T0,
        expiresAt: T0,
      });
      const doc = await readStore.collection(SESSIONS_COLLECTION).findOne({ _id: id });
      expect(doc?.expiresOn).toBeInstanceOf(Date);
      expect((doc?.expiresOn as Date).getTime()).toBe(T0);
    } finally {
      await readStore.collection(SESSIONS_COLLECTION).drop();
      await readStore.close();
    }
  });
});
