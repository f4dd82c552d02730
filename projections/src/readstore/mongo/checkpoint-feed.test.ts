import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { MONGO_SERVER } from '../../testing';
import type { CheckpointFeed } from '../port';
import { MongoReadStore } from './mongo-read-store';

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Whether the server runs change streams: a replica set member (the compose's `rs0`) or a mongos. */
async function isReplicaSet(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000 });
  try {
    const reply = await client.db('admin').command({ hello: 1 });
    return typeof reply.setName === 'string' || reply.msg === 'isdbgrid';
  } finally {
    await client.close();
  }
}

await describeWithServer("MongoDB checkpoints' change stream", MONGO_SERVER, (url) => {
  let dbName: string;
  let projector: MongoReadStore;
  let replica: MongoReadStore;
  let feed: CheckpointFeed | undefined;
  beforeEach(async () => {
    dbName = `feed_${randomUUID().slice(0, 8)}`;
    projector = await MongoReadStore.connect(url(), { dbName });
    replica = await MongoReadStore.connect(url(), { dbName });
  });
  afterEach(async () => {
    await feed?.close();
    await projector.dropDatabase();
    await projector.close();
    await replica.close();
  });

  it('tells another process every checkpoint move (replica set), or that it has none (standalone)', async () => {
    const told: [string, bigint | null][] = [];
    let opened = false;
    let lost: unknown;
    feed = replica.watchCheckpoints({
      opened: () => (opened = true),
      changed: (name, position) => told.push([name, position]),
      lost: (error) => (lost = error),
    });
    if (!(await isReplicaSet(url()))) {
      await until(() => lost !== undefined);
      expect(opened).toBe(false);
      expect(String(lost)).toMatch(/replica set/i);
      return;
    }
    await until(() => opened);
    await projector.checkpoints.set('bookings', 7n);
    await projector.checkpoints.set('bookings', 18_446_744_073_709_551_615n);
    await projector.checkpoints.set('bookings', 3n); // backwards: no write, nothing told
    await projector.checkpoints.delete('bookings');
    await until(() => told.length === 3);
    expect(told).toEqual([
      ['bookings', 7n],
      ['bookings', 18_446_744_073_709_551_615n],
      ['bookings', null],
    ]);
    expect(lost).toBeUndefined();
  });
});
