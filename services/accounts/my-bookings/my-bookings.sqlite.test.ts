import { describe, expect, it } from 'vitest';
import { MemoryReadStore, createReadStore, type ReadStore } from '@chauffeur/projections';
import { customerKey } from '../projections/customer-key';
import { MY_BOOKINGS, myBookingsProjection, type MyBookingDoc } from './my-bookings-projection';
import { myBookingDocs } from './my-bookings-queries';

const ANA = { id: 'ana-1', email: 'ana@example.com' };

async function seed(store: ReadStore) {
  for (const [collection, indexes] of Object.entries(myBookingsProjection.indexes ?? {}))
    await store.ensureIndexes?.(collection, indexes);
  const docs = store.collection<MyBookingDoc>(MY_BOOKINGS);
  for (let i = 0; i < 30; i += 1) {
    // Guests (no account: null in the indexed path), Ana signed in, someone else signed in.
    const account = [null, ANA.id, 'bob-1'][i % 3]!;
    const email = i % 2 === 0 ? ANA.email : 'other@example.com';
    await docs.insertOne({
      _id: `b${String(i).padStart(2, '0')}`,
      account,
      customer: customerKey(email),
      reference: `CH-${i}`,
      status: 'pending',
      scheduled_time: new Date(Date.UTC(2026, 5, 1 + i)).toISOString(),
      pickup: 'A',
      dropoff: 'B',
      vehicle: 'E-Class',
      total_fare: 50,
      name: 'Ana',
      phone: '+32',
      created_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
    });
  }
}

const ids = (docs: MyBookingDoc[]) => docs.map((doc) => doc._id).sort();

describe('My bookings on the SQLite read store, with the declared indexes', () => {
  it('finds the same bookings as the memory store, verified or not, guests with no account included', async () => {
    const sqlite = await createReadStore({ kind: 'sqlite', path: ':memory:' });
    const memory = new MemoryReadStore();
    await seed(sqlite);
    await seed(memory);
    for (const emailVerified of [false, true]) {
      const account = { ...ANA, emailVerified };
      expect(ids(await myBookingDocs(sqlite, account))).toEqual(ids(await myBookingDocs(memory, account)));
    }
    // Unverified: only signed in (i % 3 === 1); verified: plus every booking with her address (even i).
    expect(await myBookingDocs(sqlite, { ...ANA, emailVerified: false })).toHaveLength(10);
    expect(await myBookingDocs(sqlite, { ...ANA, emailVerified: true })).toHaveLength(20);
    await sqlite.close();
  });
});
