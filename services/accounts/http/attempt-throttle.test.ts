import { describe, expect, it } from 'vitest';
import { AttemptThrottle } from './attempt-throttle';
import { BoundedCounts } from './failure-counts/bounded-counts';
import { MemoryFailureCounts } from './failure-counts/memory-failure-counts';
import { ReadStoreFailureCounts } from './failure-counts/read-store-failure-counts';
import { MemoryReadStore } from '@chauffeur/projections';
import { clientAddressKey } from '@chauffeur/platform';

describe('attempt throttle: the brakes’ memory', () => {
  it('keeps at most maxEntries counts, dropping the least recently failed', () => {
    const counts = new BoundedCounts(3);
    for (const key of ['a', 'b', 'c']) counts.set(key, { failures: 1, lastFailureAt: 0 });
    counts.set('a', { failures: 2, lastFailureAt: 1 }); // a failed again: now the most recent
    counts.set('d', { failures: 1, lastFailureAt: 2 });
    expect(counts.size).toBe(3);
    expect(counts.get('b')).toBeUndefined();
    expect(counts.get('a')?.failures).toBe(2);
  });

  it('stays bounded under a flood of made-up accounts and addresses', async () => {
    const counts = new MemoryFailureCounts(100);
    const throttle = new AttemptThrottle({ now: () => 0, counts });
    for (let i = 0; i < 10_000; i++)
      await throttle.failed('sign-in', `user${i}@example.com`, `10.${i >> 8}.${i & 255}.1`);
    expect(counts.largestKind).toBe(100);
  });

  it('counts an IPv6 client per /64 and an IPv4-mapped address as its IPv4 one', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('after the wait, the slowed-down address is heard again; a success there clears its share', async () => {
    let now = 0;
    const throttle = new AttemptThrottle({ now: () => now });
    for (let i = 0; i < 6; i++) await throttle.failed('sign-in', 'boss@example.com', '203.0.113.66');
    expect(await throttle.waitBeforeAttempt('sign-in', 'Boss@Example.com', '203.0.113.66')).toBe(1_000);
    expect(await throttle.waitBeforeAttempt('sign-in', 'boss@example.com', '198.51.100.1')).toBe(0);
    now = 1_000;
    expect(await throttle.waitBeforeAttempt('sign-in', 'boss@example.com', '203.0.113.66')).toBe(0);
    await throttle.succeeded('sign-in', 'boss@example.com', '203.0.113.66');
    await throttle.failed('sign-in', 'boss@example.com', '203.0.113.66');
    expect(await throttle.waitBeforeAttempt('sign-in', 'boss@example.com', '203.0.113.66')).toBe(0);
  });

  it('given two API replicas sharing the counts (MongoDB), guesses spread over both are braked together', async () => {
    const shared = new MemoryReadStore(); // stands for MongoDB (conformance: failure-counts.test)
    const replica = () => new AttemptThrottle({ now: () => 0, counts: new ReadStoreFailureCounts(shared) });
    const [a, b] = [replica(), replica()];
    // ADDRESS_BRAKE: 10 free failures from one address, then 1 s.
    for (let i = 0; i < 11; i++)
      await (i % 2 ? b : a).failed('sign-in', `user${i}@example.com`, '203.0.113.9');
    expect(await a.waitBeforeAttempt('sign-in', 'someone@example.com', '203.0.113.9')).toBe(1_000);
    expect(await b.waitBeforeAttempt('sign-in', 'someone@example.com', '203.0.113.9')).toBe(1_000);
  });
});
