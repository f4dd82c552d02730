import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc, Filter, SortSpec } from '../port';
import { MemoryReadStore } from '../memory/memory-read-store';
import { SqliteReadStore } from './sqlite-read-store';

/**
 * The SQL translation only narrows the candidates; the answers must be the memory adapter's. Documents mix
 * the types and shapes that make json_extract differ from MongoDB (arrays on the path, booleans, nulls,
 * missing fields, numbers as text), and filters use every translated operator.
 */
const scalar = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 1, true, false, null, '1', 'a', 'b', ''),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.record({ c: scalar }, { requiredKeys: [] }),
);
const doc = fc.record(
  { a: value, b: fc.oneof(value, fc.array(fc.record({ c: scalar }), { maxLength: 2 })) },
  { requiredKeys: [] },
);
const path = fc.constantFrom('a', 'b', 'b.c', 'a.c');
const condition: fc.Arbitrary<Filter> = fc.oneof(
  fc.tuple(path, scalar).map(([p, v]) => ({ [p]: v })),
  fc
    .tuple(path, fc.constantFrom('$gt', '$gte', '$lt', '$lte', '$eq', '$ne'), scalar)
    .map(([p, op, v]) => ({ [p]: { [op]: v } })),
  fc.tuple(path, fc.array(scalar, { maxLength: 3 })).map(([p, vs]) => ({ [p]: { $in: vs } })),
  fc.tuple(path, fc.boolean()).map(([p, e]) => ({ [p]: { $exists: e } })),
  fc.array(fc.constantFrom('d0', 'd1', 'd5', 'x'), { maxLength: 3 }).map((ids) => ({ _id: { $in: ids } })),
);
const filter: fc.Arbitrary<Filter> = fc.oneof(
  condition,
  fc.array(condition, { minLength: 1, maxLength: 3 }).map((parts) => ({ $and: parts })),
  fc.array(condition, { minLength: 1, maxLength: 3 }).map((parts) => ({ $or: parts })),
);
const sort: fc.Arbitrary<SortSpec | undefined> = fc.option(
  fc.tuple(path, fc.constantFrom<1 | -1>(1, -1)).map(([p, d]) => ({ [p]: d })),
  { nil: undefined },
);

describe('SqliteReadStore answers as the memory adapter does', () => {
  let sqlite: SqliteReadStore;
  beforeAll(() => {
    sqlite = SqliteReadStore.open(':memory:');
  });
  afterAll(() => sqlite.close());

  it('for random documents, filters, sorts and pages', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { maxLength: 12 }),
        filter,
        sort,
        fc.nat(3),
        fc.nat(4),
        async (docs, where, order, skip, limit) => {
          const name = `c${(run += 1)}`;
          const memory = new MemoryReadStore().collection(name);
          const stored = sqlite.collection(name);
          for (const [i, d] of docs.entries()) {
            await memory.insertOne({ _id: `d${i}`, ...d } as Doc);
            await stored.insertOne({ _id: `d${i}`, ...d } as Doc);
          }
          const options = { sort: order, skip, limit };
          expect(await stored.find(where, options)).toEqual(await memory.find(where, options));
          expect(await stored.count(where)).toBe(await memory.count(where));
          expect(await stored.updateMany(where, { $inc: { n: 1 } })).toEqual(
            await memory.updateMany(where, { $inc: { n: 1 } }),
          );
          expect(await stored.deleteOne(where)).toBe(await memory.deleteOne(where));
          expect(await stored.find()).toEqual(await memory.find());
          await stored.drop();
        },
      ),
      { numRuns: 300 },
    );
  });
});
