import { afterEach, describe, expect, it } from 'vitest';
import {
  MemoryReadStore,
  type CheckpointFeed,
  type CheckpointListener,
  type ReadStore,
} from '@chauffeur/projections';
import { CheckpointWatcher, type WatchMode } from './checkpoint-watcher';

const NAMES = ['bookings', 'customers', 'invoices'];

/** A counting decorator: the reads of checkpoints that reach the store, and its feed if it has one. */
function counting(inner: MemoryReadStore, options: { feed: boolean }) {
  const counter = { reads: 0 };
  const store: Pick<ReadStore, 'checkpoints' | 'watchCheckpoints'> = {
    checkpoints: {
      get: (name) => {
        counter.reads++;
        return inner.checkpoints.get(name);
      },
      set: (name, position) => inner.checkpoints.set(name, position),
      delete: (name) => inner.checkpoints.delete(name),
    },
    ...(options.feed ? { watchCheckpoints: (listener) => inner.watchCheckpoints(listener) } : {}),
  };
  return { store, counter };
}

const until = async (check: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const setAll = async (store: MemoryReadStore, position: bigint) => {
  for (const name of NAMES) await store.checkpoints.set(name, position);
};

describe('CheckpointWatcher (read-your-writes on an API replica)', () => {
  const watchers: CheckpointWatcher[] = [];
  const open = (store: Pick<ReadStore, 'checkpoints' | 'watchCheckpoints'>, options = {}) => {
    const watcher = new CheckpointWatcher(store, NAMES, options);
    watchers.push(watcher);
    watcher.start();
    return watcher;
  };
  afterEach(async () => {
    for (const watcher of watchers.splice(0)) await watcher.close();
  });

  it('given a feed, resolves every waiter when the projector moves the checkpoints, with no read per waiter', async () => {
    const inner = new MemoryReadStore();
    await setAll(inner, 1n);
    const { store, counter } = counting(inner, { feed: true });
    const watcher = open(store);
    await until(() => watcher.mode === 'change-stream' && counter.reads === NAMES.length);
    const before = counter.reads;

    const waiting = Array.from({ length: 200 }, (_, i) => watcher.waitFor(BigInt(2 + (i % 3)), NAMES, 5_000));
    await setAll(inner, 3n);
    await setAll(inner, 4n);

    expect(await Promise.all(waiting)).toEqual(waiting.map(() => true));
    // 200 waiters, no read at all: the feed told every move (the old loop read 3 checkpoints per waiter).
    expect(counter.reads - before).toBe(0);
    // Already reached: answered at once from what the feed told.
    expect(await watcher.waitFor(4n, NAMES, 0)).toBe(true);
  });

  it('given no feed (a standalone MongoDB), polls once per interval for all waiters: O(1) reads, not O(N)', async () => {
    const inner = new MemoryReadStore();
    await setAll(inner, 1n);
    const { store, counter } = counting(inner, { feed: false });
    const watcher = open(store, { fallbackPollMs: 20 });
    expect(watcher.mode).toBe('polling');

    const one = counting(inner, { feed: false });
    const alone = open(one.store, { fallbackPollMs: 20 });
    const single = alone.waitFor(2n, NAMES, 5_000);
    const many = Array.from({ length: 500 }, () => watcher.waitFor(2n, NAMES, 5_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await setAll(inner, 2n);

    expect(await single).toBe(true);
    expect(await Promise.all(many)).toEqual(many.map(() => true));
    // The same order of reads for 500 waiters as for one (a read or two of slack for the timers' phase).
    expect(counter.reads).toBeLessThanOrEqual(one.counter.reads + 2 * NAMES.length);
    expect(counter.reads).toBeLessThan(500);
  });

  it('answers false when the position is not reached in time, and leaves nothing waiting', async () => {
    const inner = new MemoryReadStore();
    await setAll(inner, 1n);
    const watcher = open(counting(inner, { feed: true }).store);
    expect(await watcher.waitFor(9n, NAMES, 30)).toBe(false);
    expect(await watcher.waitFor(1n, ['bookings'], 1_000)).toBe(true);
  });

  it('waits for every named checkpoint, and a deleted checkpoint (a full rebuild) is no longer reached', async () => {
    const inner = new MemoryReadStore();
    const watcher = open(counting(inner, { feed: true }).store);
    await until(() => watcher.mode === 'change-stream');
    const both = watcher.waitFor(5n, ['bookings', 'invoices'], 2_000);
    await inner.checkpoints.set('bookings', 5n);
    await inner.checkpoints.set('customers', 5n);
    await inner.checkpoints.set('invoices', 5n);
    expect(await both).toBe(true);

    await inner.checkpoints.delete('invoices');
    expect(await watcher.waitFor(5n, ['invoices'], 30)).toBe(false);
  });

  it('rejects the waiters when the store cannot be read (the route answers 503, as other reads do)', async () => {
    const store: Pick<ReadStore, 'checkpoints'> = {
      checkpoints: {
        get: async () => {
          throw new Error('connection refused');
        },
        set: async () => undefined,
        delete: async () => undefined,
      },
    };
    const watcher = open(store);
    await expect(watcher.waitFor(1n, NAMES, 1_000)).rejects.toThrow('connection refused');
  });

  it('when the feed is lost, says so and falls back to polling; the waiters are still answered', async () => {
    const inner = new MemoryReadStore();
    let listener: CheckpointListener | undefined;
    const feed: CheckpointFeed = { close: async () => undefined };
    const store: Pick<ReadStore, 'checkpoints' | 'watchCheckpoints'> = {
      checkpoints: inner.checkpoints,
      watchCheckpoints: (l) => {
        listener = l;
        queueMicrotask(() => l.opened());
        return feed;
      },
    };
    const modes: [WatchMode, string][] = [];
    const watcher = open(store, {
      fallbackPollMs: 20,
      reopenFeedMs: 60_000,
      onModeChange: (mode: WatchMode, reason: string) => modes.push([mode, reason]),
    });
    await until(() => watcher.mode === 'change-stream');
    const waiting = watcher.waitFor(3n, NAMES, 2_000);
    listener!.lost(new Error('The $changeStream stage is only supported on replica sets'));
    expect(watcher.mode).toBe('polling');
    await setAll(inner, 3n); // not told (the feed is gone): found by the poll
    expect(await waiting).toBe(true);
    expect(modes).toEqual([
      ['change-stream', 'following the checkpoints by change stream'],
      [
        'polling',
        'no change stream (The $changeStream stage is only supported on replica sets): reading the checkpoints every 20 ms',
      ],
    ]);
  });
});
