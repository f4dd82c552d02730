import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventStoreUnavailable } from '../errors';
import type { RecordedEvent } from '../port';
import { SqliteEventStore } from '../sqlite/sqlite-event-store';
import { testEvent, uniqueStream } from '../conformance/test-events';
import { outageFor } from './call-faults';
import { faultyEventStore } from './faulty-event-store';

describe('faultyEventStore', () => {
  let dir: string;
  let inner: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faulty-es-'));
    inner = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const appendThree = () =>
    inner.append(uniqueStream(), [testEvent('A'), testEvent('B'), testEvent('C')], {
      expectedRevision: 'no_stream',
    });

  it('refuses the next subscriptions, then ends one after N events, then lets them work', async () => {
    await appendThree();
    const store = faultyEventStore(inner, {
      subscriptions: [{ kind: 'refuse' }, { kind: 'end-after', events: 2 }],
    });
    const seen: string[] = [];
    const handler = (event: RecordedEvent) => void seen.push(event.type);

    await expect(store.subscribeToAll({ from: 'start' }, handler).done).rejects.toBeInstanceOf(
      EventStoreUnavailable,
    );
    await expect(store.subscribeToAll({ from: 'start' }, handler).done).rejects.toThrow(
      'injected fault: subscription 2 ended after 2 events',
    );
    expect(seen).toEqual(['A', 'B']);

    const third = store.subscribeToAll({ from: 'start' }, handler);
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
    expect(await store.head()).toBeNull();
    await expect(store.head()).rejects.toBeInstanceOf(EventStoreUnavailable);
    expect(await store.head()).toBeNull();
    await expect(
      store.append(uniqueStream(), [testEvent('A')], { expectedRevision: 'any' }),
    ).rejects.toBeInstanceOf(EventStoreUnavailable);
    expect(await inner.countAfter('start')).toBe(1); // it was written all the same

    let now = 0;
    store.plan.calls.push({ operation: 'countAfter', while: outageFor(100, () => now) });
    await expect(store.countAfter('start')).rejects.toBeInstanceOf(EventStoreUnavailable);
    now = 100;
    expect(await store.countAfter('start')).toBe(1);
    expect(store.injected).toEqual(['head (before)', 'append (after)', 'countAfter (before)']);
  });
});
