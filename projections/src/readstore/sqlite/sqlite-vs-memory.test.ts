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

  it('for documents of declared fields, on the SQL path, with now and then one that breaks a declaration', async () => {
    const number = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, -0.5, null));
    const text = fc.constantFrom('a', 'b', '', 'ab', 'B', 'é', 'z', null);
    const breaking = fc.constantFrom<unknown>('1', true, [1, 2], { c: 1 }, 7);
    const typed = fc.record(
      {
        a: fc.oneof({ weight: 9, arbitrary: number }, { weight: 1, arbitrary: breaking }),
        b: fc.oneof({ weight: 9, arbitrary: text }, { weight: 1, arbitrary: breaking }),
      },
      { requiredKeys: [] },
    );
    const nonNull = <T>(arbitrary: fc.Arbitrary<T | null>) => arbitrary.filter((v): v is T => v !== null);
    const typedCondition: fc.Arbitrary<Filter> = fc.oneof(
      nonNull(number).map((v) => ({ a: v })),
      nonNull(text).map((v) => ({ b: v })),
      fc
        .tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte', '$eq'), nonNull(number))
        .map(([op, v]) => ({ a: { [op]: v } })),
      fc.array(nonNull(text), { maxLength: 3 }).map((vs) => ({ b: { $in: vs } })),
      fc.tuple(fc.constantFrom('a', 'b'), fc.boolean()).map(([p, e]) => ({ [p]: { $exists: e } })),
      fc.constantFrom<Filter>({}, { _id: 'd1' }, { _id: { $in: ['d0', 'd3'] } }),
    );
    const typedFilter = fc.oneof(
      typedCondition,
      fc.array(typedCondition, { minLength: 1, maxLength: 3 }).map((parts) => ({ $and: parts })),
      fc.array(typedCondition, { minLength: 1, maxLength: 2 }).map((parts) => ({ $or: parts })),
    );
    const key = fc.constantFrom('a', 'b', '_id');
    const direction = fc.constantFrom<1 | -1>(1, -1);
    const typedSort = fc.option(
      fc
        .array(fc.tuple(key, direction), { minLength: 1, maxLength: 3 })
        .map((keys) => Object.fromEntries(keys)),
      { nil: undefined },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(typed, { maxLength: 12 }),
        typedFilter,
        typedSort,
        fc.nat(3),
        fc.nat(4),
        async (docs, where, order, skip, limit) => {
          const name = `t${(run += 1)}`;
          await sqlite.ensureIndexes(name, [
            [{ path: 'a', type: 'number' }],
            [
              { path: 'b', type: 'string' },
              { path: 'a', type: 'number', order: -1 },
            ],
          ]);
          const memory = new MemoryReadStore().collection(name);
          const stored = sqlite.collection(name);
          for (const [i, d] of docs.entries()) {
            await memory.insertOne({ _id: `d${i}`, ...d } as Doc);
            await stored.insertOne({ _id: `d${i}`, ...d } as Doc);
          }
          const options = { sort: order, skip, limit };
          expect(await stored.find(where, options)).toEqual(await memory.find(where, options));
          expect(await stored.count(where)).toBe(await memory.count(where));
          await stored.drop();
        },
      ),
      { numRuns: 300 },
    );
  });
});
