import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port';
import { followLog } from './follow-log';

/** `count` events read in batches of `size` that answer at once, as the embedded (synchronous) log does. */
function batchesOf(count: number, size: number) {
  const events = Array.from({ length: count }, (_, i): RecordedEvent => ({
    id: `e${i + 1}`,
    stream: 'ticks-1',
    type: 'Ticked',
    revision: BigInt(i),
    position: BigInt(i + 1),
    data: {},
    metadata: {} as RecordedEvent['metadata'],
    recordedAt: new Date(0),
  }));
  return async (after: bigint) => events.filter((event) => event.position > after).slice(0, size);
}

describe('followLog', () => {
  it('delivers a backlog in order, each event once, then waits for appends', async () => {
    const seen: bigint[] = [];
    const subscription = followLog({
      after: 2n,
      readBatch: batchesOf(12, 5),
      batchSize: 5,
      onAppended: () => () => undefined,
      handler: (event) => void seen.push(event.position),
      isClosed: () => false,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await subscription.stop();
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(i + 3)));
  });

  it('gives the event loop a turn between batches, so a consumer far behind does not hold the server', async () => {
    let handled = 0;
    let handledBeforeTheRequest: number | undefined;
    const caughtUp = new Promise<void>((resolve) => {
      followLog({
        after: 0n,
        readBatch: batchesOf(1_500, 500),
        batchSize: 500,
        onAppended: () => () => undefined,
        handler: () => {
          if (++handled === 1_500) resolve();
        },
        isClosed: () => handled >= 1_500,
      });
    });
    // A request that arrived as the backlog began: before, it waited for all three batches.
    setImmediate(() => (handledBeforeTheRequest = handled));
    await caughtUp;
    expect(handledBeforeTheRequest).toBe(500);
  });
});
