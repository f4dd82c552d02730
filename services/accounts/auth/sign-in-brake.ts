/**
 * Brute-force brakes without lock-out (issue 13): a growing delay after repeated FAILED attempts, per
 * account and per client address. Pure: the counts and the clock come in, a wait comes out.
 *
 * - An address that keeps failing (on any account) waits longer and longer before it is heard again.
 * - An account that keeps failing slows down only the addresses that failed on it: a correct password from
 *   an address with no failures on the account is always heard, so nobody can lock the owner out.
 * - Successes never count; they forget the address's failures (see afterSuccess).
 */

export interface BrakePolicy {
  /** Failures that cost nothing: a typo or two must not slow anyone down. */
  freeFailures: number;
  /** Wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A count whose last failure is this old is forgotten. */
  forgetAfterMs: number;
}

export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

const MINUTE = 60_000;

/** 5 free failures, then 1 s, 2 s, 4 s … up to 15 min; forgotten after an hour without failure. */
export const ACCOUNT_BRAKE: BrakePolicy = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/** More free failures per address: an office or hotel behind one address must not slow itself down. */
export const ADDRESS_BRAKE: BrakePolicy = {
  freeFailures: 10,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/** Sign-ups per address: every sign-up counts (there is no failure to tell them apart). */
export const SIGN_UP_BRAKE: BrakePolicy = {
  freeFailures: 10,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

const live = (count: FailureCount | undefined, policy: BrakePolicy, now: number): number =>
  count && now - count.lastFailureAt < policy.forgetAfterMs ? count.failures : 0;

/** How long this count still makes the next attempt wait (0: it is heard now). */
export function waitMs(count: FailureCount | undefined, policy: BrakePolicy, now: number): number {
  const failures = live(count, policy, now);
  if (failures <= policy.freeFailures) return 0;
  const delay = Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures - 1), policy.maxDelayMs);
  return Math.max(0, count!.lastFailureAt + delay - now);
}

export function afterFailure(
  count: FailureCount | undefined,
  policy: BrakePolicy,
  now: number,
): FailureCount {
  return { failures: live(count, policy, now) + 1, lastFailureAt: now };
}

/** The counts one sign-in attempt is judged by. */
export interface AttemptCounts {
  /** Failures on the account, from anywhere. */
  account: FailureCount | undefined;
  /** Failures from the client address, on any account. */
  address: FailureCount | undefined;
  /** Failures from this address on this account. */
  pair: FailureCount | undefined;
}

export interface BrakePolicies {
  account: BrakePolicy;
  address: BrakePolicy;
}

export const SIGN_IN_BRAKES: BrakePolicies = { account: ACCOUNT_BRAKE, address: ADDRESS_BRAKE };

/** 0 when the attempt is heard now, else the milliseconds to wait (answered 429 with Retry-After). */
export function decideAttempt(
  counts: AttemptCounts,
  now: number,
  policies: BrakePolicies = SIGN_IN_BRAKES,
): number {
  const byAddress = waitMs(counts.address, policies.address, now);
  // The account's delay binds only an address that has itself failed on this account.
  const failedHere = live(counts.pair, policies.account, now) > 0;
  const byAccount = failedHere ? waitMs(counts.account, policies.account, now) : 0;
  return Math.max(byAddress, byAccount);
}
