import type { FailureCount } from '../../auth/sign-in-brake';

/**
 * Failure counts in memory, at most `maxEntries` of them: when full, the least recently failed key is
 * dropped (a Map keeps insertion order; a failure re-inserts its key at the end). So a flood of made-up
 * addresses or accounts costs bounded memory; what it can do is make the server forget the oldest counts.
 */
export class BoundedCounts {
  private readonly counts = new Map<string, FailureCount>();

  constructor(private readonly maxEntries = 20_000) {}

  get(key: string): FailureCount | undefined {
    return this.counts.get(key);
  }

  set(key: string, count: FailureCount): void {
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > this.maxEntries) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
  }

  delete(key: string): void {
    this.counts.delete(key);
  }

  get size(): number {
    return this.counts.size;
  }
}
