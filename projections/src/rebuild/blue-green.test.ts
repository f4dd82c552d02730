import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { EventStore } from '@chauffeur/eventstore';
import {
  describeForEachPair,
  EVENT_STORE_ADAPTERS,
  type AdapterHarness,
} from '@chauffeur/eventstore/testing';
import type { ReadStore } from '../readstore/port';
import { READ_STORE_ADAPTERS } from '../testing';
import { ProjectionRunner } from '../runner/projection-runner';
import type { Projection } from '../runner/projection';
import { appendTicks, startLiveWriter } from './testing/live-writer';
import { BUILD_SUFFIX } from './build-view';
import { storedVersion } from './versions';

/** One document counted with $inc: an event lost or applied twice shows in `n`. */
const counter = (type: string, version?: number, by = 1): Projection => ({
  name: 'counter',
  collections: ['counter'],
  ...(version ? { version } : {}),
  eventTypes: [type],
  project: () => [{ kind: 'upsert', collection: 'counter', id: 'total', update: { $inc: { n: by } } }],
});

function describeRebuilds(open: {
  left: () => Promise<AdapterHarness<EventStore>>;
  right: () => Promise<AdapterHarness<ReadStore>>;
}) {
  let eventHarness: AdapterHarness<EventStore>;
  let readHarness: AdapterHarness<ReadStore>;
  let events: EventStore;
  let store: ReadStore;
  let runner: ProjectionRunner | null = null;
  /** The ticks' type: this test's own on a shared event store, which holds the ticks of earlier runs. */
  let type: string;
  /** Events in the log before the test (0 on an embedded log). */
  let before: number;
  const total = async () => (await store.collection('counter').findOne({ _id: 'total' }))?.n;
  const append = (count: number) => appendTicks(events, count, type);

  beforeEach(async () => {
    eventHarness = await open.left();
    readHarness = await open.right();
    events = eventHarness.store;
    store = readHarness.store;
    type = eventHarness.isolated ? 'Ticked' : `Ticked_${randomUUID().slice(0, 8)}`;
    before = await events.countAfter('start');
  });
  afterEach(async () => {
    await runner?.stop();
    runner = null;
    await readHarness.dispose();
    await eventHarness.dispose();
  });

  it('given a live writer appending during a rebuild, when it switches, then no increment is lost nor counted twice', async () => {
    for (let i = 0; i < 30; i++) await append(100);
    runner = new ProjectionRunner(events, store, [counter(type)]);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(5000)).toBe(true);
    const writer = startLiveWriter(append, 7);
    await runner.rebuild('counter');
    const appended = 3000 + (await writer.stop());
    const head = (await events.head())!.position;
    expect(await runner.waitFor(head, { timeoutMs: 5000 })).toBe(true);
    expect(await total()).toBe(appended);
    expect(await store.collection(`counter${BUILD_SUFFIX}`).count()).toBe(0);
    expect(await store.checkpoints.get('counter')).toBe(head);
    expect((await runner.status())[0]).toMatchObject({ state: 'live', lag_events: 0 });
  });

  it('given a rebuild asked for while the projection still catches up at start, then it counts every event once', async () => {
    for (let i = 0; i < 30; i++) await append(100);
    runner = new ProjectionRunner(events, store, [counter(type)], { pageSize: 500 });
    await runner.start();
    await runner.rebuild('counter');
    await append(5);
    expect(await runner.waitFor((await events.head())!.position, { timeoutMs: 5000 })).toBe(true);
    expect(await total()).toBe(3005);
    expect((await runner.status())[0]).toMatchObject({ state: 'live', lag_events: 0 });
  });

  it('given a stored model of another version, when the runner starts, then it is ready at once, serves the old model and switches in the background', async () => {
    for (let i = 0; i < 20; i++) await append(100);
    const old = new ProjectionRunner(events, store, [counter(type)]);
    await old.start();
    await old.waitUntilCaughtUp(5000);
    await old.stop();
    expect(await storedVersion(store, 'counter')).toBe(1);

    // Version 2 counts each tick as 10: a changed handler.
    runner = new ProjectionRunner(events, store, [counter(type, 2, 10)]);
    await runner.start();
    expect(await runner.waitUntilCaughtUp(100)).toBe(true);
    const during = (await runner.status())[0]!;
    expect(during).toMatchObject({ state: 'rebuilding', version: 2 });
    // The rebuild counts the whole log, other data of a shared server included.
    if (eventHarness.isolated) expect(during.rebuild?.total).toBe(before + 2000);
    else expect(during.rebuild?.total).toBeGreaterThanOrEqual(before + 2000);
    expect(await total()).toBe(2000); // the old model keeps serving meanwhile
    await append(5);
    await runner.rebuild('counter'); // joins the rebuild in progress
    const head = (await events.head())!.position;
    expect(await runner.waitFor(head, { timeoutMs: 5000 })).toBe(true);
    expect(await total()).toBe(20_050);
    expect(await storedVersion(store, 'counter')).toBe(2);
    const after = (await runner.status())[0]!;
    expect(after).toMatchObject({ state: 'live', version: 2 });
    expect(after.rebuild).toBeUndefined();
    await append(1);
    expect(await runner.waitFor((await events.head())!.position, { timeoutMs: 5000 })).toBe(true);
    expect(await total()).toBe(20_060);
  });

  it('given a version rebuild whose handler fails, then the old model keeps serving and the status says failed', async () => {
    await append(10);
    const old = new ProjectionRunner(events, store, [counter(type)]);
    await old.start();
    await old.waitUntilCaughtUp(5000);
    await old.stop();
    const broken: Projection = {
      ...counter(type, 2),
      project: () => {
        throw new Error('bug in version 2');
      },
    };
    runner = new ProjectionRunner(events, store, [broken]);
    await runner.start();
    await expect(runner.rebuild('counter')).rejects.toThrow('Rebuild of counter failed: bug in version 2');
    expect((await runner.status())[0]).toMatchObject({
      state: 'failed',
      error: { message: 'bug in version 2', event_type: type },
    });
    expect(await total()).toBe(10);
    expect(await storedVersion(store, 'counter')).toBe(1);
  });

  it('given a rebuild asked for whose handler fails, then the model keeps serving, live, and the status says why the rebuild failed', async () => {
    await append(10);
    let broken = false;
    const flaky: Projection = {
      ...counter(type),
      project: (event, context) => {
        if (broken) throw new Error('lookup failed');
        return counter(type).project(event, context);
      },
    };
    runner = new ProjectionRunner(events, store, [flaky]);
    await runner.start();
    await runner.waitUntilCaughtUp(5000);
    broken = true;
    await expect(runner.rebuild('counter')).rejects.toThrow('Rebuild of counter failed: lookup failed');
    // Before, the status said "live" and nothing else: the admin who pressed Rebuild saw it end as if done.
    expect((await runner.status())[0]).toMatchObject({
      state: 'live',
      error: null,
      rebuild_failed: { message: 'lookup failed', event_type: type },
    });
    expect(await total()).toBe(10);
    broken = false;
    await runner.rebuild('counter');
    expect((await runner.status())[0]!.rebuild_failed).toBeUndefined();
  });
}

// Written once, run on every adapter (issue 19): each event store beside the memory read store, each read
// store beside the SQLite log; KurrentDB and MongoDB when given (else one visible skipped line each).
await describeForEachPair(
  'blue/green rebuilds in the runner',
  EVENT_STORE_ADAPTERS,
  READ_STORE_ADAPTERS,
  describeRebuilds,
);
