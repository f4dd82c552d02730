import { afterFailure, type BrakePolicy, type FailureCount } from '../../auth/sign-in-brake';
import { BoundedCounts } from './bounded-counts';
import type { FailureCounts } from './port';

/**
 * Counts in this process's memory (embedded, tests): a restart forgets them, which only ever helps a
 * legitimate user. One bounded map per kind of key (the part before the first `:`), so a flood of made-up
 * addresses can only push out address counts, not the accounts'.
 */
export class MemoryFailureCounts implements FailureCounts {
  private readonly byKind = new Map<string, BoundedCounts>();

  constructor(private readonly maxEntries = 20_000) {}

  /** The largest number of counts one kind holds. */
  get largestKind(): number {
    return Math.max(0, ...[...this.byKind.values()].map((counts) => counts.size));
  }

  private kind(key: string): BoundedCounts {
    const kind = key.slice(0, Math.max(0, key.indexOf(':')));
    let counts = this.byKind.get(kind);
    if (!counts) this.byKind.set(kind, (counts = new BoundedCounts(this.maxEntries)));
    return counts;
  }

  async get(keys: readonly string[]): Promise<(FailureCount | undefined)[]> {
    return keys.map((key) => this.kind(key).get(key));
  }

  async fail(key: string, policy: BrakePolicy, now: number): Promise<void> {
    const counts = this.kind(key);
    counts.set(key, afterFailure(counts.get(key), policy, now));
  }

  async forget(key: string): Promise<void> {
    this.kind(key).delete(key);
  }

  async subtract(key: string, failures: number): Promise<void> {
    const counts = this.kind(key);
    const count = counts.get(key);
    if (!count) return;
    if (count.failures - failures > 0) counts.set(key, { ...count, failures: count.failures - failures });
    else counts.delete(key);
  }
}
