import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@chauffeur/eventstore';
import type { IndexSpec } from '../readstore/port';
import { MemoryReadStore } from '../readstore/memory/memory-read-store';
import { ProjectionRunner } from './projection-runner';
import { recordVersion } from '../rebuild/versions';
import type { Projection } from './projection';

const byStatus: IndexSpec = [
  { path: 'status', type: 'string' },
  { path: 'created_at', type: 'string', order: -1 },
];

const rides: Projection = {
  name: 'rides',
  collections: ['rides', 'ride_days'],
  indexes: { rides: [byStatus], ride_days: [[{ path: 'day', type: 'string' }]] },
  eventTypes: [],
  project: () => [],
};

describe('ProjectionRunner start', () => {
  let dir: string;
  let events: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-indexes-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks the read store for every declared index before consuming the log', async () => {
    const store = new MemoryReadStore();
    const asked: [string, readonly IndexSpec[], unknown][] = [];
    store.ensureIndexes = async (collection, indexes, options) =>
      void asked.push([collection, indexes, options]);
    const runner = new ProjectionRunner(events, store, [rides]);
    await runner.start();
    expect(asked).toEqual([
      ['rides', [byStatus], { existingOnly: false }],
      ['ride_days', [[{ path: 'day', type: 'string' }]], { existingOnly: false }],
    ]);
    await runner.stop();
  });
  it('builds no index on the serving collections of a model whose version changed (its rebuild does)', async () => {
    const store = new MemoryReadStore();
    await recordVersion(store, 'rides', 1);
    await store.checkpoints.set('rides', 1n);
    const asked: [string, unknown][] = [];
    store.ensureIndexes = async (collection, _indexes, options) => void asked.push([collection, options]);
    const runner = new ProjectionRunner(events, store, [{ ...rides, version: 2 }]);
    await runner.start();
    expect(asked.slice(0, 2)).toEqual([
      ['rides', { existingOnly: true }],
      ['ride_days', { existingOnly: true }],
    ]);
    await runner.stop();
  });
});
