import { randomUUID } from 'node:crypto';
import type { LiveChange } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { faultyEventStore, type EventStoreFaultPlan } from '@chauffeur/eventstore/testing';
import { ProjectionRunner, type Projection, type ReadStore } from '@chauffeur/projections';
import { faultyReadStore, type ReadStoreFaultPlan } from '@chauffeur/projections/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveHub } from '../live/live-hub';
import { createMailReactor, type MailReactor } from '../mail/mail-reactor';
import type { MailMessage, Mailer } from '../mail/mailer';
import { ReadStoreReactorCheckpoints } from '../mail/reactor-checkpoints';
import { eventually } from '../mail/testing';

/** A store for one test, and how to leave nothing behind. */
export interface Disposable<T> {
  store: T;
  dispose(): Promise<void>;
}

/**
 * What the suite runs on. The event store may be shared with other data (a real server): the suite only
 * looks at streams of its own. The read store must be empty (a scratch database).
 */
export interface ResilienceHarness {
  eventStore(): Promise<Disposable<EventStore>>;
  readStore(): Promise<Disposable<ReadStore>>;
}

const TICK = 'ResilienceTick';
const POISON = 'ResiliencePoison';
const ORDER = 'ResilienceOrder';
const COUNTS = 'resilience_counts';

/** Counts the events of each stream and writes down their positions, in the order applied. */
const counting: Projection = {
  name: COUNTS,
  collections: [COUNTS],
  eventTypes: [TICK],
  project: (event) => [
    {
      kind: 'upsert',
      collection: COUNTS,
      id: event.stream,
      update: { $inc: { count: 1 }, $push: { positions: event.position.toString() } },
    },
  ],
};

/** A projection with a bug: it cannot handle POISON (of the streams given: a shared server holds others). */
const fragile = (streams: ReadonlyMap<string, unknown>): Projection => ({
  name: 'resilience_fragile',
  collections: ['resilience_fragile'],
  eventTypes: [TICK, POISON],
  project: (event) => {
    if (event.type === POISON && streams.has(event.stream))
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    return [];
  },
});

const metadata = () => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  actor: { kind: 'system' as const, name: 'resilience' },
  correlationId: 'resilience',
  causationId: 'resilience',
  schemaVersion: 1,
});

/**
 * Every log consumer (the projection runner, the mail reactor, the live hub) survives failures of its
 * stores, injected with the fault decorators: subscriptions cut after a few events or refused, read-store
 * writes and checkpoint writes failing (also after the store did the work), for a number of calls or a
 * window. Each test checks that no event was skipped and none applied twice, and that the consumers end
 * `live` with no error. Run on every pair of adapters (consumer-resilience.test.ts).
 */
export function describeConsumerResilience(title: string, harness: ResilienceHarness): void {
  describe(`consumer resilience: ${title}`, () => {
    let events: Disposable<EventStore>;
    let reads: Disposable<ReadStore>;
    const stops: (() => Promise<void>)[] = [];
    /** The streams of this test and the positions of their events; the id of each event by position. */
    let streams: Map<string, string[]>;
    let ids: Map<bigint, string>;

    beforeEach(async () => {
      events = await harness.eventStore();
      reads = await harness.readStore();
      streams = new Map();
      ids = new Map();
    });
    afterEach(async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
      await reads.dispose();
      await events.dispose();
    });

    /** Appends `n` events of `type`, spread over three streams of this test; answers their positions. */
    const append = async (n: number, type = TICK): Promise<bigint[]> => {
      if (streams.size === 0) for (let i = 0; i < 3; i += 1) streams.set(`resilience-${randomUUID()}`, []);
      const names = [...streams.keys()];
      const positions: bigint[] = [];
      for (let i = 0; i < n; i += 1) {
        const stream = names[i % names.length]!;
        const event = { type, data: { i }, metadata: metadata() };
        const { position } = await events.store.append(stream, [event], { expectedRevision: 'any' });
        ids.set(position, event.metadata.eventId);
        if (type === TICK) streams.get(stream)!.push(position.toString());
        positions.push(position);
      }
      return positions;
    };

    const startRunner = async (
      eventPlan: EventStoreFaultPlan,
      readPlan: ReadStoreFaultPlan,
      projections: Projection[] = [counting],
    ) => {
      const eventStore = faultyEventStore(events.store, eventPlan);
      const readStore = faultyReadStore(reads.store, readPlan);
      const runner = new ProjectionRunner(eventStore, readStore, projections);
      stops.push(() => runner.stop());
      await runner.start();
      return { runner, eventStore, readStore };
    };

    /** The counting read model equals the log: each event once, in order; nothing missing. */
    const expectCountsMatchTheLog = async () => {
      const docs = await reads.store.collection(COUNTS).find({ _id: { $in: [...streams.keys()] } });
      const actual = Object.fromEntries(
        docs.map((doc) => [doc._id, { count: doc.count, positions: doc.positions }]),
      );
      const expected = Object.fromEntries(
        [...streams].map(([stream, positions]) => [stream, { count: positions.length, positions }]),
      );
      expect(actual).toEqual(expected);
    };

    const liveAndWell = async (runner: ProjectionRunner, name = COUNTS) => {
      const status = (await runner.status()).find((s) => s.name === name);
      expect(status).toMatchObject({ state: 'live', error: null });
    };

    it('projections: subscriptions cut after a few events and refused are resumed from the checkpoint', async () => {
      await append(12);
      const { runner, eventStore } = await startRunner(
        {
          subscriptions: [
            { kind: 'end-after', events: 2 },
            { kind: 'refuse' },
            { kind: 'refuse' },
            { kind: 'end-after', events: 3 },
          ],
        },
        {},
      );
      expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
      const later = await append(6);
      expect(await runner.waitFor(later.at(-1)!, { timeoutMs: 10_000 })).toBe(true);
      await expectCountsMatchTheLog();
      expect(eventStore.injected).toHaveLength(4);
      await liveAndWell(runner);
    });

    it('projections: read-store writes and checkpoint writes that fail (also after the store wrote) are applied again', async () => {
      await append(9);
      const { runner, readStore } = await startRunner(
        {},
        {
          faults: [
            { operation: 'updateOne', collection: COUNTS, calls: [2] },
            { operation: 'updateOne', collection: COUNTS, calls: [5, 8], when: 'after' },
            { operation: 'checkpoint.set', calls: [1, 3], when: 'after' },
          ],
        },
      );
      expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
      const later = await append(6);
      expect(await runner.waitFor(later.at(-1)!, { timeoutMs: 10_000 })).toBe(true);
      await expectCountsMatchTheLog();
      expect(readStore.injected, readStore.injected.join(', ')).toHaveLength(5);
      await liveAndWell(runner);
    });

    it('projections: during an outage the status says reconnecting with the error and the event; after it, live', async () => {
      await append(3);
      let down = false;
      const { runner } = await startRunner(
        {},
        { faults: [{ operation: 'updateOne', collection: COUNTS, while: () => down }] },
      );
      expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
      down = true;
      const [stuck] = await append(1);
      await eventually(async () => (await runner.status())[0]!.state === 'reconnecting');
      expect((await runner.status())[0]).toMatchObject({
        state: 'reconnecting',
        error: {
          message: expect.stringContaining('injected fault'),
          position: stuck!.toString(),
          event_type: TICK,
        },
      });
      down = false;
      expect(await runner.waitFor(stuck!, { timeoutMs: 10_000 })).toBe(true);
      await expectCountsMatchTheLog();
      await liveAndWell(runner);
    });

    it("projections: the handler's own error stops only that projection, with the event", async () => {
      await append(2);
      const [poison] = await append(1, POISON);
      const { runner } = await startRunner({}, {}, [counting, fragile(streams)]);
      const later = await append(3);
      expect(await runner.waitFor(later.at(-1)!, { names: [COUNTS], timeoutMs: 10_000 })).toBe(true);
      await expectCountsMatchTheLog();
      await liveAndWell(runner);
      const status = (await runner.status()).find((s) => s.name === 'resilience_fragile');
      expect(status).toMatchObject({
        state: 'failed',
        error: { position: poison!.toString(), event_type: POISON },
      });
    });

    it('mail reactor: sends each message once, in order, through cut subscriptions, failing reads and checkpoint writes', async () => {
      const sent: string[] = [];
      const mailer: Mailer = { send: async (message: MailMessage) => void sent.push(message.id) };
      const eventStore = faultyEventStore(events.store, {
        subscriptions: [
          { kind: 'end-after', events: 1 },
          { kind: 'refuse' },
          { kind: 'end-after', events: 2 },
        ],
        calls: [{ operation: 'readStream', calls: [2] }],
      });
      const readStore = faultyReadStore(reads.store, {
        faults: [{ operation: 'checkpoint.set', calls: [2, 3], when: 'after' }],
      });
      const orders = await append(4, ORDER);
      const reactor: MailReactor = createMailReactor({
        eventStore,
        mailer,
        checkpoints: new ReadStoreReactorCheckpoints(readStore.checkpoints),
        name: `resilience-${randomUUID().slice(0, 8)}`,
        reactions: [
          {
            eventTypes: [ORDER],
            // Reads its stream, as real reactions do (to find the booking the event belongs to).
            mails: async (event: RecordedEvent, log) => {
              if (!streams.has(event.stream)) return []; // a shared server holds other tests' events
              await log.readStream(event.stream, { limit: 1 });
              return [{ id: event.id, to: 'ops@example.be', subject: 's', text: 't', html: 'h' }];
            },
          },
        ],
        retry: { initialMs: 5, maxMs: 20 },
        checkpointDelayMs: 5,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      stops.push(() => reactor.stop());
      await reactor.start();
      const more = await append(4, ORDER);
      const expected = [...orders, ...more].map((position) => ids.get(position)!);
      await eventually(() => sent.length >= expected.length, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 50)); // nothing more comes
      expect(sent).toEqual(expected);
      expect(eventStore.injected.length).toBeGreaterThanOrEqual(4);
      expect(readStore.injected).toHaveLength(2);
      expect(reactor.status()).toMatchObject({ state: 'running', sent: expected.length });
      expect(reactor.status().failing).toBeUndefined();
    });

    it('live hub: publishes each change once, in order, through cut subscriptions and a failing read store', async () => {
      await append(2);
      const { runner } = await startRunner(
        { subscriptions: [{ kind: 'pass' }, { kind: 'end-after', events: 2 }] },
        { faults: [{ operation: 'updateOne', collection: COUNTS, calls: [4, 5] }] },
      );
      expect(await runner.waitUntilCaughtUp(10_000)).toBe(true);
      const hubStore = faultyEventStore(events.store, {
        subscriptions: [
          { kind: 'end-after', events: 1 },
          { kind: 'refuse' },
          { kind: 'end-after', events: 2 },
        ],
      });
      const hub = new LiveHub(hubStore, runner);
      stops.push(() => hub.stop());
      const changes: LiveChange[] = [];
      const unlisten = await hub.listen((change) => changes.push(change));
      stops.push(async () => unlisten());
      const published = await append(6);
      await eventually(() => changes.length >= published.length, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ours = changes.filter((change) => published.some((p) => p.toString() === change.position));
      expect(ours.map((change) => change.position)).toEqual(published.map(String));
      expect(ours.every((change) => change.models.includes(COUNTS))).toBe(true);
      expect(hubStore.injected).toHaveLength(3);
      await expectCountsMatchTheLog();
    });
  });
}
