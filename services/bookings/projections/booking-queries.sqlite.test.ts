import { describe, expect, it } from 'vitest';
import { MemoryReadStore, createReadStore, type ReadStore } from '@chauffeur/projections';
import { bookingsProjection, BOOKINGS } from './bookings-projection';
import { listBookings } from './booking-queries';

const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

async function seed(store: ReadStore) {
  for (const [collection, indexes] of Object.entries(bookingsProjection.indexes ?? {}))
    await store.ensureIndexes?.(collection, indexes);
  const bookings = store.collection(BOOKINGS);
  for (let i = 0; i < 40; i += 1)
    await bookings.insertOne({
      _id: `b${String(i).padStart(2, '0')}`,
      id: `b${i}`,
      status: STATUSES[i % 3],
      // Three bookings per minute: ties on created_at are ordered by _id.
      created_at: new Date(Date.UTC(2026, 0, 1, 8, Math.floor(i / 3))).toISOString(),
    });
}

describe('listBookings on the SQLite read store, with the declared indexes', () => {
  it('pages and counts as on the memory store, for all statuses and for one', async () => {
    const sqlite = await createReadStore({ kind: 'sqlite', path: ':memory:' });
    const memory = new MemoryReadStore();
    await seed(sqlite);
    await seed(memory);
    for (const status of [undefined, 'pending', 'cancelled'] as const)
      for (const offset of [0, 7, 38]) {
        const options = { status, limit: 5, offset };
        expect(await listBookings(sqlite, options)).toEqual(await listBookings(memory, options));
      }
    const first = await listBookings(sqlite, { limit: 4, offset: 0 });
    expect(first.total).toBe(40);
    expect(first.items.map((row) => row.id)).toEqual(['b39', 'b36', 'b37', 'b38']);
    await sqlite.close();
  });
});
