import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeForEachAdapter, outageFor, type AdapterHarness } from '@chauffeur/eventstore/testing';
import { ReadStoreUnavailable } from '../readstore/errors';
import type { ReadStore } from '../readstore/port';
import { READ_STORE_ADAPTERS } from '../testing';
import { faultyReadStore } from './faulty-read-store';

// Written once, run on every read store adapter (issue 19): memory and SQLite here, MongoDB when given.
await describeForEachAdapter('faultyReadStore', READ_STORE_ADAPTERS, (open) => {
  let harness: AdapterHarness<ReadStore>;
  beforeEach(async () => {
    harness = await open();
  });
  afterEach(async () => harness.dispose());

  it('fails the Nth operation on one collection only, before or after the store did it', async () => {
    const inner = harness.store;
    const store = faultyReadStore(inner, {
      faults: [
        { operation: 'insertOne', collection: 'rides', calls: [2] },
        { operation: 'updateOne', collection: 'rides', calls: [1], when: 'after' },
      ],
    });
    const rides = store.collection('rides');
    await rides.insertOne({ _id: 'a' });
    await expect(rides.insertOne({ _id: 'b' })).rejects.toBeInstanceOf(ReadStoreUnavailable);
    await store.collection('other').insertOne({ _id: 'b' }); // another collection: no fault
    await rides.insertOne({ _id: 'c' });
    await expect(rides.updateOne({ _id: 'a' }, { $inc: { n: 1 } })).rejects.toBeInstanceOf(
      ReadStoreUnavailable,
    );
    expect(await inner.collection('rides').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', n: 1 },
      { _id: 'c' },
    ]);
    expect(store.injected).toEqual(['insertOne on rides (before)', 'updateOne on rides (after)']);
  });

  it('fails checkpoint writes for a time window', async () => {
    let now = 0;
    const store = faultyReadStore(harness.store);
    store.plan.faults = [{ operation: 'checkpoint.set', while: outageFor(1000, () => now) }];
    await expect(store.checkpoints.set('p', 5n)).rejects.toThrow('injected fault: checkpoint.set');
    expect(await store.checkpoints.get('p')).toBeNull();
    now = 1000;
    await store.checkpoints.set('p', 5n);
    expect(await store.checkpoints.get('p')).toBe(5n);
  });
});
