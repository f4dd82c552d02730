import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doc, IndexSpec } from '../port';
import { MemoryReadStore } from '../memory/memory-read-store';
import { openReadStoreDatabase } from './open-database';
import { planQuery } from './sql-page';
import { SqliteReadStore } from './sqlite-read-store';

/** As the bookings read model declares them (services/bookings/projections/bookings-projection.ts). */
const BOOKINGS: IndexSpec[] = [
  [
    { path: 'created_at', type: 'string', order: -1 },
    { path: '_id', type: 'string' },
  ],
  [
    { path: 'status', type: 'string' },
    { path: 'created_at', type: 'string', order: -1 },
    { path: '_id', type: 'string' },
  ],
];
const PAGE = { sort: { created_at: -1, _id: 1 } as const, skip: 1, limit: 3 };

const booking = (i: number, extra: Record<string, unknown> = {}): Doc => ({
  _id: `b${i}`,
  status: ['pending', 'confirmed', 'cancelled'][i % 3],
  created_at: `2026-01-${String(10 + (i % 7)).padStart(2, '0')}`,
  ...extra,
});

describe('SqliteReadStore declared indexes', () => {
  let db: Database.Database;
  let store: SqliteReadStore;
  beforeEach(() => {
    db = openReadStoreDatabase(':memory:');
    store = new SqliteReadStore(db);
  });
  afterEach(() => store.close());

  const indexesOf = (collection: string) =>
    db
      .prepare<[string], string>(
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
      )
      .pluck()
      .all(`col_${collection}`)
      .sort();
  const explain = (collection: string, filter: Record<string, unknown>) => {
    const plan = planQuery(
      filter,
      PAGE.sort,
      new Map([
        ['status', 'string'],
        ['created_at', 'string'],
      ]),
    )!;
    const sql = `SELECT rowid FROM "col_${collection}" WHERE ${plan.where} ${plan.orderBy} LIMIT 50`;
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...plan.params) as { detail: string }[])
      .map((row) => row.detail)
      .join(' | ');
  };

  it('creates them on the table, once, and the page query walks one without sorting', async () => {
    await store.ensureIndexes('bookings', BOOKINGS); // before the table exists: created with it
    await store.collection('bookings').insertOne(booking(1));
    const created = indexesOf('bookings');
    expect(created).toHaveLength(4); // two expression indexes, two type checks (status, created_at)
    await store.ensureIndexes('bookings', BOOKINGS);
    expect(indexesOf('bookings')).toEqual(created);
    expect(explain('bookings', {})).toMatch(/^SCAN col_bookings USING (COVERING )?INDEX ix_bookings__\w+$/);
    expect(explain('bookings', { status: 'pending' })).toMatch(
      /^SEARCH col_bookings USING (COVERING )?INDEX ix_bookings__\w+ \(<expr>=\?\)$/,
    );
  });

  it('walks the pickup index for a pickup day range in pickup order (issue 17)', async () => {
    const pickup: IndexSpec[] = [
      [
        { path: 'scheduled_time', type: 'string' },
        { path: '_id', type: 'string' },
      ],
    ];
    await store.ensureIndexes('rides', pickup);
    await store.collection('rides').insertOne(booking(1, { scheduled_time: '2026-03-30T08:00:00.000Z' }));
    const plan = planQuery(
      { scheduled_time: { $gte: '2026-03-29T22:00:00.000Z', $lt: '2026-03-30T22:00:00.000Z' } },
      { scheduled_time: 1, _id: 1 },
      new Map([['scheduled_time', 'string']]),
    )!;
    const sql = `SELECT rowid FROM "col_rides" WHERE ${plan.where} ${plan.orderBy} LIMIT 50`;
    const detail = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...plan.params) as { detail: string }[])
      .map((row) => row.detail)
      .join(' | ');
    expect(detail).toMatch(
      /^SEARCH col_rides USING (COVERING )?INDEX ix_rides__\w+ \(<expr>>\? AND <expr><\?\)$/,
    );
  });

  it('answers pages and counts in SQL, as the memory adapter does', async () => {
    const memory = new MemoryReadStore().collection('bookings');
    const stored = store.collection('bookings');
    await store.ensureIndexes('bookings', BOOKINGS);
    for (let i = 0; i < 30; i += 1) {
      await memory.insertOne(booking(i));
      await stored.insertOne(booking(i));
    }
    const matching = vi.spyOn(stored as unknown as { matching: () => unknown }, 'matching');
    const parsing = vi.spyOn(JSON, 'parse');
    for (const filter of [
      {},
      { status: 'pending' },
      { status: { $in: ['pending', 'cancelled'] } },
      { _id: 'b4' },
    ]) {
      const page = await memory.find(filter, PAGE);
      expect(await stored.find(filter, PAGE)).toEqual(page);
      expect(await stored.count(filter)).toBe(await memory.count(filter));
      // As JSON text: SQLite's own, the omitted fields removed in SQL, nothing parsed on the way.
      parsing.mockClear();
      const texts = await stored.findJson(filter, { ...PAGE, omit: ['_id', 'status'] });
      expect(parsing).not.toHaveBeenCalled();
      expect(texts.map((text) => JSON.parse(text) as unknown)).toEqual(
        page.map(({ _id: _key, status: _status, ...rest }) => rest),
      );
    }
    parsing.mockRestore();
    expect(matching).not.toHaveBeenCalled();
    // Not declared, so not exact: the JS path answers.
    expect(await stored.find({}, { sort: { updated_at: 1 } })).toEqual(
      await memory.find({}, { sort: { updated_at: 1 } }),
    );
    expect(matching).toHaveBeenCalled();
  });

  it('falls back to the JS path while a stored document breaks a declaration, and back to SQL once it is gone', async () => {
    const memory = new MemoryReadStore().collection('bookings');
    const stored = store.collection('bookings');
    await store.ensureIndexes('bookings', BOOKINGS);
    const docs = [
      ...Array.from({ length: 12 }, (_, i) => booking(i)),
      booking(20, { created_at: 20260111 }), // a number where a string is declared: MongoDB sorts it first
      booking(21, { status: ['pending', 'vip'] }), // an array: MongoDB matches its elements
      booking(22, { created_at: null }),
      { _id: 'b23', status: 'pending' }, // no created_at: sorts as null
    ];
    for (const doc of docs) {
      await memory.insertOne(doc);
      await stored.insertOne(doc);
    }
    const matching = vi.spyOn(stored as unknown as { matching: () => unknown }, 'matching');
    for (const filter of [{}, { status: 'pending' }]) {
      for (const page of [PAGE, { sort: PAGE.sort }, { sort: { created_at: 1, _id: -1 } as const }])
        expect(await stored.find(filter, page)).toEqual(await memory.find(filter, page));
      expect(await stored.count(filter)).toBe(await memory.count(filter));
    }
    expect(matching).toHaveBeenCalled();
    await stored.deleteMany({ _id: { $in: ['b20', 'b21'] } });
    await memory.deleteMany({ _id: { $in: ['b20', 'b21'] } });
    matching.mockClear();
    expect(await stored.find({ status: 'pending' }, PAGE)).toEqual(
      await memory.find({ status: 'pending' }, PAGE),
    );
    expect(await stored.find({}, { sort: { created_at: 1, _id: -1 } })).toEqual(
      await memory.find({}, { sort: { created_at: 1, _id: -1 } }),
    );
    expect(matching).not.toHaveBeenCalled();
  });

  it('loads a model with every declared index, its type probes seeing the rows that break a declaration', async () => {
    await store.ensureIndexes('bookings', BOOKINGS);
    const healthy = Array.from({ length: 12 }, (_, i) => booking(i));
    const matching = vi.spyOn(
      store.collection('bookings') as unknown as { matching: () => unknown },
      'matching',
    );
    const memory = new MemoryReadStore().collection('bookings');
    for (const broken of [
      [],
      [booking(20, { created_at: 20260111 })],
      [booking(21, { status: ['pending', 'vip'] })],
    ]) {
      const docs = [...healthy, ...broken];
      await store.load([{ name: 'bookings', documents: docs }], []);
      expect(indexesOf('bookings')).toHaveLength(5); // the key, two sorted indexes, two type probes
      await memory.deleteMany({});
      for (const doc of docs) await memory.insertOne(doc);
      matching.mockClear();
      const pending = { status: 'pending' };
      expect(await store.collection('bookings').find(pending, PAGE)).toEqual(
        await memory.find(pending, PAGE),
      );
      // A healthy model is answered by SQL; one that breaks a declaration by the JS path, as MongoDB would.
      expect(matching).toHaveBeenCalledTimes(broken.length);
    }
  });

  it('lets the event loop serve between the index builds of a load (a blue/green rebuild runs beside requests)', async () => {
    await store.ensureIndexes('bookings', BOOKINGS);
    // Fewer rows than a chunk of inserts: what yields here is the index builds alone.
    const docs = Array.from({ length: 12 }, (_, i) => booking(i));
    const created: string[] = [];
    const exec = db.exec.bind(db);
    vi.spyOn(db, 'exec').mockImplementation((sql: string) => {
      if (/^CREATE INDEX/.test(sql)) created.push(sql);
      return exec(sql);
    });
    let indexesBeforeATurn: number | undefined;
    setImmediate(() => (indexesBeforeATurn = created.length));
    await store.load([{ name: 'bookings', documents: docs }], []);
    expect(created.length).toBe(4); // two sorted indexes and two type probes
    // A request waiting when the load began is served before its last index is built, not after.
    expect(indexesBeforeATurn).toBeLessThan(created.length);
  });

  it('keeps the indexes through a blue/green swap, and the build collection can be indexed again', async () => {
    await store.ensureIndexes('bookings', BOOKINGS);
    await store.ensureIndexes('bookings__build', BOOKINGS);
    await store.collection('bookings').insertOne(booking(1));
    for (let round = 0; round < 2; round += 1) {
      await store.collection('bookings__build').insertOne(booking(2 + round));
      await store.renameCollection('bookings__build', 'bookings');
      expect(indexesOf('bookings')).toHaveLength(4); // the build table's, under their old names
      expect(indexesOf('bookings__build')).toEqual([]);
      expect(await store.collection('bookings').find({}, { sort: PAGE.sort })).toEqual([booking(2 + round)]);
    }
    // Undeclared build collection: the swap creates what the serving name declares.
    await store.collection('other').insertOne(booking(5));
    await store.renameCollection('other', 'bookings');
    expect(indexesOf('bookings')).toHaveLength(4);
    expect(explain('bookings', { status: 'pending' })).toMatch(/USING (COVERING )?INDEX ix_/);
  });
  it("builds no index on a stale model's serving table (existingOnly) and the swap brings the new ones", async () => {
    const byPickup: IndexSpec = [{ path: 'pickup_at', type: 'string' }];
    await store.ensureIndexes('bookings', BOOKINGS);
    for (let i = 0; i < 6; i += 1)
      await store.collection('bookings').insertOne(booking(i, { pickup_at: `2026-02-0${i}` }));
    // The next version declares one index more: at start its old table is not indexed for it…
    await store.ensureIndexes('bookings', [...BOOKINGS, byPickup], { existingOnly: true });
    expect(indexesOf('bookings')).toHaveLength(4);
    const serving = store.collection('bookings');
    const matching = vi.spyOn(serving as unknown as { matching: () => unknown }, 'matching');
    expect(await serving.find({ status: 'pending' }, PAGE)).toHaveLength(1); // its old indexes still answer
    expect(matching).not.toHaveBeenCalled();
    expect(await serving.find({}, { sort: { pickup_at: -1 }, limit: 2 })).toEqual([
      booking(5, { pickup_at: '2026-02-05' }),
      booking(4, { pickup_at: '2026-02-04' }),
    ]);
    expect(matching).toHaveBeenCalledTimes(1); // …so the new field is answered in JS, not by a scan per probe
    // …the rebuild's table is, and the swap serves the new field by its index.
    await store.ensureIndexes('bookings__build', [...BOOKINGS, byPickup]);
    await store.collection('bookings__build').insertOne(booking(7, { pickup_at: '2026-03-01' }));
    await store.renameCollection('bookings__build', 'bookings');
    expect(indexesOf('bookings')).toHaveLength(6);
    matching.mockClear();
    expect(await serving.find({}, { sort: { pickup_at: -1 }, limit: 2 })).toEqual([
      booking(7, { pickup_at: '2026-03-01' }),
    ]);
    expect(matching).not.toHaveBeenCalled();
  });
});
