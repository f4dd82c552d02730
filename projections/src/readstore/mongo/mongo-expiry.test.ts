import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { MONGO_SERVER } from '../../testing';
import { MongoReadStore } from './mongo-read-store';

await describeWithServer('MongoReadStore expiry and indexes', MONGO_SERVER, (url) => {
  let dbName: string;
  let store: MongoReadStore;
  let client: MongoClient;
  beforeEach(async () => {
    dbName = `expiry_${randomUUID().slice(0, 8)}`;
    store = await MongoReadStore.connect(url(), { dbName });
    client = new MongoClient(url());
  });
  afterEach(async () => {
    await client.close();
    await store.dropDatabase();
    await store.close();
  });

  /** The indexes the server holds on `collection` of the scratch database, by name. */
  const indexes = async (collection: string) => {
    const list = await client.db(dbName).collection(collection).listIndexes().toArray();
    return Object.fromEntries(list.map((index) => [index.name as string, index]));
  };

  it('creates a TTL index (expireAfterSeconds 0) on the Date field, idempotently', async () => {
    await store.ensureExpiry('auth_sessions', 'expiresOn');
    await store.ensureExpiry('auth_sessions', 'expiresOn');
    const ttl = (await indexes('auth_sessions')).expiresOn_expiry;
    expect(ttl).toMatchObject({ key: { expiresOn: 1 }, expireAfterSeconds: 0 });
  });

  it('creates the declared indexes of a collection, in their declared order', async () => {
    await store.ensureIndexes('bookings', [
      [{ path: 'status', type: 'string' }],
      [
        { path: 'created_at', type: 'string', order: -1 },
        { path: '_id', type: 'string', order: 1 },
      ],
    ]);
    const keys = Object.values(await indexes('bookings')).map((index) => index.key);
    expect(keys).toEqual(expect.arrayContaining([{ status: 1 }, { created_at: -1, _id: 1 }]));
  });
});
