import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../port';
import { WrongExpectedVersion } from '../errors';
import { testEvent, uniqueStream } from './test-events';

export interface EventStoreHarness {
  store: EventStore;
  /** Closes the store and removes what the harness created. */
  dispose(): Promise<void>;
  /** True when each harness starts from an empty log (embedded); false on a shared server. */
  isolated: boolean;
}

/** Waits until `predicate` holds, or fails the test after `timeoutMs`. */
async function eventually(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The behaviour every EventStore adapter must have. Each case would fail on an adapter that is broken in
 * the way its name says.
 */
export function describeEventStoreConformance(name: string, open: () => Promise<EventStoreHarness>): void {
  describe(`EventStore conformance: ${name}`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(async () => harness.dispose());

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(uniqueStream())).toEqual([]);
    });

    it('starts empty: no head, nothing to read, nothing after start', async () => {
      if (!harness.isolated) {
        // A shared server holds other data; only the absence of our own stream can be checked.
        expect(await store.readStream(uniqueStream())).toHaveLength(0);
        return;
      }
      expect(await store.head()).toBeNull();
      expect(await store.readAll()).toEqual([]);
      expect(await store.countAfter('start')).toBe(0);
    });

    it('appends to a new stream with no_stream and reads the events back in order with metadata', async () => {
      const stream = uniqueStream();
      const events = [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })];
      const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(1n);
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.type, e.data, e.revision])).toEqual([
        ['A', { n: 1 }, 0n],
        ['B', { n: 2 }, 1n],
      ]);
      expect(read[0]!.metadata).toEqual(events[0]!.metadata);
      expect(read[0]!.id).toBe(events[0]!.metadata.eventId);
      expect(read[1]!.position).toBe(result.position);
      expect(read[0]!.recordedAt).toBeInstanceOf(Date);
    });

    it('refuses no_stream on an existing stream with WrongExpectedVersion naming the actual revision', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('A')], { expectedRevision: 'no_stream' });
      const error = await store
        .append(stream, [testEvent('B')], { expectedRevision: 'no_stream' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersion);
      expect((error as WrongExpectedVersion).stream).toBe(stream);
      expect((error as WrongExpectedVersion).actual).toBe(0n);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('refuses exists on a missing stream and accepts it on an existing one', async () => {
      const stream = uniqueStream();
      await expect(
        store.append(stream, [testEvent('A')], { expectedRevision: 'exists' }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      await store.append(stream, [testEvent('A')], { expectedRevision: 'any' });
      const result = await store.append(stream, [testEvent('B')], { expectedRevision: 'exists' });
      expect(result.nextRevision).toBe(1n);
    });

    it('lets exactly one of two writers with the same expected revision win', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('Created')], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled([
        store.append(stream, [testEvent('EditA')], { expectedRevision: 0n }),
        store.append(stream, [testEvent('EditB')], { expectedRevision: 0n }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedVersion);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('refuses a stale numeric revision and keeps the stream unchanged', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('A'), testEvent('B')], { expectedRevision: 'no_stream' });
      await expect(store.append(stream, [testEvent('C')], { expectedRevision: 0n })).rejects.toMatchObject({
        name: 'WrongExpectedVersion',
        expected: 0n,
        actual: 1n,
      });
      const ok = await store.append(stream, [testEvent('C')], { expectedRevision: 1n });
      expect(ok.nextRevision).toBe(2n);
    });

    it('appends the events of one call atomically: a refused batch writes none of them', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('A')], { expectedRevision: 'no_stream' });
      await store
        .append(stream, [testEvent('X'), testEvent('Y'), testEvent('Z')], { expectedRevision: 5n })
        .catch(() => undefined);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
    });

    it('reads a stream from a revision, backwards, and with a limit', async () => {
      const stream = uniqueStream();
      await store.append(
        stream,
        ['a', 'b', 'c', 'd', 'e'].map((t) => testEvent(t)),
        { expectedRevision: 'no_stream' },
      );
      expect((await store.readStream(stream, { from: 2n })).map((e) => e.type)).toEqual(['c', 'd', 'e']);
      expect((await store.readStream(stream, { from: 1n, limit: 2 })).map((e) => e.type)).toEqual(['b', 'c']);
      expect(
        (await store.readStream(stream, { direction: 'backwards', limit: 2 })).map((e) => e.type),
      ).toEqual(['e', 'd']);
      expect(
        (await store.readStream(stream, { direction: 'backwards', from: 1n })).map((e) => e.type),
      ).toEqual(['b', 'a']);
    });

    it('keeps the global order of $all across interleaved streams, with increasing bigint positions', async () => {
      const [s1, s2] = [uniqueStream(), uniqueStream()];
      const first = await store.append(s1, [testEvent('one')], { expectedRevision: 'no_stream' });
      await store.append(s2, [testEvent('two')], { expectedRevision: 'no_stream' });
      await store.append(s1, [testEvent('three')], { expectedRevision: 0n });
      await store.append(s2, [testEvent('four'), testEvent('five')], { expectedRevision: 0n });
      const all = (await store.readAll({ from: first.position })).filter(
        (e) => e.stream === s1 || e.stream === s2,
      );
      expect(all.map((e) => e.type)).toEqual(['one', 'two', 'three', 'four', 'five']);
      for (let i = 1; i < all.length; i++) expect(all[i]!.position > all[i - 1]!.position).toBe(true);
      expect(typeof all[0]!.position).toBe('bigint');
    });

    it('reads $all from an inclusive position with a limit', async () => {
      const stream = uniqueStream();
      const first = await store.append(stream, [testEvent('p1')], { expectedRevision: 'no_stream' });
      await store.append(stream, [testEvent('p2'), testEvent('p3')], { expectedRevision: 0n });
      const page = await store.readAll({ from: first.position, limit: 2 });
      expect(page.map((e) => e.type)).toEqual(['p1', 'p2']);
    });

    it('reports the head and counts the events after a position', async () => {
      const stream = uniqueStream();
      const first = await store.append(stream, [testEvent('h1')], { expectedRevision: 'no_stream' });
      const last = await store.append(stream, [testEvent('h2'), testEvent('h3')], { expectedRevision: 0n });
      const head = await store.head();
      expect(head?.position).toBe(last.position);
      expect(head?.recordedAt).toBeInstanceOf(Date);
      expect(await store.countAfter(first.position)).toBe(2);
      expect(await store.countAfter(last.position)).toBe(0);
      expect(await store.countAfter(first.position, 1)).toBe(1);
    });

    it('stores a 1 MB payload and unicode text unchanged', async () => {
      const stream = uniqueStream();
      const big = 'x'.repeat(1024 * 1024);
      const unicode = 'Zaventem ✈ Bruxelles-Midi — Ĳssel, 日本語, emoji 🚘, "quotes" \\ and \n newline';
      await store.append(stream, [testEvent('Big', { big }), testEvent('Unicode', { unicode })], {
        expectedRevision: 'no_stream',
      });
      const [a, b] = await store.readStream(stream);
      expect((a!.data as { big: string }).big.length).toBe(big.length);
      expect((b!.data as { unicode: string }).unicode).toBe(unicode);
    });

    it('catches up then follows live with no gap and no duplicate', async () => {
      const stream = uniqueStream();
      const before = (await store.head())?.position ?? 'start';
      await store.append(stream, [testEvent('e0'), testEvent('e1')], { expectedRevision: 'no_stream' });
      const seen: RecordedEvent[] = [];
      // Subscribing from the head before our appends: catch-up covers e0 and e1, live covers the rest.
      const subscription = store.subscribeToAll({ from: before }, (e) => {
        if (e.stream === stream) seen.push(e);
      });
      await eventually(() => seen.length === 2);
      for (let i = 2; i < 6; i++) {
        await store.append(stream, [testEvent(`e${i}`)], { expectedRevision: BigInt(i - 1) });
      }
      await eventually(() => seen.length === 6);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
      await expect(subscription.done).resolves.toBeUndefined();
    });

    it('resumes after a checkpoint without redelivering it', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('c0'), testEvent('c1'), testEvent('c2')], {
        expectedRevision: 'no_stream',
      });
      const [c0] = await store.readStream(stream);
      const seen: string[] = [];
      const subscription = store.subscribeToAll({ from: c0!.position }, (e) => {
        if (e.stream === stream) seen.push(e.type);
      });
      await eventually(() => seen.length === 2);
      await subscription.stop();
      expect(seen).toEqual(['c1', 'c2']);
    });

    it('delivers events appended concurrently with catch-up exactly once, in order', async () => {
      const stream = uniqueStream();
      const seen: bigint[] = [];
      const subscription = store.subscribeToAll({ from: 'start' }, async (e) => {
        if (e.stream !== stream) return;
        seen.push(e.revision);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
      for (let i = 0; i < 40; i++) {
        await store.append(stream, [testEvent('burst')], {
          expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
        });
      }
      await eventually(() => seen.length >= 40);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await subscription.stop();
      expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => BigInt(i)));
    });

    it('ends a subscription whose handler throws, rejecting done with that error', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('boom')], { expectedRevision: 'no_stream' });
      const subscription = store.subscribeToAll({ from: 'start' }, (e) => {
        if (e.stream === stream) throw new Error('handler failed');
      });
      await expect(subscription.done).rejects.toThrow('handler failed');
      await subscription.stop();
    });

    it('stops cleanly: no delivery after stop resolves', async () => {
      const stream = uniqueStream();
      const seen: string[] = [];
      const subscription = store.subscribeToAll({ from: 'start' }, (e) => {
        if (e.stream === stream) seen.push(e.type);
      });
      await store.append(stream, [testEvent('before')], { expectedRevision: 'no_stream' });
      await eventually(() => seen.length === 1);
      await subscription.stop();
      await store.append(stream, [testEvent('after')], { expectedRevision: 0n });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual(['before']);
    });

    it('ends open subscriptions when the store closes', async () => {
      const subscription = store.subscribeToAll({ from: 'start' }, () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await harness.dispose();
      await expect(
        Promise.race([
          subscription.done,
          new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3000)),
        ]),
      ).resolves.toBeUndefined();
      harness = await open();
      store = harness.store;
    });

    it('answers ping while open', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
