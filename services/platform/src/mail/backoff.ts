/** How a failing step is retried: doubling waits from `initialMs`, never longer than `maxMs`, never giving up. */
export interface RetryPolicy {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { initialMs: 1_000, maxMs: 5 * 60_000 };

/** The wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s, ... 5 min, 5 min, ... */
export const backoffMs = (attempt: number, policy: RetryPolicy): number =>
  Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
