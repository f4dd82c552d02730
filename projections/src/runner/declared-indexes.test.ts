import { describe, expect, it } from 'vitest';
import type { IndexSpec } from '../readstore/port';
import { MemoryReadStore } from '../readstore/memory/memory-read-store';
import { recordVersion, storedVersion } from '../rebuild/versions';
import { ensureIndexesWithoutProjector, isStale } from './declared-indexes';
import type { Projection } from './projection';

const byStatus: IndexSpec = [{ path: 'status', type: 'string' }];
const projection = (name: string, version?: number): Projection => ({
  name,
  ...(version ? { version } : {}),
  collections: [name],
  indexes: { [name]: [byStatus] },
  eventTypes: [],
  project: () => [],
});

function askedOf(store: MemoryReadStore) {
  const asked: [string, unknown][] = [];
  store.ensureIndexes = async (collection, _indexes, options) => void asked.push([collection, options]);
  return asked;
}

describe('read models indexed by a process without projector (an API replica)', () => {
  it('creates every declared index, on a store the projector never touched yet', async () => {
    const store = new MemoryReadStore();
    const asked = askedOf(store);
    await ensureIndexesWithoutProjector(store, [projection('rides'), projection('quotes')]);
    expect(asked).toEqual([
      ['rides', { existingOnly: false }],
      ['quotes', { existingOnly: false }],
    ]);
  });

  it("leaves a stale model's serving collection alone and records no version (the projector's to do)", async () => {
    const store = new MemoryReadStore();
    await recordVersion(store, 'rides', 1);
    await store.checkpoints.set('rides', 4n);
    await store.checkpoints.set('quotes', 4n); // built by version 1, recorded nowhere: still version 1
    const asked = askedOf(store);
    await ensureIndexesWithoutProjector(store, [projection('rides', 2), projection('quotes')]);
    expect(asked).toEqual([
      ['rides', { existingOnly: true }],
      ['quotes', { existingOnly: false }],
    ]);
    expect(await storedVersion(store, 'rides')).toBe(1);
    expect(await storedVersion(store, 'quotes')).toBeNull();
  });

  it('calls a model stale only when it was built and by another version', () => {
    expect(isStale(null, 1, 5n)).toBe(false);
    expect(isStale(null, 2, 5n)).toBe(true);
    expect(isStale(null, 2, null)).toBe(false);
    expect(isStale(2, 2, 5n)).toBe(false);
    expect(isStale(1, 2, 5n)).toBe(true);
  });
});
