import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { DuplicateKey } from '../readstore/errors';
import { SqliteReadStore } from '../readstore/sqlite/sqlite-read-store';
import { ProjectionRunner } from '../runner/projection-runner';
import type { Change, Projection } from '../runner/projection';
import { tick } from './testing/live-writer';

/**
 * Rides made, noted, cancelled and deleted, a per-day counter and a lookup of its own collection: what a
 * build in memory must write exactly as the event-by-event path does (order of unsorted finds included).
 */
const rides = (failAt?: number): Projection => ({
  name: 'rides',
  collections: ['rides', 'ride_days', 'never_written'],
  indexes: { rides: [[{ path: 'status', type: 'string' }]] },
  eventTypes: ['Ticked'],
  project: async (event, context): Promise<Change[]> => {
    const n = Number((event.data as { n: number }).n);
    if (n === failAt) throw new Error('broken handler');
    const id = `ride-${n % 37}-${Math.floor(n / 37)}`;
    const day = {
      kind: 'upsert' as const,
      collection: 'ride_days',
      id: `day-${n % 5}`,
      update: { $inc: { n: 1 } },
    };
    if (n % 7 === 3) {
      const earlier = await context
        .collection('rides')
        .findOne({ _id: `ride-${(n - 1) % 37}-${Math.floor((n - 1) / 37)}` });
      if (earlier) return [{ kind: 'delete', collection: 'rides', filter: { _id: earlier._id } }, day];
    }
    if (n % 3 === 0 && n > 0) {
      const target = `ride-${(n - 3) % 37}-${Math.floor((n - 3) / 37)}`;
      return [
        {
          kind: 'update',
          collection: 'rides',
          filter: { _id: target },
          update: { $set: { status: 'cancelled' }, $push: { notes: n } },
        },
        day,
      ];
    }
    return [{ kind: 'insert', collection: 'rides', doc: { _id: id, status: 'booked', n, notes: [] } }, day];
  },
});

describe('a rebuild from nothing built in memory and loaded (issue 16, point 3)', () => {
  let dir: string;
  let events: SqliteEventStore;
  const stores: SqliteReadStore[] = [];
  const open = (name: string, options: { load?: boolean } = {}) => {
    const store = SqliteReadStore.open(join(dir, `${name}.sqlite`));
    // Without load: the event-by-event path, the reference.
    if (options.load === false) (store as { load?: unknown }).load = undefined;
    stores.push(store);
    return store;
  };
  const build = async (store: SqliteReadStore, projection: Projection, heapBudgetBytes?: number) => {
    const runner = new ProjectionRunner(events, store, [projection], {
      pageSize: 50,
      ...(heapBudgetBytes !== undefined ? { startCatchUp: { pageSize: 50, heapBudgetBytes } } : {}),
    });
    await runner.start();
    // False only when a projection failed (the runtime then says so in its status).
    const caughtUp = await runner.waitUntilCaughtUp(10_000);
    const status = await runner.status();
    await runner.stop();
    expect(caughtUp).toBe(status[0]!.state !== 'failed');
    return status[0]!;
  };
  const contents = async (store: SqliteReadStore) => ({
    rides: await store.collection('rides').find(),
    cancelled: await store.collection('rides').find({ status: 'cancelled' }, { sort: { n: -1 } }),
    days: await store.collection('ride_days').find(),
    checkpoint: await store.checkpoints.get('rides'),
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fresh-build-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const all = Array.from({ length: 400 }, (_, n) => ({ ...tick(), data: { n } }));
    for (let i = 0; i < all.length; i += 40)
      await events.append(`rides-${i}`, all.slice(i, i + 40), { expectedRevision: 'no_stream' });
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the same documents, in the same order, with the same checkpoint as the event-by-event path', async () => {
    const reference = open('reference', { load: false });
    const loaded = open('loaded');
    await build(reference, rides());
    const status = await build(loaded, rides());
    const expected = await contents(reference);
    expect(expected.rides.length).toBeGreaterThan(100);
    expect(await contents(loaded)).toEqual(expected);
    expect(status.events_applied).toBe(400);
  });

  it('builds the declared indexes and the unique key after the rows: queries use them, a duplicate is refused', async () => {
    const loaded = open('loaded');
    await build(loaded, rides());
    const [first] = await loaded.collection('rides').find();
    await expect(loaded.collection('rides').insertOne({ ...first! })).rejects.toBeInstanceOf(DuplicateKey);
    await loaded.close();
    const db = new Database(join(dir, 'loaded.sqlite'), { readonly: true });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM "col_rides" WHERE json_extract(doc, '$."status"') = 'booked'`,
      )
      .all()
      .map((row) => (row as { detail: string }).detail)
      .join(' ');
    const byId = db.prepare(`EXPLAIN QUERY PLAN SELECT doc FROM "col_rides" WHERE id = 'x'`).all();
    db.close();
    expect(plan).toMatch(/USING (COVERING )?INDEX ix_rides__/);
    expect(JSON.stringify(byId)).toMatch(/USING INDEX pk_rides/);
  });

  it('past its heap budget, writes what it built and goes on event by event from there, to the same result', async () => {
    const reference = open('reference', { load: false });
    const loaded = open('loaded');
    await build(reference, rides());
    await build(loaded, rides(), 0);
    expect(await contents(loaded)).toEqual(await contents(reference));
  });

  it('a handler that throws: nothing is loaded, the usual path builds up to the event and reports it', async () => {
    const reference = open('reference', { load: false });
    const loaded = open('loaded');
    const broken = await build(reference, rides(250));
    const status = await build(loaded, rides(250));
    expect(status.state).toBe('failed');
    expect(status.state).toBe(broken.state);
    expect(await contents(loaded)).toEqual(await contents(reference));
  });

  it('a read model added beside current ones reads their collections while it is built in memory', async () => {
    const store = open('mixed');
    await build(store, rides());
    // Built from nothing now (no checkpoint) while `rides` is current: it looks up rides' documents.
    const noted: Projection = {
      name: 'noted',
      collections: ['noted'],
      eventTypes: ['Ticked'],
      project: async (event, context) => {
        const n = Number((event.data as { n: number }).n);
        if (n !== 399) return [];
        const booked = await context.collection('rides').count({ status: 'booked' });
        return [{ kind: 'insert', collection: 'noted', doc: { _id: 'last', booked } }];
      },
    };
    const runner = new ProjectionRunner(events, store, [rides(), noted], { pageSize: 50 });
    await runner.start();
    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
    await runner.stop();
    const booked = await store.collection('rides').count({ status: 'booked' });
    expect(booked).toBeGreaterThan(0);
    expect(await store.collection('noted').findOne({ _id: 'last' })).toMatchObject({ booked });
  });
});
