import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { SqliteReadStore } from '../readstore/sqlite/sqlite-read-store';
import { ProjectionRunner } from '../runner/projection-runner';
import type { Projection } from '../runner/projection';
import { appendTicks } from './testing/live-writer';

const counter: Projection = {
  name: 'counter',
  collections: ['counter'],
  eventTypes: ['Ticked'],
  project: () => [{ kind: 'upsert', collection: 'counter', id: 'total', update: { $inc: { n: 1 } } }],
};

let dir: string;
let events: SqliteEventStore;
let store: SqliteReadStore;
let runner: ProjectionRunner;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rebuild-progress-'));
  events = new SqliteEventStore(join(dir, 'events.sqlite'));
  store = SqliteReadStore.open(join(dir, 'read.sqlite'));
  await appendTicks(events, 2_000, 'Ticked');
  runner = new ProjectionRunner(events, store, [counter], { pageSize: 100 });
  await runner.start();
  await runner.waitUntilCaughtUp(10_000);
});
afterEach(async () => {
  await runner.stop();
  await store.close();
  await events.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The embedded stores answer without waiting for I/O: a rebuild that never gave the event loop a turn held
 * every request (the admin's list of read models included) until it ended, so its progress bar jumped from
 * nothing to the end, and the whole site stood still meanwhile (1.2 s at 80,000 events).
 */
it('answers the status between the pages of a rebuild, with its progress part way', async () => {
  const seen: { state: string; done: number; total: number }[] = [];
  let rebuilding = true;
  const poll = async () => {
    while (rebuilding) {
      // A macrotask, as a request is: it runs only when the rebuild lets the event loop turn.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const status = (await runner.status())[0]!;
      seen.push({ state: status.state, done: status.rebuild?.done ?? 0, total: status.rebuild?.total ?? 0 });
    }
  };
  const polling = poll();
  await runner.rebuild('counter');
  rebuilding = false;
  await polling;

  const partWay = seen.filter((s) => s.state === 'rebuilding' && s.done > 0 && s.done < s.total);
  expect(partWay.length).toBeGreaterThan(0);
  expect(await store.collection('counter').findOne({ _id: 'total' })).toMatchObject({ n: 2_000 });
});
