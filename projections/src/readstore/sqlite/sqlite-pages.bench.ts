/**
 * Benchmark of the SQLite read store's admin pages (not part of the tests):
 *   npx tsx projections/src/readstore/sqlite/sqlite-pages.bench.ts [bookings=200000]
 * Stores booking-shaped documents in a temporary file (units of 5,000 inserts), declares the bookings
 * read model's indexes (as services/bookings/projections/bookings-projection.ts does), then times the
 * `GET /api/admin/bookings` queries (find sorted by created_at -1, _id 1 with skip/limit, and count; all
 * statuses and one), each with and without the declaration (the JS path), plus a blue/green rename.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Doc, IndexSpec } from '../port';
import { SqliteReadStore } from './sqlite-read-store';

const STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'];
const COUNT = Number(process.argv[2] ?? 200_000);
const BOOKING_INDEXES: IndexSpec[] = [
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

function booking(i: number): Doc {
  const at = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 60_000).toISOString();
  return {
    _id: `b-${String(i).padStart(7, '0')}`,
    id: `b-${i}`,
    status: STATUSES[i % STATUSES.length],
    created_at: at,
    updated_at: at,
    pickup_address: `Avenue Louise ${i}, 1050 Brussels`,
    dropoff_address: 'Brussels Airport, 1930 Zaventem',
    vehicle: { id: `v-${i % 7}`, name: `Vehicle ${i % 7}` },
    vehicle_id: `v-${i % 7}`,
    emergency_contact_email: `c${i % 500}@example.com`,
    emergency_contact_name: `Customer ${i % 500}`,
    total_price: 80 + (i % 300),
    revision: 3,
    _pos: String(i * 3),
  };
}

/** Median and max over runs, in ms. */
async function time(label: string, runs: number, work: () => Promise<unknown>): Promise<void> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)]!;
  console.log(`${label.padEnd(58)} median ${median.toFixed(2)} ms, max ${ms.at(-1)!.toFixed(2)} ms`);
}

const dir = mkdtempSync(join(tmpdir(), 'readstore-bench-'));
const path = join(dir, 'read.sqlite');
try {
  let store = SqliteReadStore.open(path);
  const bookings = store.collection('bookings');
  let start = performance.now();
  for (let i = 0; i < COUNT; i += 5000)
    await store.transaction(async () => {
      for (let j = i; j < Math.min(COUNT, i + 5000); j += 1) await bookings.insertOne(booking(j));
      await store.checkpoints.set('bookings', BigInt(i));
    });
  console.log(`${COUNT} inserts in units of 5,000: ${(performance.now() - start).toFixed(0)} ms`);
  const page = (status: string | undefined, offset: number) => {
    const filter = status ? { status } : {};
    return Promise.all([
      bookings.find(filter, { sort: { created_at: -1, _id: 1 }, skip: offset, limit: 50 }),
      bookings.count(filter),
    ]);
  };
  await time('without declared indexes: page 1, all statuses (JS path)', 3, () => page(undefined, 0));
  start = performance.now();
  await store.ensureIndexes('bookings', BOOKING_INDEXES);
  console.log(`ensureIndexes over ${COUNT} rows: ${(performance.now() - start).toFixed(0)} ms`);
  // A fresh process: nothing cached but the file's pages in the OS.
  await store.close();
  store = SqliteReadStore.open(path);
  await store.ensureIndexes('bookings', BOOKING_INDEXES);
  const fresh = store.collection('bookings');
  const check = await fresh.find({ status: 'pending' }, { sort: { created_at: -1, _id: 1 }, limit: 2 });
  console.log('first page ids (pending):', check.map((doc) => doc._id).join(', '));
  const page2 = (status: string | undefined, offset: number) => {
    const filter = status ? { status } : {};
    return Promise.all([
      fresh.find(filter, { sort: { created_at: -1, _id: 1 }, skip: offset, limit: 50 }),
      fresh.count(filter),
    ]);
  };
  await time('page 1 (find 50 + count), all statuses', 50, () => page2(undefined, 0));
  await time('page 1 (find 50 + count), status = pending', 50, () => page2('pending', 0));
  await time('page 100 (offset 4,950), all statuses', 50, () => page2(undefined, 4950));
  await time('page 100 (offset 4,950), status = cancelled', 50, () => page2('cancelled', 4950));
  await time('find only, page 1, all statuses', 50, () =>
    fresh.find({}, { sort: { created_at: -1, _id: 1 }, limit: 50 }),
  );
  await time('count only, all', 50, () => fresh.count());
  await time('count only, status = pending', 50, () => fresh.count({ status: 'pending' }));
  await time('findOne by _id', 200, () => fresh.findOne({ _id: 'b-0123456' }));
  // Blue/green: a second copy renamed over the first.
  const next = store.collection('bookings__next');
  for (let i = 0; i < COUNT; i += 5000)
    await store.transaction(async () => {
      for (let j = i; j < Math.min(COUNT, i + 5000); j += 1) await next.insertOne(booking(j));
    });
  await store.ensureIndexes('bookings__next', BOOKING_INDEXES);
  start = performance.now();
  await store.renameCollection('bookings__next', 'bookings');
  console.log(`renameCollection of ${COUNT} rows: ${(performance.now() - start).toFixed(0)} ms`);
  await time('page 1 after the swap, status = pending', 20, () => page2('pending', 0));
  console.log(`file: ${(statSync(path).size / 1e6).toFixed(1)} MB`);
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
