import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { consumerStatuses, LAG_COUNT_CAP, type StatusLog } from './consumer-status';

/** A log of `size` events (positions 1..size) that records every count it is asked for. */
function countingLog(size: number) {
  const counts: Array<{ after: bigint | 'start'; cap: number | undefined }> = [];
  const at = (position: number) =>
    ({
      position: BigInt(position),
      recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, position)),
    }) as RecordedEvent;
  const log: StatusLog = {
    head: async () => ({ position: BigInt(size), recordedAt: at(size).recordedAt }),
    countAfter: async (after, cap = Number.POSITIVE_INFINITY) => {
      counts.push({ after, cap: Number.isFinite(cap) ? cap : undefined });
      return Math.min(size - (after === 'start' ? 0 : Number(after)), cap);
    },
    readAll: async ({ from = 0n, limit = 1 } = {}) =>
      Array.from({ length: limit }, (_, i) => at(Number(from) + i)).filter((e) => e.position <= BigInt(size)),
  };
  return { log, counts };
}

describe('consumer status on a long log (decision 208)', () => {
  it('counts lag_events up to the cap, so a status call never streams the whole backlog', async () => {
    const { log, counts } = countingLog(1_000_000);
    const [status] = await consumerStatuses(log, [{ name: 'bookings', checkpoint: 10n }], new Date());
    expect(status!.lag_events).toBe(LAG_COUNT_CAP);
    expect(counts).toEqual([{ after: 10n, cap: LAG_COUNT_CAP }]);
  });

  it('is exact below the cap', async () => {
    const { log } = countingLog(250);
    const [status] = await consumerStatuses(log, [{ name: 'bookings', checkpoint: 50n }], new Date());
    expect(status!.lag_events).toBe(200);
  });

  it('counts once per distinct checkpoint, however many consumers share it', async () => {
    const { log, counts } = countingLog(5_000);
    const statuses = await consumerStatuses(
      log,
      [
        { name: 'a', checkpoint: null },
        { name: 'b', checkpoint: null },
        { name: 'c', checkpoint: 4_000n },
        { name: 'd', checkpoint: 5_000n },
      ],
      new Date(),
    );
    expect(statuses.map((s) => s.lag_events)).toEqual([5_000, 5_000, 1_000, 0]);
    expect(counts.map((c) => c.after)).toEqual(['start', 4_000n]);
  });
});
