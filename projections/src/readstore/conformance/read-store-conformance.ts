import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Doc, ReadStore } from '../port';
import { DuplicateKey } from '../errors';
import { findJson } from '../find-json';

export interface ReadStoreHarness {
  store: ReadStore;
  /** Closes the store and removes what the harness created. */
  dispose(): Promise<void>;
}

type Ride = Doc & {
  status?: string;
  fare?: number;
  tags?: string[];
  vehicle?: { name: string };
  note?: string;
};

const rides: Ride[] = [
  { _id: 'r1', status: 'pending', fare: 40, tags: ['airport'], vehicle: { name: 'S-Class' } },
  { _id: 'r2', status: 'confirmed', fare: 25.5, tags: [], vehicle: { name: 'E-Class' } },
  { _id: 'r3', status: 'pending', fare: 90, tags: ['vip', 'airport'], vehicle: { name: 'V-Class' } },
  { _id: 'r4', status: 'cancelled', fare: 10, tags: ['vip'], vehicle: { name: 'E-Class' } },
];

/** The behaviour every ReadStore adapter must have, with MongoDB semantics. */
export function describeReadStoreConformance(name: string, open: () => Promise<ReadStoreHarness>): void {
  describe(`ReadStore conformance: ${name}`, () => {
    let harness: ReadStoreHarness;
    let store: ReadStore;
    let col: Collection<Ride>;
    let colName: string;
    beforeEach(async () => {
      harness = await open();
      store = harness.store;
      colName = `rides_${randomUUID().slice(0, 8)}`;
      col = store.collection<Ride>(colName);
    });
    afterEach(async () => harness.dispose());
    const seed = async () => {
      for (const ride of rides) await col.insertOne(structuredClone(ride));
    };

    it('reads an empty collection as empty', async () => {
      expect(await col.find()).toEqual([]);
      expect(await col.findOne({ _id: 'nope' })).toBeNull();
      expect(await col.count()).toBe(0);
    });

    it('inserts and finds documents by equality, nested path and $in', async () => {
      await seed();
      expect((await col.find({ status: 'pending' })).map((d) => d._id).sort()).toEqual(['r1', 'r3']);
      expect((await col.find({ 'vehicle.name': 'E-Class' })).map((d) => d._id).sort()).toEqual(['r2', 'r4']);
      expect(await col.count({ status: { $in: ['confirmed', 'cancelled'] } })).toBe(2);
      expect(await col.findOne({ _id: 'r3' })).toEqual(rides[2]);
    });

    it('supports comparison, $or, $exists, array membership and case-insensitive $regex', async () => {
      await seed();
      expect((await col.find({ fare: { $gte: 25.5, $lt: 90 } })).map((d) => d._id).sort()).toEqual([
        'r1',
        'r2',
      ]);
      expect(await col.count({ $or: [{ status: 'cancelled' }, { fare: { $gt: 50 } }] })).toBe(2);
      expect(await col.count({ note: { $exists: false } })).toBe(4);
      expect((await col.find({ tags: 'vip' })).map((d) => d._id).sort()).toEqual(['r3', 'r4']);
      expect(await col.count({ 'vehicle.name': { $regex: 's-CLASS', $options: 'i' } })).toBe(1);
    });

    it('sorts on one and two keys, then skips and limits', async () => {
      await seed();
      expect((await col.find({}, { sort: { fare: -1 } })).map((d) => d._id)).toEqual([
        'r3',
        'r1',
        'r2',
        'r4',
      ]);
      expect((await col.find({}, { sort: { 'vehicle.name': 1, fare: -1 } })).map((d) => d._id)).toEqual([
        'r2',
        'r4',
        'r1',
        'r3',
      ]);
      expect((await col.find({}, { sort: { fare: 1 }, skip: 1, limit: 2 })).map((d) => d._id)).toEqual([
        'r2',
        'r1',
      ]);
      expect((await col.findOne({ status: 'pending' }, { sort: { fare: -1 } }))?._id).toBe('r3');
    });

    it('gives a page as JSON text without the omitted fields, on declared indexes and off them', async () => {
      await seed();
      await col.insertOne({
        _id: 'r5',
        status: 'pending',
        fare: 55,
        note: 'Café « Ré » 🚗 \u2028 "quoted"\n',
      });
      await store.ensureIndexes?.(colName, [[{ path: 'fare', type: 'number', order: -1 }]]);
      const without = ({ _id, tags: _tags, ...rest }: Ride) => rest;
      const parsed = async (filter: Record<string, unknown>, options: Parameters<typeof findJson>[2]) =>
        (await findJson(col, filter, options)).map((text) => JSON.parse(text) as unknown);
      const all = [...rides, await col.findOne({ _id: 'r5' })] as Ride[];
      const byFare = [...all].sort((a, b) => (b.fare ?? 0) - (a.fare ?? 0));
      expect(await parsed({}, { sort: { fare: -1 }, skip: 1, limit: 2, omit: ['_id', 'tags'] })).toEqual(
        byFare.slice(1, 3).map(without),
      );
      expect(await parsed({ status: 'pending' }, { sort: { fare: -1 }, omit: ['_id', 'tags'] })).toEqual(
        byFare.filter((ride) => ride.status === 'pending').map(without),
      );
      // A filter no index answers, and nothing omitted: the documents as find gives them.
      expect(await parsed({ 'vehicle.name': { $regex: 'class', $options: 'i' } }, { omit: [] })).toEqual(
        await col.find({ 'vehicle.name': { $regex: 'class', $options: 'i' } }),
      );
      expect(await findJson(col, { status: 'none' }, { omit: ['_id'] })).toEqual([]);
    });

    it('refuses a second document with the same _id', async () => {
      await col.insertOne({ _id: 'dup', fare: 1 });
      await expect(col.insertOne({ _id: 'dup', fare: 2 })).rejects.toBeInstanceOf(DuplicateKey);
      expect((await col.findOne({ _id: 'dup' }))?.fare).toBe(1);
    });

    it('updates with $set on nested paths and $unset', async () => {
      await seed();
      const result = await col.updateOne(
        { _id: 'r1' },
        { $set: { status: 'confirmed', 'vehicle.name': 'Maybach' }, $unset: { tags: '' } },
      );
      expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await col.findOne({ _id: 'r1' })).toEqual({
        _id: 'r1',
        status: 'confirmed',
        fare: 40,
        vehicle: { name: 'Maybach' },
      });
    });

    it('updates with $inc, creating a missing counter', async () => {
      await seed();
      await col.updateOne({ _id: 'r2' }, { $inc: { fare: 4.5, edits: 1 } });
      await col.updateOne({ _id: 'r2' }, { $inc: { edits: 1 } });
      expect(await col.findOne({ _id: 'r2' })).toMatchObject({ fare: 30, edits: 2 });
    });

    it('updates arrays with $push and $pull', async () => {
      await seed();
      await col.updateOne({ _id: 'r3' }, { $push: { tags: 'late-night' } });
      await col.updateOne({ _id: 'r3' }, { $pull: { tags: 'airport' } });
      expect((await col.findOne({ _id: 'r3' }))?.tags).toEqual(['vip', 'late-night']);
      await col.updateOne({ _id: 'r2' }, { $push: { history: { status: 'confirmed', at: 1 } } });
      expect((await col.findOne({ _id: 'r2' }))?.history).toEqual([{ status: 'confirmed', at: 1 }]);
    });

    it('updates only the first match with updateOne and every match with updateMany', async () => {
      await seed();
      const one = await col.updateOne({ status: 'pending' }, { $set: { flagged: true } });
      expect(one.matchedCount).toBe(1);
      expect(await col.count({ flagged: true })).toBe(1);
      const many = await col.updateMany({ tags: 'vip' }, { $set: { vip: true } });
      expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      expect(await col.count({ vip: true })).toBe(2);
    });

    it('counts a no-op update as matched but not modified', async () => {
      await seed();
      const result = await col.updateOne({ _id: 'r4' }, { $set: { status: 'cancelled' } });
      expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      expect(await col.updateOne({ _id: 'missing' }, { $set: { status: 'x' } })).toMatchObject({
        matchedCount: 0,
        upsertedId: null,
      });
    });

    it('upserts: inserts from the filter equalities, $setOnInsert and the update, then updates in place', async () => {
      const first = await col.updateOne(
        { _id: 'day-1', kind: 'daily' },
        { $inc: { fare: 10 }, $setOnInsert: { created: 'first' } },
        { upsert: true },
      );
      expect(first.upsertedId).toBe('day-1');
      const second = await col.updateOne(
        { _id: 'day-1', kind: 'daily' },
        { $inc: { fare: 5 }, $setOnInsert: { created: 'second' } },
        { upsert: true },
      );
      expect(second).toMatchObject({ matchedCount: 1, upsertedId: null });
      expect(await col.findOne({ _id: 'day-1' })).toEqual({
        _id: 'day-1',
        kind: 'daily',
        fare: 15,
        created: 'first',
      });
    });

    it('refuses an upsert whose _id exists but does not match the rest of the filter', async () => {
      await col.insertOne({ _id: 'guarded', fare: 5, status: 'done' });
      await expect(
        col.updateOne({ _id: 'guarded', status: 'pending' }, { $set: { fare: 6 } }, { upsert: true }),
      ).rejects.toBeInstanceOf(DuplicateKey);
      expect((await col.findOne({ _id: 'guarded' }))?.fare).toBe(5);
    });

    it('deletes one, many, and reports how many', async () => {
      await seed();
      expect(await col.deleteOne({ status: 'pending' })).toBe(1);
      expect(await col.count({ status: 'pending' })).toBe(1);
      expect(await col.deleteMany({ 'vehicle.name': 'E-Class' })).toBe(2);
      expect(await col.deleteOne({ _id: 'missing' })).toBe(0);
      expect(await col.count()).toBe(1);
    });

    it('drops a collection, leaving the others untouched', async () => {
      await seed();
      const other = store.collection<Ride>(`other_${randomUUID().slice(0, 8)}`);
      await other.insertOne({ _id: 'keep' });
      await col.drop();
      expect(await col.count()).toBe(0);
      expect(await other.count()).toBe(1);
      await col.drop();
      await other.drop();
    });

    it('hands out copies: changing a returned document changes nothing stored', async () => {
      await seed();
      const doc = (await col.findOne({ _id: 'r3' }))!;
      doc.tags!.push('mutated');
      doc.status = 'mutated';
      expect(await col.findOne({ _id: 'r3' })).toEqual(rides[2]);
    });

    it('keeps unicode strings and numbers exactly', async () => {
      const text = 'Brussels-Zaventem ✈ Gare du Midi — Ĳ 日本 🚘';
      await col.insertOne({ _id: 'u', note: text, fare: 123.45 });
      expect(await col.findOne({ note: text })).toEqual({ _id: 'u', note: text, fare: 123.45 });
    });

    it('stores checkpoints per projection as bigint and forgets them on delete', async () => {
      const projection = `p_${randomUUID().slice(0, 8)}`;
      expect(await store.checkpoints.get(projection)).toBeNull();
      await store.checkpoints.set(projection, 42n);
      await store.checkpoints.set(`${projection}_other`, 7n);
      expect(await store.checkpoints.get(projection)).toBe(42n);
      const huge = 2n ** 62n + 3n;
      await store.checkpoints.set(projection, huge);
      expect(await store.checkpoints.get(projection)).toBe(huge);
      await store.checkpoints.delete(projection);
      expect(await store.checkpoints.get(projection)).toBeNull();
      expect(await store.checkpoints.get(`${projection}_other`)).toBe(7n);
      await store.checkpoints.delete(`${projection}_other`);
    });

    it('moves a checkpoint only forward: a lower or equal position changes nothing, delete goes back', async () => {
      const projection = `p_${randomUUID().slice(0, 8)}`;
      await store.checkpoints.set(projection, 100n);
      await store.checkpoints.set(projection, 99n);
      await store.checkpoints.set(projection, 100n);
      expect(await store.checkpoints.get(projection)).toBe(100n);
      await store.checkpoints.set(projection, 2n ** 63n + 1n);
      await store.checkpoints.set(projection, 2n ** 63n);
      expect(await store.checkpoints.get(projection)).toBe(2n ** 63n + 1n);
      await store.checkpoints.delete(projection);
      await store.checkpoints.set(projection, 5n);
      expect(await store.checkpoints.get(projection)).toBe(5n);
      await store.checkpoints.delete(projection);
    });

    it('keeps the highest checkpoint when two writers set the same one concurrently', async () => {
      const projection = `p_${randomUUID().slice(0, 8)}`;
      // Two writers racing, as two runners on one store would: each moves forward, in an order that
      // makes one's late writes lower than the other's early ones.
      const writer = async (positions: bigint[]) => {
        for (const position of positions) await store.checkpoints.set(projection, position);
      };
      const up = Array.from({ length: 40 }, (_, i) => BigInt(i * 10));
      const down = [...up].reverse().map((position) => position + 5n);
      await Promise.all([writer(up), writer(down), writer([7n, 395n, 3n])]);
      expect(await store.checkpoints.get(projection)).toBe(395n);
      await store.checkpoints.delete(projection);
    });

    it('runs a unit of work whose reads see its own writes, checkpoints included', async () => {
      if (!store.transaction) return;
      const projection = `p_${randomUUID().slice(0, 8)}`;
      const seen = await store.transaction(async () => {
        await col.insertOne({ _id: 'u1', status: 'pending', fare: 1 });
        await col.updateOne({ _id: 'u1' }, { $set: { status: 'confirmed' } });
        await store.checkpoints.set(projection, 12n);
        return {
          doc: await col.findOne({ _id: 'u1' }),
          count: await col.count({ status: 'confirmed' }),
          checkpoint: await store.checkpoints.get(projection),
        };
      });
      expect(seen).toEqual({ doc: { _id: 'u1', status: 'confirmed', fare: 1 }, count: 1, checkpoint: 12n });
      expect(await col.findOne({ _id: 'u1' })).toEqual(seen.doc);
      expect(await store.checkpoints.get(projection)).toBe(12n);
      await store.checkpoints.delete(projection);
    });

    it('never interleaves two units of work, whatever they await', async () => {
      if (!store.transaction) return;
      const steps: string[] = [];
      const unit = (name: string) =>
        store.transaction!(async () => {
          steps.push(`${name} starts`);
          await col.insertOne({ _id: `${name}-1` });
          await new Promise((resolve) => setTimeout(resolve, 5));
          await col.insertOne({ _id: `${name}-2` });
          steps.push(`${name} ends`);
          return name;
        });
      expect(await Promise.all([unit('a'), unit('b'), unit('c')])).toEqual(['a', 'b', 'c']);
      expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
      expect(await col.count()).toBe(6);
    });

    it('answers ping while open', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
