import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { describeWithServer } from '@chauffeur/eventstore/testing';
import { MONGO_SERVER } from '@chauffeur/projections/testing';
import { createReadStore, MemoryReadStore } from '@chauffeur/projections';
import { describeFailureCountsConformance } from './failure-counts-conformance';
import { MemoryFailureCounts } from './memory-failure-counts';
import { FAILURES_COLLECTION, ReadStoreFailureCounts } from './read-store-failure-counts';

describeFailureCountsConformance('memory', async () => {
  const shared = new MemoryFailureCounts(); // one process: every caller shares it
  return { counts: () => shared, dispose: async () => undefined };
});

describeFailureCountsConformance('read store (memory)', async () => {
  const store = new MemoryReadStore();
  return { counts: () => new ReadStoreFailureCounts(store), dispose: async () => undefined };
});

await describeWithServer('failure counts over MongoDB', MONGO_SERVER, (url) => {
  describeFailureCountsConformance('read store (mongo)', async () => {
    const dbName = `failures_${randomUUID().slice(0, 8)}`;
    // Two connections: two API replicas braking on the same counts.
    const stores = [
      await createReadStore({ kind: 'mongo', url: url(), dbName }),
      await createReadStore({ kind: 'mongo', url: url(), dbName }),
    ];
    const first = new ReadStoreFailureCounts(stores[0]!);
    await first.prepare();
    let next = 0;
    return {
      counts: () => new ReadStoreFailureCounts(stores[next++ % 2]!),
      async dispose() {
        await stores[0]!.collection(FAILURES_COLLECTION).drop();
        for (const store of stores) await store.close();
      },
    };
  });
});

describe('ReadStoreFailureCounts', () => {
  it('asks the store to forget a count by itself on the Date when its policy would', async () => {
    const store = new MemoryReadStore();
    const ensureExpiry = vi.fn(async () => undefined);
    const counts = new ReadStoreFailureCounts(Object.assign(store, { ensureExpiry }));
    await counts.prepare();
    expect(ensureExpiry).toHaveBeenCalledWith(FAILURES_COLLECTION, 'forgetOn');
    const policy = { freeFailures: 1, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 60_000 };
    await counts.fail('account:x', policy, 1_000);
    const doc = await store.collection(FAILURES_COLLECTION).findOne({ _id: 'account:x' });
    expect(doc?.forgetOn).toEqual(new Date(61_000));
  });
});
