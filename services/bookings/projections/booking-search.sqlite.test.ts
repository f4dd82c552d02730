import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryReadStore, createReadStore, type Filter, type ReadStore } from '@chauffeur/projections';
import { REFERENCE_ALPHABET } from '../domain/reference';
import { bookingsProjection, BOOKINGS } from './bookings-projection';
import { listBookings } from './booking-queries';
import { referenceTerm, searchFieldsOf } from './booking-search';

/**
 * Decision 135 moved the search onto normalised fields of the row; the answers must be those of the search
 * it replaced (decision 130), which tested the raw fields with case-insensitive patterns, row by row in JS.
 * That search is kept here, as it was, as the reference.
 */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CODE = new RegExp(`^[${REFERENCE_ALPHABET}]{6}$`);
function previousSearchFilter(query: string): Filter {
  const contains = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });
  const branches: Filter[] = [
    { emergency_contact_name: contains(query) },
    { emergency_contact_email: contains(query) },
  ];
  const reference = referenceTerm(query);
  if (reference.startsWith('CH-') || CODE.test(reference))
    branches.unshift({ reference: contains(reference) });
  const digits = query.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= 3 && /^[\d\s().\-/+]+$/.test(query))
    branches.push({ emergency_contact_phone: { $regex: [...digits].join('[\\s().\\-/]*') } });
  return { $or: branches };
}

// Letters of both cases with accents, the characters that mean something to LIKE or to a regex, separators.
// Names and e-mails are one line (safeText, z.email); a query may hold a line break.
const CHARS = [...'aAnNeEéÉëçÇüoOzZ09 0123456789.-_%*+?()[]{}|^$\\/@+'];
const text = (max: number, chars = CHARS) =>
  fc.array(fc.constantFrom(...chars), { maxLength: max }).map((picked) => picked.join(''));
const phone = fc.oneof(
  fc.constant(null),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('', ' ', '-', '.', '/', '(', ')', ' / ', '+', 'x'),
        fc.integer({ min: 0, max: 99 }),
      ),
      {
        maxLength: 5,
      },
    )
    .map((parts) => parts.map(([separator, n]) => `${separator}${n}`).join('')),
);
const reference = fc
  .array(fc.constantFrom(...REFERENCE_ALPHABET.slice(0, 6)), { minLength: 6, maxLength: 6 })
  .map((code) => `CH-${code.join('')}`);
const booking = fc.record({
  emergency_contact_name: fc.oneof(text(12), fc.constantFrom('Ann Peeters', 'ZOË Dubois', 'Çelik Müller')),
  emergency_contact_email: fc.oneof(
    text(10).map((local) => `${local}@Example.be`),
    fc.constantFrom('ann@x.be', 'AN.N_1%@y.eu'),
  ),
  emergency_contact_phone: phone,
  reference,
});

type Customer = { reference: string; emergency_contact_phone: string | null } & Record<string, string | null>;

/** The rows as the projection writes them: with their search fields, picked up in insertion order. */
async function storeOf(store: ReadStore, rows: Customer[]) {
  for (const [collection, indexes] of Object.entries(bookingsProjection.indexes ?? {}))
    await store.ensureIndexes?.(collection, indexes);
  for (const [i, row] of rows.entries()) {
    const id = `b${String(i).padStart(3, '0')}`;
    await store.collection(BOOKINGS).insertOne({
      _id: id,
      id,
      status: 'pending',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      scheduled_time: new Date(Date.UTC(2026, 1, 1) + i * 60_000).toISOString(),
      ...row,
      ...searchFieldsOf(row),
    });
  }
  return store;
}

describe('the admin search on the normalised fields answers as the row-by-row search did (decision 135)', () => {
  it('for random bookings and queries, on SQLite and in memory', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(booking, { minLength: 1, maxLength: 15 }),
        fc.nat(20),
        text(8, [...CHARS, '\n']),
        fc.constantFrom('whole', 'part', 'random'),
        async (rows, at, random, kind) => {
          // A part of a stored value (a name, an e-mail, a phone, a reference) as often as random text.
          const row = rows[at % rows.length]!;
          const values = [
            row.emergency_contact_name,
            row.emergency_contact_email,
            row.emergency_contact_phone ?? '',
            row.reference,
          ];
          const value = values[at % values.length]!;
          const start = at % Math.max(1, value.length);
          const q = (
            kind === 'whole' ? value : kind === 'part' ? value.slice(start, start + 1 + (at % 5)) : random
          ).trim();
          fc.pre(q.length > 0);
          const memory = await storeOf(new MemoryReadStore(), rows);
          const sqlite = await storeOf(await createReadStore({ kind: 'sqlite', path: ':memory:' }), rows);
          const expected = (
            await memory.collection(BOOKINGS).find(previousSearchFilter(q), { sort: { _id: 1 } })
          ).map((doc) => doc._id);
          for (const store of [memory, sqlite]) {
            const page = await listBookings(store, { q, sort: 'pickup_asc', limit: 100, offset: 0 });
            expect(
              page.items.map((item) => item.id),
              q,
            ).toEqual(expected);
            expect(page.total, q).toBe(expected.length);
          }
          await sqlite.close();
        },
      ),
      { numRuns: 300 },
    );
  });
});
