import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BRAKE,
  ADDRESS_BRAKE,
  afterFailure,
  decideAttempt,
  waitMs,
  type FailureCount,
} from './sign-in-brake';

const failures = (n: number, at: number): FailureCount => ({ failures: n, lastFailureAt: at });
const T = 1_000_000;

describe('sign-in brake: growing delays on failures, never a lock-out', () => {
  it('given up to 5 failures on an account, when it tries again, then it is heard at once', () => {
    expect(waitMs(failures(5, T), ACCOUNT_BRAKE, T)).toBe(0);
  });

  it('given more failures, then the wait doubles with each one, up to 15 minutes', () => {
    const waits = [6, 7, 8, 9, 20].map((n) => waitMs(failures(n, T), ACCOUNT_BRAKE, T));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15 * 60_000]);
  });

  it('given a wait, when it has passed, then the attempt is heard', () => {
    expect(waitMs(failures(8, T), ACCOUNT_BRAKE, T + 3_999)).toBe(1);
    expect(waitMs(failures(8, T), ACCOUNT_BRAKE, T + 4_000)).toBe(0);
  });

  it('given failures an hour old, then they are forgotten: the next failure counts as the first', () => {
    expect(waitMs(failures(30, T), ACCOUNT_BRAKE, T + 60 * 60_000)).toBe(0);
    expect(afterFailure(failures(30, T), ACCOUNT_BRAKE, T + 60 * 60_000)).toEqual(failures(1, T + 3_600_000));
    expect(afterFailure(failures(3, T), ACCOUNT_BRAKE, T + 5)).toEqual(failures(4, T + 5));
  });

  it('given 11 failures on the admin account from elsewhere, when a clean address signs in, then it is heard', () => {
    const counts = { account: failures(11, T), address: undefined, pair: undefined };
    expect(decideAttempt(counts, T)).toBe(0);
  });

  it('given 11 failures on the account, when an address that failed on it tries again, then it waits', () => {
    const counts = { account: failures(11, T), address: failures(1, T), pair: failures(1, T) };
    expect(decideAttempt(counts, T)).toBe(32_000);
  });

  it('given an address that failed on many accounts, then it waits whatever account it names', () => {
    const counts = {
      account: undefined,
      address: failures(ADDRESS_BRAKE.freeFailures + 3, T),
      pair: undefined,
    };
    expect(decideAttempt(counts, T + 500)).toBe(3_500);
  });
});
