/**
 * Micro-benchmark of the memory read store (not part of the tests):
 *   npx tsx projections/src/readstore/memory/memory-collection.bench.ts
 * (a) the admin bookings list page (find with sort/skip/limit + count) over 10,000 bookings;
 * (b) 100,000 projected writes by `_id` with the `_pos` guard, shaped like `applyChanges`.
 */
import { performance } from 'node:perf_hooks';
import type { Doc, Filter, Update } from '../port';
import { MemoryCollection } from './memory-collection';

const STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'];
const BOOKINGS = 10_000;

function booking(i: number): Doc {
  const at = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 60_000).toISOString();
  return {
    _id: `b-${String(i).padStart(6, '0')}`,
    id: `b-${i}`,
    status: STATUSES[i % STATUSES.length],
    created_at: at,
    updated_at: at,
    pickup: { address: `Street ${i}`, lat: 50.8 + i / 1e6, lng: 4.3 },
    vehicle: { id: `v-${i % 7}`, name: `Vehicle ${i % 7}` },
    vehicle_id: `v-${i % 7}`,
    emergency_contact_email: `c${i % 500}@example.com`,
    total: 40 + (i % 90),
    special_requests: [],
    _pos: i + 1,
  };
}

async function time(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  await fn(); // warm
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await fn();
  const ms = (performance.now() - start) / runs;
  console.log(`${label.padEnd(52)} ${ms.toFixed(3).padStart(9)} ms/op  (${(1000 / ms).toFixed(0)} op/s)`);
}

async function listBenchmark(): Promise<void> {
  const col = new MemoryCollection('bookings');
  for (let i = 0; i < BOOKINGS; i += 1) await col.insertOne(booking(i));
  const sort = { created_at: -1 as const, _id: 1 as const };
  const page = (filter: Filter, skip: number) =>
    Promise.all([col.find(filter, { sort, skip, limit: 50 }), col.count(filter)]);
  await time('list page 1, no filter (find+count)', 100, () => page({}, 0));
  await time('list page 1, {status} (find+count)', 100, () => page({ status: 'confirmed' }, 0));
  await time('list page 40, no filter (find+count)', 100, () => page({}, 2000));
  await time('find only, no filter, page 1', 100, () => col.find({}, { sort, limit: 50 }));
  await time('count {}', 100, () => col.count({}));
  await time('count {status}', 100, () => col.count({ status: 'pending' }));
  let n = 0;
  await time('list page 1 after a write each time (cold)', 100, async () => {
    n += 1;
    await col.updateOne({ _id: 'b-000001' }, { $set: { note: n } });
    return page({}, 0);
  });
}

async function writeBenchmark(): Promise<void> {
  const col = new MemoryCollection('bookings');
  const WRITES = 100_000;
  const ids = 10_000;
  const start = performance.now();
  for (let pos = 1; pos <= WRITES; pos += 1) {
    const i = pos % ids;
    const id = `b-${i}`;
    const guard: Filter = { _pos: { $not: { $gte: pos } } };
    if (pos <= ids) {
      const { _id, ...row } = booking(i);
      const update: Update = { $set: { ...row, _pos: pos } };
      await col.updateOne({ _id: id, ...guard }, update, { upsert: true });
      void _id;
    } else if (pos % 3 === 0) {
      await col.updateOne(
        { _id: id, ...guard },
        { $inc: { count: 1, total: 2 }, $set: { date: 'x', _pos: pos } },
        { upsert: true },
      );
    } else {
      await col.updateOne(
        { $and: [{ _id: id }, guard] },
        { $set: { status: STATUSES[pos % 6], updated_at: new Date(pos).toISOString(), _pos: pos } },
      );
    }
  }
  const ms = performance.now() - start;
  console.log(
    `${'100,000 by-id upserts/updates with _pos guard'.padEnd(52)} ${ms.toFixed(0).padStart(9)} ms total (${((WRITES / ms) * 1000).toFixed(0)} writes/s)`,
  );
}

await listBenchmark();
await writeBenchmark();
