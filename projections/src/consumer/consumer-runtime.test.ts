import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventToAppend, type RecordedEvent } from '@chauffeur/eventstore';
import { ConsumerRuntime, type ConsumerRuntimeOptions } from './consumer-runtime';
import { memoryCheckpoints, type ConsumerCheckpoints, type LogConsumer } from './log-consumer';
import { replayLog } from './replay';

const event = (type: string): EventToAppend => ({
  type,
  data: {},
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', name: 'test' },
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
});

/** A consumer that writes down the positions of the events it handles. */
function recorder(name: string, eventTypes: string[] = ['Tick']) {
  const seen: bigint[] = [];
  const consumer: LogConsumer = {
    name,
    eventTypes,
    handle: async (e: RecordedEvent) => void seen.push(e.position),
  };
  return { consumer, seen };
}

describe('ConsumerRuntime', () => {
  let dir: string;
  let events: SqliteEventStore;
  let checkpoints: ConsumerCheckpoints;
  const runtimes: ConsumerRuntime[] = [];
  const newRuntime = (consumers: LogConsumer[], options: Partial<ConsumerRuntimeOptions> = {}) => {
    const runtime = new ConsumerRuntime(events, consumers, { checkpoints, ...options });
    runtimes.push(runtime);
    return runtime;
  };
  const append = async (type = 'Tick') =>
    (await events.append(`s-${randomUUID()}`, [event(type)], { expectedRevision: 'no_stream' })).position;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'consumers-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    checkpoints = memoryCheckpoints();
  });
  afterEach(async () => {
    for (const runtime of runtimes.splice(0)) await runtime.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given events in the log, when started, then it catches up, reports live, and follows new events', async () => {
    const first = await append();
    await append('Other');
    const { consumer, seen } = recorder('ticks');
    const runtime = newRuntime([consumer]);
    await runtime.start();
    expect(await runtime.waitUntilCaughtUp(5000)).toBe(true);
    expect(seen).toEqual([first]);
    const next = await append();
    expect(await runtime.waitFor(next, { timeoutMs: 5000 })).toBe(true);
    expect(seen).toEqual([first, next]);
    const [status] = await runtime.status();
    expect(status).toMatchObject({
      name: 'ticks',
      state: 'live',
      lag_events: 0,
      events_applied: 2,
      error: null,
    });
    expect(status!.checkpoint).toBe(next.toString());
  });

  it('given a checkpoint, when started again, then it resumes after it without handling old events', async () => {
    await append();
    const before = recorder('ticks');
    const first = newRuntime([before.consumer]);
    await first.start();
    await first.waitUntilCaughtUp(5000);
    await first.stop();
    expect(first.peek('ticks').state).toBe('stopped');

    const later = await append();
    const after = recorder('ticks');
    const second = newRuntime([after.consumer]);
    await second.start();
    await second.waitFor(later, { timeoutMs: 5000 });
    expect(after.seen).toEqual([later]);
  });

  it('given a consumer that throws, then it stops alone with the event in its status and the others go on', async () => {
    const poison = await append('Poison');
    const fragile: LogConsumer = {
      name: 'fragile',
      eventTypes: ['Poison'],
      handle: async () => {
        throw new Error('cannot read poison');
      },
    };
    const { consumer, seen } = recorder('ticks');
    const runtime = newRuntime([fragile, consumer]);
    await runtime.start();
    const tick = await append();
    expect(await runtime.waitFor(tick, { names: ['ticks'], timeoutMs: 5000 })).toBe(true);
    expect(await runtime.waitFor(tick, { names: ['fragile'], timeoutMs: 200 })).toBe(false);
    expect(seen).toEqual([tick]);
    const status = Object.fromEntries((await runtime.status()).map((s) => [s.name, s]));
    expect(status.fragile).toMatchObject({
      state: 'failed',
      error: { message: 'cannot read poison', position: poison.toString(), event_type: 'Poison' },
      lag_events: 2,
    });
    expect(status.ticks).toMatchObject({ state: 'live', error: null });
  });

  it('given startAt head, then only events appended after the start are handled', async () => {
    await append();
    const { consumer, seen } = recorder('live');
    const runtime = newRuntime([consumer], { startAt: 'head' });
    await runtime.start();
    const after = await append();
    await runtime.waitFor(after, { timeoutMs: 5000 });
    expect(seen).toEqual([after]);
  });

  it('given a restart, then the consumer is reset and handles the whole log again while the others keep theirs', async () => {
    const a = await append();
    const b = await append();
    const one = recorder('one');
    const two = recorder('two');
    const runtime = newRuntime([one.consumer, two.consumer]);
    await runtime.start();
    await runtime.waitUntilCaughtUp(5000);
    let resets = 0;
    await runtime.restart('one', async () => void (resets += 1));
    await runtime.waitFor(b, { names: ['one'], timeoutMs: 5000 });
    expect(resets).toBe(1);
    expect(one.seen).toEqual([a, b, a, b]);
    expect(two.seen).toEqual([a, b]);
    expect(runtime.peek('one').state).toBe('live');
  });

  it('given the each-handled policy, then each handled position is durable before the next event is delivered', async () => {
    const written: bigint[] = [];
    const durable: ConsumerCheckpoints = {
      ...memoryCheckpoints(),
      get: async () => null,
      set: async (_, position) => void written.push(position),
    };
    const order: string[] = [];
    const consumer: LogConsumer = {
      name: 'mail',
      eventTypes: ['Tick'],
      handle: async (e) => void order.push(`handle ${e.position} after saving ${written.at(-1) ?? '-'}`),
    };
    const a = await append();
    const b = await append();
    const runtime = newRuntime([consumer], {
      checkpoints: durable,
      policy: { kind: 'each-handled', passDelayMs: 5 },
    });
    await runtime.start();
    await runtime.waitFor(b, { timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([`handle ${a} after saving -`, `handle ${b} after saving ${a}`]);
    expect(written).toEqual([a, b]);
  });

  it('given a handler waiting to retry, when stopped, then it is cut short and its event is not passed', async () => {
    await append();
    const consumer: LogConsumer = {
      name: 'stuck',
      eventTypes: ['Tick'],
      handle: (_, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stop')))),
    };
    const runtime = newRuntime([consumer], { policy: { kind: 'each-handled', passDelayMs: 5 } });
    await runtime.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await runtime.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(runtime.peek('stuck')).toMatchObject({ state: 'stopped', checkpoint: null, error: null });
    expect(await checkpoints.get('stuck')).toBeNull();
  });

  it('given retries, when the log cannot be read, then it reports the trouble and reads it again', async () => {
    const tick = await append();
    let attempts = 0;
    const flaky = Object.create(events) as SqliteEventStore;
    flaky.subscribeToAll = (options, handler) => {
      if ((attempts += 1) === 1) throw new Error('store unreachable');
      return events.subscribeToAll(options, handler);
    };
    const troubles: string[] = [];
    const { consumer, seen } = recorder('ticks');
    const runtime = new ConsumerRuntime(flaky, [consumer], {
      checkpoints,
      retryDelayMs: () => 5,
      onTrouble: (name, message) => troubles.push(`${name}: ${message}`),
    });
    runtimes.push(runtime);
    await runtime.start();
    expect(await runtime.waitFor(tick, { timeoutMs: 5000 })).toBe(true);
    expect(seen).toEqual([tick]);
    expect(troubles).toEqual(['ticks: event store subscription: store unreachable']);
  });

  it('given a replay, then it delivers the log once up to the head and writes the checkpoints', async () => {
    const a = await append();
    await append('Other');
    const b = await append();
    const { consumer, seen } = recorder('ticks');
    const result = await replayLog(events, [consumer], checkpoints, { batchSize: 1 });
    expect(seen).toEqual([a, b]);
    expect(result.events).toBe(3);
    expect(await checkpoints.get('ticks')).toBe(result.lastPosition);
  });
});
