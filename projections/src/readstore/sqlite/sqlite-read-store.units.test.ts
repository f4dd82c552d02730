import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReadStoreUnavailable } from '../errors';
import { SqliteReadStore } from './sqlite-read-store';

/** A promise resolved from elsewhere: lets code outside a unit act while the unit is open. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SqliteReadStore units of work', () => {
  let dir: string;
  let path: string;
  let store: SqliteReadStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'readstore-units-'));
    path = join(dir, 'read.sqlite');
    store = SqliteReadStore.open(path);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rolls back every write of a unit that throws, its checkpoint and a table it created included', async () => {
    const rides = store.collection('rides');
    await rides.insertOne({ _id: 'kept', n: 1 });
    await store.checkpoints.set('rides', 10n);
    const failure = new Error('projection bug');
    await expect(
      store.transaction(async () => {
        await rides.insertOne({ _id: 'lost' });
        await rides.updateOne({ _id: 'kept' }, { $inc: { n: 1 } });
        await store.collection('fresh').insertOne({ _id: 'f' });
        await store.checkpoints.set('rides', 20n);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await rides.find()).toEqual([{ _id: 'kept', n: 1 }]);
    expect(await store.collection('fresh').count()).toBe(0);
    expect(await store.checkpoints.get('rides')).toBe(10n);
    // The store still works, and a table created later is there for good.
    await store.collection('fresh').insertOne({ _id: 'g' });
    expect(await store.collection('fresh').count()).toBe(1);
  });

  it('hides a unit’s writes from reads outside it until it commits', async () => {
    const rides = store.collection('rides');
    const written = signal();
    const seenOutside = signal();
    const unit = store.transaction(async () => {
      await rides.insertOne({ _id: 'r1', status: 'pending' });
      await store.checkpoints.set('rides', 5n);
      written.resolve();
      await seenOutside.promise;
    });
    await written.promise; // this code runs outside the unit: its reads use the reader connection
    expect(await rides.count()).toBe(0);
    expect(await rides.find({ status: 'pending' })).toEqual([]);
    expect(await store.checkpoints.get('rides')).toBeNull();
    seenOutside.resolve();
    await unit;
    expect(await rides.count()).toBe(1);
    expect(await store.checkpoints.get('rides')).toBe(5n);
  });

  it('makes a write outside any unit wait for the open unit, then commit alone', async () => {
    const rides = store.collection('rides');
    const inside = signal();
    const release = signal();
    const unit = store.transaction(async () => {
      await rides.insertOne({ _id: 'in' });
      inside.resolve();
      await release.promise;
      throw new Error('rolled back');
    });
    await inside.promise;
    const outside = rides.insertOne({ _id: 'out' });
    release.resolve();
    await expect(unit).rejects.toThrow('rolled back');
    await outside;
    expect(await rides.find()).toEqual([{ _id: 'out' }]);
  });

  it('loses the whole unit when the process stops before the commit', async () => {
    const rides = store.collection('rides');
    await rides.insertOne({ _id: 'before' });
    const written = signal();
    const crashed = signal();
    const unit = store.transaction(async () => {
      await rides.insertOne({ _id: 'during' });
      await store.checkpoints.set('rides', 7n);
      written.resolve();
      await crashed.promise;
    });
    await written.promise;
    await store.close(); // as a crash would: the connections go without COMMIT
    crashed.resolve();
    await expect(unit).rejects.toBeInstanceOf(ReadStoreUnavailable);
    store = SqliteReadStore.open(path);
    expect(await store.collection('rides').find()).toEqual([{ _id: 'before' }]);
    expect(await store.checkpoints.get('rides')).toBeNull();
  });

  it('keeps the highest checkpoint when two stores on the same file write it concurrently', async () => {
    // Two connections, as two processes would have (one process's units would wait on SQLite's lock
    // synchronously: a unit spanning an await is for one store per file).
    const other = SqliteReadStore.open(path);
    const write = async (target: SqliteReadStore, positions: number[]) => {
      for (const position of positions) {
        await target.checkpoints.set('shared', BigInt(position));
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all([write(store, [1, 50, 3, 40]), write(other, [60, 2, 55, 4])]);
    expect(await store.checkpoints.get('shared')).toBe(60n);
    expect(await other.checkpoints.get('shared')).toBe(60n);
    await other.close();
  });
});
