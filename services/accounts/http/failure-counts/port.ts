import type { BrakePolicy, FailureCount } from '../../auth/sign-in-brake';

/**
 * Where the brakes keep their failure counts (issue 13's sign-in, password and sign-up brakes), one count
 * per key. In memory for one process; in MongoDB when API replicas share it, so that spreading guesses
 * over N replicas does not buy N times the free failures.
 */
export interface FailureCounts {
  /** The counts of `keys`, in their order (undefined: none). */
  get(keys: readonly string[]): Promise<(FailureCount | undefined)[]>;
  /**
   * One more failure on `key` at `now`, under `policy`'s rule: a count whose last failure is
   * `forgetAfterMs` old starts again at 1 (sign-in-brake.ts `afterFailure`).
   */
  fail(key: string, policy: BrakePolicy, now: number): Promise<void>;
  forget(key: string): Promise<void>;
  /** Takes `failures` off the count; a count that reaches 0 is forgotten. */
  subtract(key: string, failures: number): Promise<void>;
}
