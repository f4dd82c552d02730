import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKey, ReadStoreUnavailable } from '../errors';
import { openReadStoreDatabase } from './open-database';
import { SqliteReadStore } from './sqlite-read-store';

describe('SqliteReadStore storage', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'readstore-'));
    path = join(dir, 'read.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps documents and checkpoints across a close and a reopen, positions beyond 2^63 exactly', async () => {
    const first = SqliteReadStore.open(path);
    await first.collection('bookings').insertOne({ _id: 'b1', fare: 12.5, tags: ['x'] });
    const beyondSigned = 2n ** 64n - 1n;
    await first.checkpoints.set('bookings', beyondSigned);
    await first.close();
    const again = SqliteReadStore.open(path);
    expect(await again.collection('bookings').findOne({ _id: 'b1' })).toEqual({
      _id: 'b1',
      fare: 12.5,
      tags: ['x'],
    });
    expect(await again.checkpoints.get('bookings')).toBe(beyondSigned);
    await again.close();
  });

  it('stores documents as binary JSON and keeps serving rows a version before wrote as text', async () => {
    const db = openReadStoreDatabase(path);
    // A table as the store wrote it before decision 226: documents as JSON text.
    db.exec('CREATE TABLE "col_rides" (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)');
    db.prepare('INSERT INTO "col_rides" (id, doc) VALUES (?, ?)').run(
      'old',
      JSON.stringify({ _id: 'old', status: 'booked', fare: 40, note: 'café ☕' }),
    );
    const store = new SqliteReadStore(db);
    const rides = store.collection('rides');
    await rides.insertOne({ _id: 'new', status: 'booked', fare: 55.5, note: 'ok' });
    const types = db.prepare('SELECT id, typeof(doc) AS type FROM "col_rides" ORDER BY id').all();
    expect(types).toEqual([
      { id: 'new', type: 'blob' },
      { id: 'old', type: 'text' },
    ]);
    // Both answer the same queries, and an update rewrites the old row in the new form.
    expect(await rides.find({ status: 'booked' }, { sort: { fare: -1 } })).toEqual([
      { _id: 'new', status: 'booked', fare: 55.5, note: 'ok' },
      { _id: 'old', status: 'booked', fare: 40, note: 'café ☕' },
    ]);
    await rides.updateOne({ _id: 'old' }, { $set: { status: 'done' } });
    expect(await rides.findOne({ status: 'done' })).toEqual({
      _id: 'old',
      status: 'done',
      fare: 40,
      note: 'café ☕',
    });
    expect(db.prepare('SELECT typeof(doc) FROM "col_rides" WHERE id = ?').pluck().get('old')).toBe('blob');
    await store.close();
  });

  it('refuses a checkpoint that is not an unsigned 64-bit position', async () => {
    const store = SqliteReadStore.open(path);
    await expect(store.checkpoints.set('p', -1n)).rejects.toBeInstanceOf(RangeError);
    await expect(store.checkpoints.set('p', 2n ** 64n)).rejects.toBeInstanceOf(RangeError);
    await store.close();
  });

  it('answers ReadStoreUnavailable when the file refuses writes, and still reads', async () => {
    const db = openReadStoreDatabase(path);
    const store = new SqliteReadStore(db);
    const rides = store.collection('rides');
    await rides.insertOne({ _id: 'r1' });
    db.pragma('query_only = ON'); // SQLite then refuses every write with SQLITE_READONLY
    await expect(rides.insertOne({ _id: 'r2' })).rejects.toBeInstanceOf(ReadStoreUnavailable);
    await expect(rides.updateOne({ _id: 'r1' }, { $set: { a: 1 } })).rejects.toBeInstanceOf(
      ReadStoreUnavailable,
    );
    await expect(store.checkpoints.set('rides', 1n)).rejects.toBeInstanceOf(ReadStoreUnavailable);
    await expect(store.collection('new').insertOne({ _id: 'n' })).rejects.toBeInstanceOf(
      ReadStoreUnavailable,
    );
    expect(await rides.find()).toEqual([{ _id: 'r1' }]);
    await store.close();
  });

  it('answers ReadStoreUnavailable when the disk is full, keeping DuplicateKey a refusal', async () => {
    const db = openReadStoreDatabase(path);
    const store = new SqliteReadStore(db);
    const rides = store.collection('rides');
    await rides.insertOne({ _id: 'r1' });
    await expect(rides.insertOne({ _id: 'r1' })).rejects.toBeInstanceOf(DuplicateKey);
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`); // SQLITE_FULL past it
    const big = 'x'.repeat(100_000);
    const error = await rides.insertOne({ _id: 'big', big }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadStoreUnavailable);
    expect((error as Error).message).toMatch(/disk is full/);
    await store.close();
  });

  it('refuses to open a file that is not a database, as ReadStoreUnavailable', () => {
    writeFileSync(path, 'not a database, just text that is long enough to have a header '.repeat(20));
    expect(() => SqliteReadStore.open(path)).toThrow(ReadStoreUnavailable);
  });

  it('renames a collection over another in one step, and a missing source leaves the target empty', async () => {
    const store = SqliteReadStore.open(path);
    await store.collection('next').insertOne({ _id: 'new' });
    await store.collection('live').insertOne({ _id: 'old' });
    await store.renameCollection('next', 'live');
    expect(await store.collection('live').find()).toEqual([{ _id: 'new' }]);
    expect(await store.collection('next').count()).toBe(0);
    await store.renameCollection('next', 'live');
    expect(await store.collection('live').count()).toBe(0);
    await store.close();
  });

  it('says it is unavailable once closed', async () => {
    const store = SqliteReadStore.open(path);
    await store.close();
    await expect(store.ping()).rejects.toBeInstanceOf(ReadStoreUnavailable);
  });
});
