import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WindowCounter } from '../readstore/port';

export interface WindowCounterHarness {
  /** A counter over the shared storage; each call may be another process's (a second connection). */
  counter(): WindowCounter;
  dispose(): Promise<void>;
}

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);

/** One behaviour for every window counter (memory, MongoDB): what the rate limits rely on. */
export function describeWindowCounterConformance(name: string, open: () => Promise<WindowCounterHarness>) {
  describe(`window counter conformance: ${name}`, () => {
    let harness: WindowCounterHarness;
    let counter: WindowCounter;
    let key: string;
    beforeEach(async () => {
      harness = await open();
      counter = harness.counter();
      key = `POST /api/bookings|${randomUUID()}`;
    });
    afterEach(async () => harness.dispose());

    it('starts a window at the first hit and counts the next ones in it, ending when it began plus its length', async () => {
      expect(await counter.hit(key, MINUTE, T0)).toEqual({ count: 1, endsAt: T0 + MINUTE });
      expect(await counter.hit(key, MINUTE, T0 + 1_000)).toEqual({ count: 2, endsAt: T0 + MINUTE });
      expect(await counter.hit(key, MINUTE, T0 + MINUTE - 1)).toEqual({ count: 3, endsAt: T0 + MINUTE });
    });

    it('starts a new window with the first hit after one ended', async () => {
      for (let i = 0; i < 4; i++) await counter.hit(key, MINUTE, T0);
      expect(await counter.hit(key, MINUTE, T0 + MINUTE)).toEqual({ count: 1, endsAt: T0 + 2 * MINUTE });
      expect(await counter.hit(key, MINUTE, T0 + 5 * MINUTE)).toEqual({ count: 1, endsAt: T0 + 6 * MINUTE });
    });

    it('counts every key on its own, each with its own window length', async () => {
      const other = `${key}|other`;
      await counter.hit(key, MINUTE, T0);
      await counter.hit(key, MINUTE, T0);
      expect(await counter.hit(other, 10 * MINUTE, T0 + 5)).toEqual({
        count: 1,
        endsAt: T0 + 5 + 10 * MINUTE,
      });
      expect(await counter.hit(key, MINUTE, T0 + 10)).toEqual({ count: 3, endsAt: T0 + MINUTE });
    });

    it('never gives two concurrent hits the same count, from one process or two (atomic)', async () => {
      const second = harness.counter();
      const counts = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? second : counter).hit(key, MINUTE, T0 + i)),
      );
      expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(new Set(counts.map((hit) => hit.endsAt)).size).toBe(1);
    });
  });
}
