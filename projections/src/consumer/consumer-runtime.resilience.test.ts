import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventStoreClosed, SqliteEventStore, type RecordedEvent } from '@chauffeur/eventstore';
import { faultyEventStore, testEvent, type FaultyEventStore } from '@chauffeur/eventstore/testing';
import { ReadStoreUnavailable } from '../readstore/errors';
import { ConsumerRuntime, type ConsumerRuntimeOptions } from './consumer-runtime';
import { memoryCheckpoints, type ConsumerCheckpoints, type LogConsumer } from './log-consumer';

/** Polls until `check` holds, or fails after `timeoutMs`. */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** A consumer that writes down each event it handled (once handling succeeded). */
function recorder(name: string, fail?: (event: RecordedEvent, attempt: number) => unknown) {
  const handled: bigint[] = [];
  const attempts = new Map<bigint, number>();
  const consumer: LogConsumer = {
    name,
    eventTypes: ['Tick'],
    handle: async (event) => {
      const attempt = (attempts.get(event.position) ?? 0) + 1;
      attempts.set(event.position, attempt);
      const error = fail?.(event, attempt);
      if (error) throw error;
      handled.push(event.position);
    },
  };
  return { consumer, handled, attempts };
}

describe('ConsumerRuntime when its stores fail', () => {
  let dir: string;
  let inner: SqliteEventStore;
  let store: FaultyEventStore;
  let checkpoints: ConsumerCheckpoints;
  const runtimes: ConsumerRuntime[] = [];
  const newRuntime = (consumers: LogConsumer[], options: Partial<ConsumerRuntimeOptions> = {}) => {
    const runtime = new ConsumerRuntime(store, consumers, {
      checkpoints,
      retryDelayMs: () => 5,
      ...options,
    });
    runtimes.push(runtime);
    return runtime;
  };
  /** Appends `n` events, Tick and Other alternately; answers the positions of all of them. */
  const append = async (n: number) => {
    const positions: bigint[] = [];
    for (let i = 0; i < n; i += 1) {
      const type = i % 2 === 0 ? 'Tick' : 'Other';
      const result = await inner.append(`s-${randomUUID()}`, [testEvent(type)], { expectedRevision: 'any' });
      positions.push(result.position);
    }
    return positions;
  };
  const ticksOf = async (positions: bigint[]) => {
    const events = await inner.readAll();
    return positions.filter((p) => events.find((e) => e.position === p)?.type === 'Tick');
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'consumers-faults-'));
    inner = new SqliteEventStore(join(dir, 'events.sqlite'));
    store = faultyEventStore(inner);
    checkpoints = memoryCheckpoints();
  });
  afterEach(async () => {
    for (const runtime of runtimes.splice(0)) await runtime.stop();
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given subscriptions cut after a few events and refused, then it resumes from its checkpoint: no event skipped, none twice', async () => {
    const before = await append(10);
    store.plan.subscriptions = [
      { kind: 'end-after', events: 3 },
      { kind: 'refuse' },
      { kind: 'refuse' },
      { kind: 'end-after', events: 4 },
      { kind: 'end-after', events: 0 },
      // Events 8 to 10, then live: cut again after two of the events appended below.
      { kind: 'end-after', events: 5 },
    ];
    const one = recorder('one');
    const two = recorder('two');
    const runtime = newRuntime([one.consumer, two.consumer]);
    await runtime.start();
    expect(await runtime.waitFor(before.at(-1)!, { timeoutMs: 5000 })).toBe(true);
    const after = await append(6);
    expect(await runtime.waitFor(after.at(-1)!, { timeoutMs: 5000 })).toBe(true);
    const ticks = await ticksOf([...before, ...after]);
    expect(one.handled).toEqual(ticks);
    expect(two.handled).toEqual(ticks);
    expect(store.injected).toHaveLength(6);
    const statuses = await runtime.status();
    expect(statuses.map((s) => [s.state, s.error])).toEqual([
      ['live', null],
      ['live', null],
    ]);
  });

  it('given the log cannot be read for a while, then the status says reconnecting with the error, then live again', async () => {
    const [first] = await append(1);
    store.plan.subscriptions = [{ kind: 'refuse' }, { kind: 'refuse' }];
    const waits: number[] = [];
    const troubles: string[] = [];
    const recoveries: string[] = [];
    const { consumer, handled } = recorder('ticks');
    const runtime = newRuntime([consumer], {
      retryDelayMs: (attempt) => (waits.push(attempt), 100),
      onTrouble: (name, message) => troubles.push(`${name}: ${message}`),
      onRecovered: (name) => recoveries.push(name),
    });
    await runtime.start();
    await eventually(() => runtime.peek('ticks').state === 'reconnecting');
    const [status] = await runtime.status();
    expect(status).toMatchObject({
      state: 'reconnecting',
      error: {
        message: 'injected fault: subscription 1 refused',
        position: null,
        event_type: null,
      },
    });
    expect(await runtime.waitFor(first!, { timeoutMs: 5000 })).toBe(true);
    expect(handled).toEqual([first]);
    expect(runtime.peek('ticks')).toMatchObject({ state: 'live', error: null });
    expect(waits).toEqual([0, 1]); // growing: the second wait is the second attempt's
    expect(troubles).toEqual([
      'ticks: event store subscription: injected fault: subscription 1 refused',
      'ticks: event store subscription: injected fault: subscription 2 refused',
    ]);
    expect(recoveries).toEqual(['ticks']);
  });

  it('given a live consumer whose subscription is cut with no event to come, then it is live again once the log answers', async () => {
    const [first] = await append(1);
    store.plan.subscriptions = [{ kind: 'end-after', events: 1 }];
    const { consumer, handled } = recorder('ticks');
    const runtime = newRuntime([consumer], { retryDelayMs: () => 50 });
    await runtime.start();
    await eventually(() => runtime.peek('ticks').state === 'reconnecting');
    await eventually(() => runtime.peek('ticks').state === 'live');
    expect(runtime.peek('ticks')).toMatchObject({ checkpoint: first, error: null });
    expect(handled).toEqual([first]);
    expect(store.injected).toEqual(['subscription 1 ended after 1 events']);
  });

  it('given the read store fails while an event is handled, then the same event is handled again after a wait, and nothing after it is passed meanwhile', async () => {
    const positions = await append(5);
    const ticks = await ticksOf(positions);
    const second = ticks[1]!;
    const { consumer, handled, attempts } = recorder('model', (event, attempt) =>
      event.position === second && attempt <= 3
        ? new ReadStoreUnavailable('MongoDB unavailable: reset')
        : null,
    );
    let seenReconnecting: unknown = null;
    const runtime = newRuntime([consumer], {
      retryDelayMs: () => 30,
      onTrouble: () => void (seenReconnecting ??= runtime.peek('model')),
    });
    await runtime.start();
    expect(await runtime.waitFor(positions.at(-1)!, { timeoutMs: 5000 })).toBe(true);
    expect(handled).toEqual(ticks);
    expect(attempts.get(second)).toBe(4);
    expect(seenReconnecting).toMatchObject({
      state: 'reconnecting',
      checkpoint: ticks[0]! + 1n,
      error: {
        message: 'MongoDB unavailable: reset',
        position: second.toString(),
        event_type: 'Tick',
      },
    });
    expect(runtime.peek('model')).toMatchObject({ state: 'live', error: null });
  });

  it("given a store failure wrapped in the handler's own error, then it is still retried", async () => {
    const [first] = await append(1);
    const { consumer, handled } = recorder('model', (_, attempt) =>
      attempt === 1 ? new Error('lookup failed', { cause: new ReadStoreUnavailable('down') }) : null,
    );
    const runtime = newRuntime([consumer]);
    await runtime.start();
    expect(await runtime.waitFor(first!, { timeoutMs: 5000 })).toBe(true);
    expect(handled).toEqual([first]);
  });

  it("given the handler's own error, then only that consumer fails, with the event, and is not retried", async () => {
    const positions = await append(3);
    const [poison] = await ticksOf(positions);
    const broken = recorder(
      'broken',
      () => new TypeError("Cannot read properties of undefined (reading 'id')"),
    );
    const healthy = recorder('healthy');
    const runtime = newRuntime([broken.consumer, healthy.consumer]);
    await runtime.start();
    expect(await runtime.waitFor(positions.at(-1)!, { names: ['healthy'], timeoutMs: 5000 })).toBe(true);
    expect(runtime.peek('broken')).toMatchObject({
      state: 'failed',
      error: { position: poison!.toString(), event_type: 'Tick' },
    });
    expect(broken.attempts.get(poison!)).toBe(1);
    expect(healthy.handled).toEqual(await ticksOf(positions));
  });

  it('given checkpoint writes that fail, then they are written again and the consumer goes on', async () => {
    const positions = await append(4);
    let failures = 2;
    const written: bigint[] = [];
    const flaky: ConsumerCheckpoints = {
      ...memoryCheckpoints(),
      get: async () => null,
      set: async (_, position) => {
        if (failures > 0) {
          failures -= 1;
          throw new ReadStoreUnavailable('checkpoint store down');
        }
        written.push(position);
      },
    };
    const { consumer, handled } = recorder('model');
    const runtime = newRuntime([consumer], { checkpoints: flaky });
    await runtime.start();
    expect(await runtime.waitFor(positions.at(-1)!, { timeoutMs: 5000 })).toBe(true);
    await eventually(() => written.at(-1) === positions.at(-1));
    expect(handled).toEqual(await ticksOf(positions));
    expect(runtime.peek('model')).toMatchObject({ state: 'live', error: null });
  });

  it('given a consumer waiting to reconnect, when stopped, then it stops at once', async () => {
    await append(1);
    store.plan.subscriptions = [{ kind: 'refuse' }];
    const { consumer } = recorder('ticks');
    const runtime = newRuntime([consumer], { retryDelayMs: () => 60_000 });
    await runtime.start();
    await eventually(() => runtime.peek('ticks').state === 'reconnecting');
    const started = Date.now();
    await runtime.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(runtime.peek('ticks').state).toBe('stopped');
  });

  it('given its own store closed, then the read is not retried: the consumer fails', async () => {
    await append(1);
    store.plan.subscriptions = [{ kind: 'refuse' }];
    store.plan.error = () => new EventStoreClosed();
    const { consumer } = recorder('ticks');
    const runtime = newRuntime([consumer]);
    await runtime.start();
    await eventually(() => runtime.peek('ticks').state === 'failed');
    expect(runtime.peek('ticks').error?.message).toBe('The event store is closed');
  });
});
