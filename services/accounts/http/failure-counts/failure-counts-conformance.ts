import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrakePolicy } from '../../auth/sign-in-brake';
import type { FailureCounts } from './port';

export interface FailureCountsHarness {
  /** Counts over the shared storage; each call may be another process's (a second connection). */
  counts(): FailureCounts;
  dispose(): Promise<void>;
}

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
const POLICY: BrakePolicy = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 900_000, forgetAfterMs: HOUR };

/** One behaviour for every store of the brakes' counts (memory, read store over memory or MongoDB). */
export function describeFailureCountsConformance(name: string, open: () => Promise<FailureCountsHarness>) {
  describe(`failure counts conformance: ${name}`, () => {
    let harness: FailureCountsHarness;
    let counts: FailureCounts;
    let key: string;
    beforeEach(async () => {
      harness = await open();
      counts = harness.counts();
      key = `account:sign-in|${randomUUID()}@example.com`;
    });
    afterEach(async () => harness.dispose());

    it('counts failures per key and answers in the order asked', async () => {
      const other = `address:sign-in|${randomUUID()}`;
      await counts.fail(key, POLICY, T0);
      await counts.fail(key, POLICY, T0 + 10);
      await counts.fail(other, POLICY, T0 + 20);
      expect(await counts.get([other, key, 'pair:unknown'])).toEqual([
        { failures: 1, lastFailureAt: T0 + 20 },
        { failures: 2, lastFailureAt: T0 + 10 },
        undefined,
      ]);
    });

    it('starts a count again at 1 once its last failure is as old as the policy forgets', async () => {
      await counts.fail(key, POLICY, T0);
      await counts.fail(key, POLICY, T0 + HOUR - 1);
      expect(await counts.get([key])).toEqual([{ failures: 2, lastFailureAt: T0 + HOUR - 1 }]);
      await counts.fail(key, POLICY, T0 + 2 * HOUR - 1);
      expect(await counts.get([key])).toEqual([{ failures: 1, lastFailureAt: T0 + 2 * HOUR - 1 }]);
    });

    it('forgets a count, and takes failures off one (forgotten at 0)', async () => {
      for (let i = 0; i < 5; i++) await counts.fail(key, POLICY, T0 + i);
      await counts.subtract(key, 2);
      expect(await counts.get([key])).toEqual([{ failures: 3, lastFailureAt: T0 + 4 }]);
      await counts.subtract(key, 3);
      expect(await counts.get([key])).toEqual([undefined]);
      await counts.fail(key, POLICY, T0 + 10);
      await counts.forget(key);
      expect(await counts.get([key])).toEqual([undefined]);
    });

    it('counts every one of concurrent failures on a live count, from one process or two', async () => {
      const second = harness.counts();
      await counts.fail(key, POLICY, T0);
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? second : counts).fail(key, POLICY, T0 + 1 + i)),
      );
      expect((await counts.get([key]))[0]?.failures).toBe(31);
    });

    it('counts every one of concurrent first failures, on a new key and on one idle past the policy', async () => {
      const second = harness.counts();
      const together = (at: number) =>
        Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? second : counts).fail(key, POLICY, at)));
      await together(T0);
      expect((await counts.get([key]))[0]?.failures).toBe(10);
      await together(T0 + 2 * HOUR);
      expect(await counts.get([key])).toEqual([{ failures: 10, lastFailureAt: T0 + 2 * HOUR }]);
    });
  });
}
