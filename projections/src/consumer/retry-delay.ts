/** Growing waits between retries of a consumer whose store failed. */
export interface RetryDelayPolicy {
  /** The first wait. */
  initialMs: number;
  /** No wait is longer: a store back after an hour is used again within this. */
  maxMs: number;
}

/** 100 ms, 200 ms, 400 ms … 30 s, 30 s, …: quick after a blip, gentle on a server that is down for long. */
export const DEFAULT_RETRY_DELAY: RetryDelayPolicy = { initialMs: 100, maxMs: 30_000 };

/**
 * The wait before retry number `attempt` (0-based): doubling from `initialMs` up to `maxMs`, with "equal
 * jitter" (between half and all of that), so that replicas cut off together do not come back in step.
 * `random` is injected for tests.
 */
export function retryDelay(
  policy: RetryDelayPolicy = DEFAULT_RETRY_DELAY,
  random: () => number = Math.random,
): (attempt: number) => number {
  return (attempt) => {
    const base = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));
    return Math.round(base / 2 + (random() * base) / 2);
  };
}
