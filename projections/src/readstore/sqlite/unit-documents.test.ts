import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Doc, Filter, Update } from '../port';
import { DuplicateKey } from '../errors';
import { MemoryReadStore } from '../memory/memory-read-store';
import { SqliteReadStore } from './sqlite-read-store';

/**
 * Inside a unit of work the SQLite adapter keeps the documents it reads and writes by `_id` as objects until
 * the commit (unit-documents.ts). Whatever mix of writes by `_id`, writes by other filters and reads a unit
 * makes, every answer and the committed state must be the memory adapter's, and a unit rolled back must
 * leave nothing behind.
 */
const id = fc.constantFrom('d0', 'd1', 'd2', 'd3');
const scalar = fc.constantFrom<unknown>(0, 1, 2, 'a', 'b', null, true);
const doc = fc.record({ a: scalar, n: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: [] });
const byId: fc.Arbitrary<Filter> = fc.oneof(
  id.map((i) => ({ _id: i })),
  fc.tuple(id, scalar).map(([i, a]) => ({ _id: i, a })),
  fc.tuple(id, fc.nat(4)).map(([i, k]) => ({ $and: [{ _id: i }, { n: { $not: { $gte: k } } }] })),
);
const other: fc.Arbitrary<Filter> = fc.oneof(
  fc.constant({}),
  scalar.map((a) => ({ a })),
  fc.nat(3).map((k) => ({ n: { $gte: k } })),
);
const update: fc.Arbitrary<Update> = fc.oneof(
  scalar.map((a) => ({ $set: { a } })),
  fc.integer({ min: -1, max: 2 }).map((n) => ({ $inc: { n } })),
  scalar.map((v) => ({ $push: { tags: v } })),
  fc.constant({ $unset: { a: '' } }),
  fc.tuple(scalar, fc.nat(2)).map(([a, n]) => ({ $set: { a }, $inc: { n } })),
);

type Command =
  | { kind: 'insert'; doc: Doc }
  | { kind: 'update'; filter: Filter; update: Update; upsert: boolean; many: boolean }
  | { kind: 'delete'; filter: Filter; many: boolean }
  | { kind: 'find'; filter: Filter }
  | { kind: 'count'; filter: Filter };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    doc: fc.tuple(id, doc).map(([i, d]) => ({ _id: i, ...d })),
  }),
  fc
    .record({
      target: fc.oneof(
        { weight: 3, arbitrary: fc.tuple(byId, fc.boolean()) },
        // An upsert by another filter would insert under a random _id, different in each store.
        { weight: 1, arbitrary: fc.tuple(other, fc.constant(false)) },
      ),
      update,
      many: fc.boolean(),
    })
    .map(({ target: [filter, upsert], update, many }) => ({
      kind: 'update' as const,
      filter,
      update,
      upsert,
      many,
    })),
  fc.record({
    kind: fc.constant('delete' as const),
    filter: fc.oneof({ weight: 3, arbitrary: byId }, { weight: 1, arbitrary: other }),
    many: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('find' as const), filter: fc.oneof(byId, other) }),
  fc.record({ kind: fc.constant('count' as const), filter: fc.oneof(byId, other) }),
);
const unit = fc.record({ commands: fc.array(command, { maxLength: 8 }), rollback: fc.boolean() });

/** What a command answers, DuplicateKey included (the projections rely on it to skip replayed inserts). */
async function answer(collection: Collection, c: Command): Promise<unknown> {
  try {
    switch (c.kind) {
      case 'insert':
        return await collection.insertOne(structuredClone(c.doc), { handOver: true });
      case 'update': {
        const options = { upsert: c.upsert };
        const result = c.many
          ? await collection.updateMany(c.filter, c.update, options)
          : await collection.updateOne(c.filter, c.update, options);
        return result;
      }
      case 'delete':
        return c.many ? await collection.deleteMany(c.filter) : await collection.deleteOne(c.filter);
      case 'find':
        return await collection.find(c.filter);
      case 'count':
        return await collection.count(c.filter);
    }
  } catch (error) {
    if (error instanceof DuplicateKey) return 'duplicate key';
    throw error;
  }
}

const Rollback = class extends Error {};

describe('SQLite units keep documents by _id until the commit', () => {
  let dir: string;
  let sqlite: SqliteReadStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'unit-documents-'));
    sqlite = SqliteReadStore.open(join(dir, 'read.sqlite'));
  });
  afterAll(async () => {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given random units of writes and reads, then every answer, the committed state and its order are the memory adapter’s', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(unit, { minLength: 1, maxLength: 4 }), async (units) => {
        const name = `u${(run += 1)}`;
        const memory = new MemoryReadStore();
        const stored = sqlite.collection(name);
        for (const u of units) {
          // The unit's answers are compared with a scratch copy of the memory store; kept only on commit.
          const scratch = new MemoryReadStore();
          for (const d of await memory.collection(name).find()) await scratch.collection(name).insertOne(d);
          await sqlite
            .transaction(async () => {
              for (const c of u.commands)
                expect(await answer(stored, c)).toEqual(await answer(scratch.collection(name), c));
              if (u.rollback) throw new Rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            });
          if (!u.rollback) {
            await memory.collection(name).drop();
            for (const d of await scratch.collection(name).find()) await memory.collection(name).insertOne(d);
          }
          // Outside the unit: the reader connection, committed rows only, in insertion order.
          expect(await stored.find()).toEqual(await memory.collection(name).find());
        }
        await stored.drop();
      }),
      { numRuns: 300 },
    );
  });

  it('given a unit that created, confirmed and annotated a booking, then outside it nothing shows until the commit, and then the last version', async () => {
    const bookings = sqlite.collection('bookings_once');
    let written!: () => void;
    const inUnit = new Promise<void>((resolve) => (written = resolve));
    let looked!: () => void;
    const seen = new Promise<void>((resolve) => (looked = resolve));
    const committed = sqlite.transaction(async () => {
      await bookings.insertOne({ _id: 'b1', status: 'pending', notes: [] });
      await bookings.updateOne({ _id: 'b1' }, { $set: { status: 'confirmed' } });
      await bookings.updateOne({ _id: 'b1' }, { $push: { notes: 'flight SN 3710' } });
      written();
      await seen;
    });
    await inUnit; // this code runs outside the unit: its reads use the reader connection
    expect(await bookings.find()).toEqual([]);
    looked();
    await committed;
    expect(await bookings.find()).toEqual([{ _id: 'b1', status: 'confirmed', notes: ['flight SN 3710'] }]);
  });
});
