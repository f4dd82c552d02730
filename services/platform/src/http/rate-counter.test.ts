import { describe, expect, it } from 'vitest';
import { MemoryReadStore, ReadStoreUnavailable, type WindowCounter } from '@chauffeur/projections';
import { rateCounterFor, RATE_LIMITS_COLLECTION } from './rate-counter';

describe('rateCounterFor (where a process counts its rate limits)', () => {
  it("counts in the shared store's collection when the store has one (MongoDB)", async () => {
    const asked: string[] = [];
    const shared: WindowCounter = {
      hit: async (_key, windowMs, now) => ({ count: 7, endsAt: now + windowMs }),
    };
    const counter = rateCounterFor(
      { kind: 'mongo', windowCounter: (name) => (asked.push(name), shared) },
      () => undefined,
    );
    expect(await counter.hit('k', 1_000, 0)).toEqual({ count: 7, endsAt: 1_000 });
    expect(asked).toEqual([RATE_LIMITS_COLLECTION]);
  });

  it('counts in memory for a store that only this process uses (embedded)', async () => {
    const counter = rateCounterFor(new MemoryReadStore(), () => undefined);
    await counter.hit('k', 1_000, 0);
    expect(await counter.hit('k', 1_000, 1)).toEqual({ count: 2, endsAt: 1_000 });
  });

  it('while the shared store fails, counts per process and warns once a minute, not per request', async () => {
    let clock = 0;
    const warnings: string[] = [];
    const down: WindowCounter = {
      hit: async () => {
        throw new ReadStoreUnavailable('MongoDB unavailable: connection refused');
      },
    };
    const counter = rateCounterFor(
      { kind: 'mongo', windowCounter: () => down },
      (m) => warnings.push(m),
      () => clock,
    );
    for (let i = 0; i < 50; i++) await counter.hit('k', 600_000, i);
    clock = 61_000;
    expect(await counter.hit('k', 600_000, 50)).toMatchObject({ count: 51 });
    expect(warnings).toEqual([
      'rate limits counted per process while the shared store fails: MongoDB unavailable: connection refused',
      'rate limits counted per process while the shared store fails: MongoDB unavailable: connection refused',
    ]);
  });
});
