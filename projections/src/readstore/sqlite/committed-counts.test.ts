import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReadStore } from './sqlite-read-store';

/** The admin list's total is remembered between commits: every commit, from any connection, must show. */
describe('SQLite counts remembered until the next commit', () => {
  let dir: string;
  let path: string;
  let store: SqliteReadStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'committed-counts-'));
    path = join(dir, 'read.sqlite');
    store = SqliteReadStore.open(path);
    await store.ensureIndexes('bookings', [[{ path: 'status', type: 'string' }]]);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given a counted list, when a booking is written alone, in a unit or by another process, then the next count has it', async () => {
    const bookings = store.collection('bookings');
    await bookings.insertOne({ _id: 'b1', status: 'pending' });
    expect(await bookings.count({})).toBe(1);
    expect(await bookings.count({ status: 'pending' })).toBe(1);

    await bookings.insertOne({ _id: 'b2', status: 'pending' });
    expect(await bookings.count({})).toBe(2);

    await store.transaction(async () => {
      await bookings.updateOne({ _id: 'b1' }, { $set: { status: 'confirmed' } });
      await bookings.insertOne({ _id: 'b3', status: 'pending' });
    });
    expect(await bookings.count({})).toBe(3);
    expect(await bookings.count({ status: 'pending' })).toBe(2);

    // The command line's offline rebuild writes the same file from its own connection.
    const other = SqliteReadStore.open(path);
    await other.collection('bookings').deleteMany({ status: 'pending' });
    await other.close();
    expect(await bookings.count({})).toBe(1);
    expect(await bookings.count({ status: 'pending' })).toBe(0);
  });

  it('given one connection (an in-memory store), then counts follow its own writes', async () => {
    const memory = SqliteReadStore.open(':memory:');
    await memory.ensureIndexes('bookings', [[{ path: 'status', type: 'string' }]]);
    const bookings = memory.collection('bookings');
    await bookings.insertOne({ _id: 'b1', status: 'pending' });
    expect(await bookings.count({ status: 'pending' })).toBe(1);
    await bookings.insertOne({ _id: 'b2', status: 'pending' });
    expect(await bookings.count({ status: 'pending' })).toBe(2);
    await memory.close();
  });
});
