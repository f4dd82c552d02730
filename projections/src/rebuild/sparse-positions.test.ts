import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore, type RecordedEvent } from '@chauffeur/eventstore';
import { MemoryReadStore } from '../readstore/memory/memory-read-store';
import { ProjectionRunner } from '../runner/projection-runner';
import type { Projection } from '../runner/projection';
import { blueGreenRebuild } from './blue-green';
import { appendTicks, startLiveWriter } from './testing/live-writer';

const STEP = 10n;

/**
 * The log as EventStoreDB shows it: positions strictly increasing but not dense (here every 10th), and a
 * read or subscription from a position that is no event's is refused, as `position + 1` would be there.
 */
function sparse(store: EventStore): EventStore {
  const out = (event: RecordedEvent): RecordedEvent => ({ ...event, position: event.position * STEP });
  const inward = (position: bigint): bigint => {
    if (position % STEP !== 0n) throw new Error(`${position} is not the position of an event`);
    return position / STEP;
  };
  return {
    kind: store.kind,
    append: async (stream, events, options) => {
      const result = await store.append(stream, events, options);
      return { ...result, position: result.position * STEP };
    },
    readStream: async (stream, options) => (await store.readStream(stream, options)).map(out),
    readAll: async (options = {}) =>
      (
        await store.readAll({
          ...options,
          from: options.from === undefined ? undefined : inward(options.from),
        })
      ).map(out),
    subscribeToAll: (options, handler) =>
      store.subscribeToAll({ from: options.from === 'start' ? 'start' : inward(options.from) }, (event) =>
        handler(out(event)),
      ),
    head: async () => {
      const head = await store.head();
      return head && { ...head, position: head.position * STEP };
    },
    countAfter: (position, cap) => store.countAfter(position === 'start' ? 'start' : inward(position), cap),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

const counter: Projection = {
  name: 'counter',
  collections: ['counter'],
  eventTypes: ['Ticked'],
  project: () => [{ kind: 'upsert', collection: 'counter', id: 'total', update: { $inc: { n: 1 } } }],
};

describe('blue/green on a log whose positions are not dense (point 6)', () => {
  let dir: string;
  let inner: SqliteEventStore;
  let events: EventStore;
  let store: MemoryReadStore;
  const append = (count: number) => appendTicks(events, count);
  const total = async () => (await store.collection('counter').findOne({ _id: 'total' }))?.n;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sparse-'));
    inner = new SqliteEventStore(join(dir, 'events.sqlite'));
    events = sparse(inner);
    store = new MemoryReadStore();
    for (let i = 0; i < 25; i++) await append(100);
  });
  afterEach(async () => {
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the command line flow replays the tail after the switch from the last applied position', async () => {
    const result = await blueGreenRebuild(events, store, counter, {
      pageSize: 300,
      beforeSwitch: async () => void (await append(3)),
    });
    // Appended before the switch: caught up by the build itself (the live consumer is elsewhere).
    expect(result.lastPosition).toBe((await events.head())!.position);
    await append(4);
    await blueGreenRebuild(events, store, counter, {
      pageSize: 300,
      beforeSwitch: () => append(2).then(() => undefined),
    });
    expect(await total()).toBe(2509);
    expect(await store.checkpoints.get('counter')).toBe((await events.head())!.position);
  });

  it('the runner switches and its live consumer resumes after the build: no tick lost nor counted twice', async () => {
    const runner = new ProjectionRunner(events, store, [counter], { pageSize: 300 });
    await runner.start();
    const writer = startLiveWriter(append, 3);
    await runner.rebuild('counter');
    const appended = 2500 + (await writer.stop());
    await append(1);
    expect(await runner.waitFor((await events.head())!.position, { timeoutMs: 5000 })).toBe(true);
    expect(await total()).toBe(appended + 1);
    await runner.stop();
  });
});
