import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventToAppend } from '@chauffeur/eventstore';
import { MemoryReadStore } from '../readstore/memory/memory-read-store';
import { ProjectionRunner } from './projection-runner';
import type { Projection } from './projection';

const event = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', name: 'test' },
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});

/** Counts rides per day with $inc: applying an event twice would count it twice. */
const ridesPerDay: Projection = {
  name: 'rides_per_day',
  collections: ['rides_per_day'],
  eventTypes: ['RideCompleted'],
  project: (e) => [
    {
      kind: 'upsert',
      collection: 'rides_per_day',
      id: (e.data as { day: string }).day,
      update: { $inc: { rides: 1, revenue: (e.data as { fare: number }).fare } },
    },
  ],
};

const failsOnPoison: Projection = {
  name: 'fragile',
  collections: ['fragile'],
  eventTypes: ['RideCompleted', 'Poison'],
  project: (e) => {
    if (e.type === 'Poison') throw new Error('cannot read poison');
    return [{ kind: 'insert', collection: 'fragile', doc: { _id: e.id } }];
  },
};

describe('ProjectionRunner', () => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: MemoryReadStore;
  const runners: ProjectionRunner[] = [];
  const newRunner = (projections: Projection[]) => {
    const runner = new ProjectionRunner(events, reads, projections);
    runners.push(runner);
    return runner;
  };
  const days = () => reads.collection('rides_per_day').find({}, { sort: { _id: 1 } });
  const complete = (day: string, fare: number) =>
    events.append(`ride-${randomUUID()}`, [event('RideCompleted', { day, fare })], {
      expectedRevision: 'no_stream',
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = new MemoryReadStore();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('catches up with the log, follows new events and reports itself live with no lag', async () => {
    await complete('2026-11-01', 50);
    const runner = newRunner([ridesPerDay]);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    const { position } = await complete('2026-11-01', 25);
    expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
    expect(await days()).toMatchObject([{ _id: '2026-11-01', rides: 2, revenue: 75 }]);
    const [status] = await runner.status();
    expect(status).toMatchObject({
      name: 'rides_per_day',
      state: 'live',
      lag_events: 0,
      lag_ms: 0,
      error: null,
    });
    expect(status!.checkpoint).toBe(position.toString());
  });

  it('changes nothing when events it already applied are replayed (lost checkpoint)', async () => {
    await complete('2026-11-02', 10);
    const { position } = await complete('2026-11-02', 20);
    const first = newRunner([ridesPerDay]);
    await first.start();
    await first.waitFor(position, { timeoutMs: 5000 });
    await first.stop();
    await reads.checkpoints.delete('rides_per_day');
    const second = newRunner([ridesPerDay]);
    await second.start();
    await second.waitFor(position, { timeoutMs: 5000 });
    expect(await days()).toMatchObject([{ _id: '2026-11-02', rides: 2, revenue: 30 }]);
  });

  it('resumes from its checkpoint without applying old events again', async () => {
    await complete('2026-11-03', 10);
    const first = newRunner([ridesPerDay]);
    await first.start();
    await first.waitUntilCaughtUp(5000);
    await first.stop();
    const { position } = await complete('2026-11-03', 5);
    const second = newRunner([ridesPerDay]);
    await second.start();
    await second.waitFor(position, { timeoutMs: 5000 });
    expect((await second.status())[0]!.events_applied).toBe(1);
    expect(await days()).toMatchObject([{ rides: 2, revenue: 15 }]);
  });

  it('stops only the projection that fails, with the failing event in its status', async () => {
    await complete('2026-11-04', 10);
    const poison = await events.append('poison-1', [event('Poison')], { expectedRevision: 'no_stream' });
    const runner = newRunner([ridesPerDay, failsOnPoison]);
    await runner.start();
    const after = await complete('2026-11-04', 30);
    expect(await runner.waitFor(after.position, { names: ['rides_per_day'], timeoutMs: 5000 })).toBe(true);
    expect(await runner.waitFor(after.position, { names: ['fragile'], timeoutMs: 2000 })).toBe(false);
    const status = Object.fromEntries((await runner.status()).map((s) => [s.name, s]));
    expect(status.rides_per_day).toMatchObject({ state: 'live', error: null });
    expect(status.fragile).toMatchObject({
      state: 'failed',
      error: { message: 'cannot read poison', position: poison.position.toString(), event_type: 'Poison' },
      lag_events: 2,
    });
    expect(status.fragile!.lag_ms).toBeGreaterThanOrEqual(0);
  });

  it('rebuilds one read model from zero into the same data while the others keep theirs', async () => {
    for (let i = 0; i < 20; i++) await complete(`2026-11-${String(10 + (i % 5))}`, i);
    const other: Projection = {
      ...failsOnPoison,
      name: 'all_rides',
      collections: ['all_rides'],
      eventTypes: ['RideCompleted'],
      project: (e) => [{ kind: 'insert', collection: 'all_rides', doc: { _id: e.id } }],
    };
    const runner = newRunner([ridesPerDay, other]);
    await runner.start();
    await runner.waitUntilCaughtUp(5000);
    const before = await days();
    await runner.rebuild('rides_per_day');
    expect(await days()).toEqual(before);
    expect(await reads.collection('all_rides').count()).toBe(20);
    expect((await runner.status()).find((s) => s.name === 'rides_per_day')).toMatchObject({
      state: 'live',
      events_applied: 20,
    });
  });

  it('times out waiting for a position nobody has written', async () => {
    const runner = newRunner([ridesPerDay]);
    await runner.start();
    expect(await runner.waitFor(999n, { timeoutMs: 50 })).toBe(false);
  });

  it('given projections at the same checkpoint, when they catch up, then they share one read of the log', async () => {
    for (let i = 0; i < 30; i++) await complete('2026-11-20', 1);
    let subscriptions = 0;
    const counting = Object.create(events) as SqliteEventStore;
    counting.subscribeToAll = (options, handler) => {
      subscriptions += 1;
      return events.subscribeToAll(options, handler);
    };
    const copies = ['a', 'b', 'c'].map((name) => ({ ...ridesPerDay, name, collections: [`rides_${name}`] }));
    const runner = new ProjectionRunner(counting, new MemoryReadStore(), copies);
    runners.push(runner);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    expect(subscriptions).toBe(1);
  });

  it('given a projection far behind and a slow one, when an event is appended, then a live projection is not held up by them', async () => {
    for (let i = 0; i < 5; i++) await complete('2026-11-21', 1);
    const head = (await events.head())!.position;
    await reads.checkpoints.set('rides_per_day', head); // live: applied everything already
    const slow: Projection = {
      name: 'slow',
      collections: ['slow'],
      eventTypes: ['RideCompleted'],
      project: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return [];
      },
    };
    const runner = newRunner([ridesPerDay, slow]);
    await runner.start();
    const { position } = await complete('2026-11-21', 7);
    // The slow projection needs 6 × 400 ms to get there; the live one must not wait for it.
    expect(await runner.waitFor(position, { names: ['rides_per_day'], timeoutMs: 1000 })).toBe(true);
  });

  it('given every projection of a feed failed, when the runner stops, then the feed no longer reads the log', async () => {
    await events.append('poison-2', [event('Poison')], { expectedRevision: 'no_stream' });
    let delivered = 0;
    const counting = Object.create(events) as SqliteEventStore;
    counting.subscribeToAll = (options, handler) =>
      events.subscribeToAll(options, (e) => {
        delivered += 1;
        return handler(e);
      });
    const runner = new ProjectionRunner(counting, new MemoryReadStore(), [failsOnPoison]);
    runners.push(runner);
    await runner.start();
    await runner.waitUntilCaughtUp(500);
    await runner.stop();
    const before = delivered;
    await complete('2026-11-22', 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delivered).toBe(before);
  });

  it('given 2,500 events to catch up, when two projections start, then each page of 1,000 is one unit of the store for both, checkpoints included', async () => {
    for (let i = 0; i < 25; i++)
      await events.append(
        `rides-${i}`,
        Array.from({ length: 100 }, () => event('RideCompleted', { day: '2026-11-24', fare: 1 })),
        { expectedRevision: 'no_stream' },
      );
    const units: string[][] = [];
    let current: string[] | null = null;
    const outside: string[] = [];
    const set = reads.checkpoints.set.bind(reads.checkpoints);
    reads.checkpoints.set = async (name, position) => {
      (current ?? outside).push(`${name}@${position}`);
      await set(name, position);
    };
    // Units never interleave on one store (the port's promise): this one queues them as SQLite does.
    let queue: Promise<unknown> = Promise.resolve();
    const transactional = Object.assign(Object.create(reads) as MemoryReadStore, {
      transaction: <T>(work: () => Promise<T>): Promise<T> => {
        const next = queue.then(async () => {
          current = [];
          const result = await work();
          units.push(current);
          current = null;
          return result;
        });
        queue = next.catch(() => undefined);
        return next;
      },
    });
    const other: Projection = { ...ridesPerDay, name: 'other', collections: ['other'] };
    // A budget no page reaches on a loaded machine: this test is about pages, not time slices.
    const runner = new ProjectionRunner(events, transactional, [ridesPerDay, other], {
      unitBudgetMs: 60_000,
    });
    runners.push(runner);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    expect(units).toEqual([
      ['rides_per_day@1000', 'other@1000'],
      ['rides_per_day@2000', 'other@2000'],
      ['rides_per_day@2500', 'other@2500'],
    ]);
    // Live: one unit per event, its checkpoint inside.
    const { position } = await complete('2026-11-24', 1);
    expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
    expect(units.slice(3).sort()).toEqual([[`other@${position}`], [`rides_per_day@${position}`]]);
    expect(outside).toEqual([]);
  });

  it('given 2,500 events to catch up, when replayed, then the checkpoint is written every 1,000 and at once when live', async () => {
    for (let i = 0; i < 25; i++)
      await events.append(
        `rides-${i}`,
        Array.from({ length: 100 }, () => event('RideCompleted', { day: '2026-11-23', fare: 1 })),
        { expectedRevision: 'no_stream' },
      );
    const written: bigint[] = [];
    const set = reads.checkpoints.set.bind(reads.checkpoints);
    reads.checkpoints.set = async (name, position) => {
      written.push(position);
      await set(name, position);
    };
    // Units end at the pages' ends only: with the usual time budget a loaded machine (two test files at a
    // time) ended one at 999 events, and the checkpoints read [999, 1000, 2000, 2500].
    const runner = new ProjectionRunner(events, reads, [ridesPerDay], {
      startCatchUp: { unitBudgetMs: 60_000 },
    });
    runners.push(runner);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    expect(written).toEqual([1000n, 2000n, 2500n]);
    const { position } = await complete('2026-11-23', 1);
    expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(written.at(-1)).toBe(position);
    expect(await days()).toMatchObject([{ _id: '2026-11-23', rides: 2501 }]);
  });
  it('given a start catch-up in large units, when the process starts serving, then the rest runs in units of the usual budget', async () => {
    for (let i = 0; i < 300; i += 1) await complete('2026-11-05', 1);
    let units = 0;
    const transaction = reads.transaction.bind(reads);
    reads.transaction = (work) => {
      units += 1;
      return transaction(work);
    };
    let seen = 0;
    const servingAfter50: Projection = {
      ...ridesPerDay,
      // The server starts listening while the catch-up is in its first page.
      project: (e, context) => {
        if ((seen += 1) === 50) runner.serving();
        return ridesPerDay.project(e, context);
      },
    };
    const runner = new ProjectionRunner(events, reads, [servingAfter50], {
      unitBudgetMs: 0, // the usual budget: a unit ends after its first event
      startCatchUp: { pageSize: 100, unitBudgetMs: 60_000 },
    });
    runners.push(runner);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
    // Page 1 in one unit; pages 2 and 3 (200 events) one unit per event once serving.
    expect(units).toBeGreaterThanOrEqual(1 + 200);
    expect(units).toBeLessThan(1 + 200 + 10);
    expect(await days()).toMatchObject([{ _id: '2026-11-05', rides: 300 }]);
  });
});
