import { describe, expect, it } from 'vitest';
import { recordedTicks } from './conformance/test-events';
import { followLog } from './follow-log';

/** `count` events read in batches of `size` that answer at once, as the embedded (synchronous) log does. */
function batchesOf(count: number, size: number) {
  const events = recordedTicks(count);
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
