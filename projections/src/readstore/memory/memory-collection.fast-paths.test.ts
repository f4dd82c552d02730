import type * as nodeCrypto from 'node:crypto';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Query, find as mingoFind, update as mingoUpdate } from 'mingo';
import { describe, expect, it, vi } from 'vitest';
import type { Doc, Filter, FindOptions, SortSpec, Update, UpdateResult } from '../port';
import { DuplicateKey } from '../errors';
import { documentFromFilter } from './document-from-filter';
import { compileFilter } from './fast-filter';
import { applyFastUpdate } from './fast-update';
import { MemoryCollection } from './memory-collection';

/** The `_id` an upsert without one gets: the same sequence on both sides (set per side in runBoth). */
const generated = vi.hoisted(() => ({ next: (): string => 'unset' }));
vi.mock('node:crypto', async (importOriginal) => ({
  ...(await importOriginal<typeof nodeCrypto>()),
  randomUUID: () => generated.next(),
}));
const idSequence = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
};

const RUNS = Number(process.env.FAST_PATH_RUNS ?? 300);

type Modifier = Parameters<typeof mingoUpdate>[1];

/**
 * The memory collection as it was before the fast paths: every filter, sort and update through mingo, deep
 * copies in and out. The fast paths must answer exactly as it does.
 */
class MingoOnlyCollection {
  private readonly docs = new Map<string, Doc>();

  find(filter: Filter = {}, options: FindOptions = {}): Doc[] {
    let cursor = mingoFind<Doc>(this.candidates(filter), filter as Record<string, unknown>);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all().map((doc) => structuredClone(doc));
  }

  count(filter: Filter = {}): number {
    return this.matching(filter).length;
  }

  insertOne(doc: Doc): void {
    if (this.docs.has(doc._id)) throw new DuplicateKey('ref', doc._id);
    this.docs.set(doc._id, structuredClone(doc));
  }

  deleteOne(filter: Filter): number {
    const [first] = this.matching(filter);
    if (!first) return 0;
    this.docs.delete(first._id);
    return 1;
  }

  deleteMany(filter: Filter = {}): number {
    const matches = this.matching(filter);
    for (const doc of matches) this.docs.delete(doc._id);
    return matches.length;
  }

  private matching(filter: Filter): Doc[] {
    const query = new Query<Record<string, unknown>>(filter, {});
    return this.candidates(filter).filter((doc) => query.test(doc));
  }

  private candidates(filter: Filter): Doc[] {
    const id = typeof filter._id === 'string' ? filter._id : undefined;
    const pinned =
      id ??
      (Array.isArray(filter.$and)
        ? (filter.$and as Filter[]).map((part) => part?._id).find((v) => typeof v === 'string')
        : undefined);
    if (typeof pinned !== 'string') return [...this.docs.values()];
    const doc = this.docs.get(pinned);
    return doc ? [doc] : [];
  }

  update(filter: Filter, update: Update, upsert: boolean, max: number): UpdateResult {
    const { $setOnInsert, ...modifier } = update;
    const matches = this.matching(filter).slice(0, max);
    if (matches.length > 0) {
      let modifiedCount = 0;
      for (const doc of matches) {
        const working = structuredClone(doc);
        const changed = mingoUpdate(working, modifier as Modifier);
        if (changed.length > 0) {
          this.docs.set(doc._id, working);
          modifiedCount += 1;
        }
      }
      return { matchedCount: matches.length, modifiedCount, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = documentFromFilter(filter) as Doc;
    if ($setOnInsert) mingoUpdate(created, { $set: $setOnInsert } as Modifier);
    mingoUpdate(created, modifier as Modifier);
    if (created._id === undefined) created._id = randomUUID();
    if (this.docs.has(created._id)) throw new DuplicateKey('ref', created._id);
    this.docs.set(created._id, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }
}

// ---- generators: small value domains, so that equal keys, collisions and edge types are frequent ----

const IDS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'];
const FIELDS = ['a', 'b', 'n.c', 'n.d', 'x', '_id', '_pos'];

const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 1, 2, -1, 2.5) },
  { weight: 3, arbitrary: fc.constantFrom('a', 'b', 'B', '', 'é', '10', '2') },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
);
const oddValue = fc.oneof(
  fc.constantFrom(Number.NaN, -0, Infinity),
  fc.constant(new Date(Date.UTC(2025, 0, 1))),
  fc.array(scalar, { maxLength: 3 }),
  fc.record({ c: scalar }),
  fc.constant({}),
);
const value = fc.oneof({ weight: 8, arbitrary: scalar }, { weight: 1, arbitrary: oddValue });
/** A field value, or absent (undefined: the key is left out; sometimes kept as an explicit undefined). */
const maybe = fc.oneof(
  { weight: 5, arbitrary: value },
  { weight: 2, arbitrary: fc.constant('__missing__' as const) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const docArb: fc.Arbitrary<Doc> = fc
  .record({
    _id: fc.constantFrom(...IDS),
    a: maybe,
    b: maybe,
    n: fc.oneof(
      { weight: 4, arbitrary: fc.record({ c: maybe, d: maybe }) },
      { weight: 1, arbitrary: maybe },
      { weight: 1, arbitrary: fc.array(fc.record({ c: scalar }), { maxLength: 2 }) },
    ),
    _pos: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant('__missing__' as const)),
  })
  .map((raw) => {
    const strip = (o: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(
        Object.entries(o)
          .filter(([, v]) => v !== '__missing__')
          .map(([k, v]) => [
            k,
            v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
              ? strip(v as Record<string, unknown>)
              : v,
          ]),
      );
    // As the store keeps documents: plain objects (fast-check builds some without a prototype).
    return structuredClone(strip(raw)) as Doc;
  });

const operand = fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: oddValue });
const fieldCondition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  condition: fc.oneof(
    { weight: 4, arbitrary: operand },
    { weight: 6, arbitrary: tie('operators') },
    {
      weight: 1,
      arbitrary: fc.record({ $regex: fc.constantFrom('^a', 'B'), $options: fc.constantFrom('i', '') }),
    },
  ),
  operators: fc
    .array(
      fc.oneof(
        fc.tuple(fc.constantFrom('$eq', '$ne', '$gt', '$gte', '$lt', '$lte'), operand),
        fc.tuple(fc.constantFrom('$in', '$nin'), fc.array(operand, { maxLength: 3 })),
        fc.tuple(fc.constant('$exists'), fc.oneof(fc.boolean(), fc.constantFrom(0, 1))),
        fc.tuple(fc.constant('$not'), tie('operators')),
      ),
      { minLength: 1, maxLength: 2 },
    )
    .map((entries) => Object.fromEntries(entries)),
})).condition;

const filterArb: fc.Arbitrary<Filter> = fc.letrec((tie) => ({
  filter: fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), fieldCondition, { maxKeys: 2 }) },
    { weight: 1, arbitrary: fc.record({ _id: fc.constantFrom(...IDS, 'zz') }) },
    {
      weight: 2,
      arbitrary: fc.record({ $and: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }) }),
    },
    { weight: 1, arbitrary: fc.record({ $or: fc.array(tie('filter'), { minLength: 1, maxLength: 2 }) }) },
  ),
})).filter as fc.Arbitrary<Filter>;

const sortArb: fc.Arbitrary<SortSpec> = fc
  .uniqueArray(
    fc.tuple(
      fc.constantFrom('a', 'b', 'n.c', 'n.d', 'x', '_id'),
      fc.constantFrom(1, -1) as fc.Arbitrary<1 | -1>,
    ),
    {
      minLength: 1,
      maxLength: 3,
      selector: ([field]) => field,
    },
  )
  .map((entries) => Object.fromEntries(entries));

const findOptionsArb: fc.Arbitrary<FindOptions> = fc.record(
  {
    sort: sortArb,
    skip: fc.constantFrom(0, 1, 2, 5, 10),
    limit: fc.constantFrom(0, 1, 2, 3, 50),
  },
  { requiredKeys: [] },
);

const UPDATE_PATHS = ['a', 'b', 'n.c', 'n.d', 'n', 'm.x', 'm.y.z', 'a.q', '_pos'];
const pathValues = (values: fc.Arbitrary<unknown>) =>
  fc.dictionary(fc.constantFrom(...UPDATE_PATHS), values, { minKeys: 1, maxKeys: 2 });
const updateArb: fc.Arbitrary<Update> = fc.record(
  {
    $set: pathValues(value),
    $inc: pathValues(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(0, 1, -2, 0.5) }, { weight: 1, arbitrary: value }),
    ),
    $unset: pathValues(fc.constant('' as const)),
    $setOnInsert: pathValues(value),
    $push: pathValues(fc.oneof(scalar, value)),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Update>;

type Command =
  | { kind: 'insert'; doc: Doc }
  | { kind: 'update'; filter: Filter; update: Update; upsert: boolean; many: boolean }
  | { kind: 'delete'; filter: Filter; many: boolean }
  | { kind: 'find'; filter: Filter; options: FindOptions }
  | { kind: 'count'; filter: Filter };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), doc: docArb }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      filter: fc.oneof(
        filterArb,
        // applyChanges' shapes: by id with the position guard, and a filter within $and with the guard.
        fc
          .tuple(fc.constantFrom(...IDS), fc.integer({ min: 0, max: 6 }))
          .map(([_id, pos]) => ({ _id, _pos: { $not: { $gte: pos } } })),
        fc
          .tuple(filterArb, fc.integer({ min: 0, max: 6 }))
          .map(([filter, pos]) => ({ $and: [filter, { _pos: { $not: { $gte: pos } } }] })),
      ),
      update: updateArb,
      upsert: fc.boolean(),
      many: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), filter: filterArb, many: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('find' as const), filter: filterArb, options: findOptionsArb }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('count' as const), filter: filterArb }) },
);

/** A result or the kind of error, so that both sides must fail alike too. */
async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    return { error: (error as Error).constructor.name };
  }
}

async function runBoth(commands: Command[]): Promise<void> {
  const fast = new MemoryCollection('fast');
  const reference = new MingoOnlyCollection();
  const fastIds = idSequence();
  const referenceIds = idSequence();
  const clone = <V>(v: V): V => structuredClone(v);
  for (const [step, command] of commands.entries()) {
    let onFast: () => unknown;
    let onReference: () => unknown;
    switch (command.kind) {
      case 'insert':
        onFast = () => fast.insertOne(clone(command.doc));
        onReference = () => reference.insertOne(clone(command.doc));
        break;
      case 'update': {
        const { filter, update, upsert, many } = command;
        onFast = () =>
          many
            ? fast.updateMany(clone(filter), clone(update), { upsert })
            : fast.updateOne(clone(filter), clone(update), { upsert });
        onReference = () => reference.update(clone(filter), clone(update), upsert, many ? Infinity : 1);
        break;
      }
      case 'delete':
        onFast = () =>
          command.many ? fast.deleteMany(clone(command.filter)) : fast.deleteOne(clone(command.filter));
        onReference = () =>
          command.many
            ? reference.deleteMany(clone(command.filter))
            : reference.deleteOne(clone(command.filter));
        break;
      case 'find':
        onFast = () => fast.find(clone(command.filter), clone(command.options));
        onReference = () => reference.find(clone(command.filter), clone(command.options));
        break;
      case 'count':
        onFast = () => fast.count(clone(command.filter));
        onReference = () => reference.count(clone(command.filter));
        break;
    }
    generated.next = fastIds;
    const actual = await outcome(onFast);
    generated.next = referenceIds;
    const expected = await outcome(onReference);
    expect(actual, `step ${step}: ${JSON.stringify(command)}`).toStrictEqual(expected);
  }
  // The whole state, in insertion order.
  expect(await fast.find()).toStrictEqual(reference.find());
}

describe('MemoryCollection fast paths', () => {
  it('given random documents and commands, when run on the fast paths and on mingo alone, then every answer and the final state are the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(docArb, { maxLength: 8 }),
        fc.array(commandArb, { maxLength: 25 }),
        async (docs, commands) => {
          const inserts: Command[] = docs.map((doc) => ({ kind: 'insert', doc }));
          await runBoth([...inserts, ...commands]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('given documents with equal, missing, null and mixed-type sort keys, when sorted and paged, then the order is mingo’s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(docArb, { minLength: 2, maxLength: 12 }),
        sortArb,
        fc.constantFrom(0, 1, 3, 11, 20),
        fc.constantFrom(0, 1, 2, 5, 30),
        async (docs, sort, skip, limit) => {
          const unique = [
            ...new Map(
              docs.map((doc, i) => [`${doc._id}-${i}`, { ...doc, _id: `${doc._id}-${i}` }]),
            ).values(),
          ];
          const commands: Command[] = [
            ...unique.map((doc): Command => ({ kind: 'insert', doc })),
            { kind: 'find', filter: {}, options: { sort, skip, limit } },
            { kind: 'find', filter: { a: { $ne: null } }, options: { sort, skip, limit } },
          ];
          await runBoth(commands);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('given a compiled filter, when it decides a document, then mingo decides it the same way', () => {
    fc.assert(
      fc.property(filterArb, fc.array(docArb, { maxLength: 6 }), (filter, docs) => {
        const fast = compileFilter(filter);
        if (!fast) return;
        const query = new Query<Record<string, unknown>>(filter, {});
        for (const doc of docs) {
          const decided = fast(doc);
          if (decided !== undefined) expect(decided, JSON.stringify({ filter, doc })).toBe(query.test(doc));
        }
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('given a fast update, when applied, then the document and the modified flag are mingo’s and the input is untouched', () => {
    fc.assert(
      fc.property(docArb, updateArb, (doc, update) => {
        const { $setOnInsert: _ignored, ...modifier } = update;
        const before = structuredClone(doc);
        const fast = applyFastUpdate(doc, modifier);
        if (!fast) return;
        const working = structuredClone(doc);
        const changed = mingoUpdate(working, modifier as Modifier).length > 0;
        expect(fast.changed).toBe(changed);
        if (changed) expect(fast.doc).toStrictEqual(working);
        expect(doc).toStrictEqual(before);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('given a sorted page was read, when a write changes the sort key, then the next page shows the new order', async () => {
    const col = new MemoryCollection('bookings');
    await col.insertOne({ _id: 'old', created_at: '2025-01-01' });
    await col.insertOne({ _id: 'new', created_at: '2025-02-01' });
    const sort = { created_at: -1, _id: 1 } as const;
    expect((await col.find({}, { sort })).map((d) => d._id)).toEqual(['new', 'old']);
    await col.updateOne({ _id: 'old' }, { $set: { created_at: '2025-03-01' } });
    expect((await col.find({}, { sort })).map((d) => d._id)).toEqual(['old', 'new']);
    await col.deleteOne({ _id: 'old' });
    expect((await col.find({}, { sort })).map((d) => d._id)).toEqual(['new']);
  });

  it('given a $set of an object, when the caller changes that object afterwards, then the stored document does not change', async () => {
    const col = new MemoryCollection('bookings');
    const vehicle = { id: 'v1', name: 'S-Class', tags: ['a'] };
    await col.updateOne({ _id: 'b1' }, { $set: { vehicle } }, { upsert: true });
    await col.updateOne({ _id: 'b1' }, { $set: { 'vehicle.name': 'E-Class', other: { deep: [1] } } });
    vehicle.tags.push('mutated');
    vehicle.name = 'mutated';
    expect(await col.findOne({ _id: 'b1' })).toEqual({
      _id: 'b1',
      vehicle: { id: 'v1', name: 'E-Class', tags: ['a'] },
      other: { deep: [1] },
    });
  });
});
