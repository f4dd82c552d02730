import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { MONGO_SERVER } from '../testing';
import { MongoReadStore } from '../readstore/mongo/mongo-read-store';
import { ReadStoreUnavailable } from '../readstore/errors';
import type { WindowCounter } from '../readstore/port';
import { FallbackWindowCounter, MemoryWindowCounter } from './memory-window-counter';
import { describeWindowCounterConformance } from './window-counter-conformance';

describeWindowCounterConformance('memory', async () => {
  const shared = new MemoryWindowCounter(); // one process: every caller shares its map
  return { counter: () => shared, dispose: async () => undefined };
});

await describeWithServer('window counters in MongoDB', MONGO_SERVER, (url) => {
  describeWindowCounterConformance('mongo', async () => {
    const dbName = `counters_${randomUUID().slice(0, 8)}`;
    // Two connections: two API replicas sharing the database.
    const stores = [
      await MongoReadStore.connect(url(), { dbName }),
      await MongoReadStore.connect(url(), { dbName }),
    ];
    let next = 0;
    return {
      counter: () => stores[next++ % 2]!.windowCounter('rate_limits'),
      async dispose() {
        await stores[0]!.dropDatabase();
        for (const store of stores) await store.close();
      },
    };
  });
});

describe('MemoryWindowCounter', () => {
  it('given a flood from many addresses, when windows end, sweeps their entries', async () => {
    const counter = new MemoryWindowCounter(10_000);
    for (let i = 0; i < 10_000; i++) await counter.hit(`ip-${i}`, 60_000, 0);
    await counter.hit('late', 60_000, 61_000);
    expect(counter.size).toBe(1);
  });
});

describe('FallbackWindowCounter', () => {
  it("counts in this process's memory while the shared store fails, and says so", async () => {
    let down = true;
    const shared: WindowCounter = {
      hit: async (_key, windowMs, now) => {
        if (down) throw new ReadStoreUnavailable('MongoDB unavailable: connection refused');
        return { count: 99, endsAt: now + windowMs };
      },
    };
    const failures: unknown[] = [];
    const counter = new FallbackWindowCounter(shared, new MemoryWindowCounter(), (e) => failures.push(e));
    expect(await counter.hit('k', 1_000, 0)).toEqual({ count: 1, endsAt: 1_000 });
    expect(await counter.hit('k', 1_000, 10)).toEqual({ count: 2, endsAt: 1_000 });
    expect(failures).toHaveLength(2);
    down = false;
    expect(await counter.hit('k', 1_000, 20)).toEqual({ count: 99, endsAt: 1_020 });
  });
});
