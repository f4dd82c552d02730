import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brusselsDayOf } from '@chauffeur/contracts';
import { MemoryReadStore, createReadStore, type ReadStore } from '@chauffeur/projections';
import { bookingsProjection, BOOKINGS } from './bookings-projection';
import { listBookings, type BookingListOptions } from './booking-queries';
import { searchFieldsOf } from './booking-search';

const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
const NAMES = ['Zoë Peeters', 'Jan Janssens', 'Marie Dubois', 'Ahmed El Amrani'];
const HOUR = 3_600_000;
// 2026-03-27 00:00 UTC: the range crosses the night Brussels moves to summer time (29 March).
const START = Date.UTC(2026, 2, 27);

type Seeded = {
  _id: string;
  id: string;
  reference: string;
  status: string;
  created_at: string;
  scheduled_time: string;
  emergency_contact_name: string;
  emergency_contact_email: string;
  emergency_contact_phone: string;
  search_text: string;
  search_phone: string | null;
  change_request_open: boolean;
};

/** Pickups every 7 hours over 60 bookings (about 17 days), made in another order than they ride. */
function bookings(): Seeded[] {
  return Array.from({ length: 60 }, (_, i) => {
    const name = NAMES[i % NAMES.length]!;
    return withSearchFields({
      _id: `b${String(i).padStart(2, '0')}`,
      id: `b${i}`,
      reference: `CH-${'ACDEFGHJKM'[i % 10]}${'NPQRTUVWXY'[Math.floor(i / 10)]}3P9Q`,
      status: STATUSES[i % 3]!,
      created_at: new Date(START - (i % 7) * HOUR).toISOString(),
      scheduled_time: new Date(START + ((i * 37) % 60) * 7 * HOUR).toISOString(),
      emergency_contact_name: name,
      emergency_contact_email: `${name.split(' ')[0]!.toLowerCase()}${i}@Example.be`,
      emergency_contact_phone: `+32 470 ${String(10 + i)} 34 56`,
      change_request_open: i % 4 === 1,
    });
  });
}

/** The row as the projection writes it (bookings-projection.ts): with its search fields. */
const withSearchFields = (row: Omit<Seeded, 'search_text' | 'search_phone'>): Seeded => ({
  ...row,
  ...searchFieldsOf(row),
});

async function seed(store: ReadStore) {
  for (const [collection, indexes] of Object.entries(bookingsProjection.indexes ?? {}))
    await store.ensureIndexes?.(collection, indexes);
  for (const doc of bookings()) await store.collection(BOOKINGS).insertOne(doc);
  return store;
}

const ids = (page: { items: { id: string }[] }) => page.items.map((row) => row.id);
const all = { limit: 500, offset: 0 };

describe('listBookings: pickup days, pickup order and search (issue 17)', async () => {
  const sqlite = await seed(await createReadStore({ kind: 'sqlite', path: ':memory:' }));
  const memory = await seed(new MemoryReadStore());

  it('answers the same on SQLite and in memory, every filter combined with paging', async () => {
    for (const status of [undefined, 'confirmed'] as const)
      for (const change_request of [undefined, 'open'] as const)
        for (const sort of ['created_desc', 'pickup_asc', 'pickup_desc'] as const)
          for (const range of [{}, { from: '2026-03-28' }, { from: '2026-03-29', to: '2026-03-31' }])
            for (const q of [undefined, 'jan', 'ch-a'])
              for (const offset of [0, 3]) {
                const options: BookingListOptions = {
                  status,
                  change_request,
                  now: START + 5 * 24 * HOUR,
                  sort,
                  ...range,
                  q,
                  limit: 4,
                  offset,
                };
                expect(await listBookings(sqlite, options)).toEqual(await listBookings(memory, options));
              }
  });

  it('keeps the Brussels days of the pickup: a range is whole local days, both ends included', async () => {
    const page = await listBookings(sqlite, {
      from: '2026-03-29',
      to: '2026-03-29',
      sort: 'pickup_asc',
      ...all,
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((row) => brusselsDayOf(row.scheduled_time) === '2026-03-29')).toBe(true);
    const times = page.items.map((row) => row.scheduled_time);
    expect(times).toEqual([...times].sort());
    expect(page.total).toBe(
      bookings().filter((b) => brusselsDayOf(b.scheduled_time) === '2026-03-29').length,
    );
  });

  it('orders by pickup time both ways, ties by id', async () => {
    const up = ids(await listBookings(sqlite, { sort: 'pickup_asc', ...all }));
    const down = ids(await listBookings(sqlite, { sort: 'pickup_desc', ...all }));
    expect(down).toEqual([...up].reverse());
  });

  it('finds a reference as shown, whatever the case or the dash; a name, an e-mail or a phone in part', async () => {
    const [target] = bookings();
    for (const q of [target!.reference, target!.reference.toLowerCase(), 'ch an3p9q', 'AN3P9Q'])
      expect(ids(await listBookings(sqlite, { q, ...all })), q).toEqual([target!.id]);
    expect((await listBookings(sqlite, { q: 'DUBOIS', ...all })).total).toBe(15);
    expect(ids(await listBookings(sqlite, { q: 'zoë4@example.BE', ...all }))).toEqual(['b4']);
    // Digits whatever the separators, the national 0 for +32.
    expect(ids(await listBookings(sqlite, { q: '0470 12-34', ...all }))).toEqual(['b2']);
    expect((await listBookings(sqlite, { q: 'nobody', ...all })).total).toBe(0);
  });

  it('filters pickup days as a brute-force check of each booking would', async () => {
    const days = Array.from({ length: 22 }, (_, i) => brusselsDayOf(START - 2 * 86_400_000 + i * 86_400_000));
    const rows = bookings();
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...days), { nil: undefined }),
        fc.option(fc.constantFrom(...days), { nil: undefined }),
        fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
        async (from, to, status) => {
          fc.pre(!from || !to || from <= to);
          const expected = rows
            .filter((b) => !status || b.status === status)
            .filter((b) => {
              const day = brusselsDayOf(b.scheduled_time);
              return (!from || day >= from) && (!to || day <= to);
            })
            .map((b) => b.id)
            .sort();
          for (const store of [sqlite, memory]) {
            const page = await listBookings(store, { from, to, status, ...all });
            expect(ids(page).sort()).toEqual(expected);
            expect(page.total).toBe(expected.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists the waiting change requests, pickup ahead, from their own index (decision 323)', async () => {
    const now = START + 5 * 24 * HOUR;
    const expected = bookings()
      .filter((b) => b.change_request_open && Date.parse(b.scheduled_time) > now)
      .map((b) => b.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const store of [sqlite, memory]) {
      const page = await listBookings(store, { change_request: 'open', now, ...all });
      expect(ids(page).sort()).toEqual(expected);
    }
    // The store's SQL for that filter (sql-filter.ts: a boolean as 1, an instant as text) searches an index.
    const path = join(mkdtempSync(join(tmpdir(), 'bookings-cr-')), 'read.db');
    await (await seed(await createReadStore({ kind: 'sqlite', path }))).close();
    const db = new Database(path, { readonly: true });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM col_${BOOKINGS} WHERE json_extract(doc, '$."change_request_open"') = ? ` +
          `AND json_extract(doc, '$."scheduled_time"') > ?`,
      )
      .all(1, new Date(now).toISOString()) as { detail: string }[];
    db.close();
    expect(plan.map((row) => row.detail).join(' | ')).toMatch(
      /^SEARCH \S+ USING (COVERING )?INDEX ix_\w+ \(<expr>=\? AND <expr>>\?\)$/,
    );
  });
});
