import { afterEach, beforeEach, expect, it } from 'vitest';
import { EventStoreUnavailable } from '../errors';
import type { EventHandler, EventStore, RecordedEvent, StoreHead, SubscribeFrom } from '../port';
import { testEvent, uniqueStream } from '../conformance/test-events';
import { describeForEachAdapter, EVENT_STORE_ADAPTERS, type AdapterHarness } from '../conformance/adapters';
import { outageFor } from './call-faults';
import { faultyEventStore } from './faulty-event-store';

/**
 * The store as if it held only `stream`: its subscriptions deliver nothing else. On a shared server other
 * suites append meanwhile; the fault counts ("end after 2 events") must count this test's events only.
 */
const onlyStream = (inner: EventStore, stream: string): EventStore =>
  Object.assign(Object.create(inner) as EventStore, {
    subscribeToAll: (options: { from: SubscribeFrom }, handler: EventHandler) =>
      inner.subscribeToAll(options, (event) => (event.stream === stream ? handler(event) : undefined)),
  });

// Written once, run on every event store adapter (issue 19): SQLite here, KurrentDB when one is given.
await describeForEachAdapter('faultyEventStore', EVENT_STORE_ADAPTERS, (open) => {
  let harness: AdapterHarness<EventStore>;
  let inner: EventStore;
  /** The log's head before the test wrote anything: the test reads only after it. */
  let before: StoreHead | null;
  beforeEach(async () => {
    harness = await open();
    inner = harness.store;
    before = await inner.head();
  });
  afterEach(async () => harness.dispose());
  const from = () => before?.position ?? 'start';

  it('refuses the next subscriptions, then ends one after N events, then lets them work', async () => {
    const stream = uniqueStream();
    await inner.append(stream, [testEvent('A'), testEvent('B'), testEvent('C')], {
      expectedRevision: 'no_stream',
    });
    const store = faultyEventStore(onlyStream(inner, stream), {
      subscriptions: [{ kind: 'refuse' }, { kind: 'end-after', events: 2 }],
    });
    const seen: string[] = [];
    const handler = (event: RecordedEvent) => void seen.push(event.type);

    await expect(store.subscribeToAll({ from: from() }, handler).done).rejects.toBeInstanceOf(
      EventStoreUnavailable,
    );
    await expect(store.subscribeToAll({ from: from() }, handler).done).rejects.toThrow(
      'injected fault: subscription 2 ended after 2 events',
    );
    expect(seen).toEqual(['A', 'B']);

    const third = store.subscribeToAll({ from: from() }, handler);
    const deadline = Date.now() + 5000;
    while (seen.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await third.stop();
    await expect(third.done).resolves.toBeUndefined();
    expect(seen).toEqual(['A', 'B', 'A', 'B', 'C']);
    expect(store.injected).toEqual(['subscription 1 refused', 'subscription 2 ended after 2 events']);
  });

  it('fails chosen calls (the Nth, or within a window), before or after the store did the work', async () => {
    const store = faultyEventStore(inner);
    store.plan.calls = [
      { operation: 'head', calls: [2] },
      { operation: 'append', calls: [1], when: 'after' },
    ];
    const head = await store.head();
    if (harness.isolated) expect(head).toEqual(before);
    await expect(store.head()).rejects.toBeInstanceOf(EventStoreUnavailable);
    const again = await store.head(); // the fault was for the second call only
    if (harness.isolated) expect(again).toEqual(before);
    const stream = uniqueStream();
    await expect(store.append(stream, [testEvent('A')], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
      EventStoreUnavailable,
    );
    expect(await inner.readStream(stream)).toHaveLength(1); // it was written all the same

    let now = 0;
    store.plan.calls.push({ operation: 'countAfter', while: outageFor(100, () => now) });
    await expect(store.countAfter(from())).rejects.toBeInstanceOf(EventStoreUnavailable);
    now = 100;
    const after = await store.countAfter(from());
    if (harness.isolated) expect(after).toBe(1);
    else expect(after).toBeGreaterThanOrEqual(1);
    expect(store.injected).toEqual(['head (before)', 'append (after)', 'countAfter (before)']);
  });
});
