import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long "Forgot your password?" takes to answer, whatever it did (decision 260). Far above the work (a
 * stream read, one append when the address has an active account: about a millisecond), so that no
 * address's answer comes later than another's; short beside the mail the visitor then waits for.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 100;

/**
 * Runs `work` to its end and settles no sooner than `ms` after it began: when the answer comes says
 * nothing of what the work found. The work is done before the answer (an acknowledged request is
 * recorded), not after it, so the answer only waits. A run longer than `ms` (a stalled disk) is told to
 * `onOverrun`: its answer was late, and the floor may need to be higher.
 */
export async function noSoonerThan<T>(
  ms: number,
  work: () => Promise<T>,
  onOverrun: (elapsedMs: number) => void,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const elapsed = performance.now() - started;
    if (elapsed > ms) onOverrun(elapsed);
    else await sleep(ms - elapsed);
  }
}
