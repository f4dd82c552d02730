import { DuplicateKey, type Doc, type ReadStore } from '@chauffeur/projections';
import type { BrakePolicy, FailureCount } from '../../auth/sign-in-brake';
import type { FailureCounts } from './port';

/** Not a read model: no projection writes it, so a rebuild never drops it. */
export const FAILURES_COLLECTION = 'auth_failures';

type FailureDoc = Doc & FailureCount & { forgetOn: Date };

/**
 * Counts in a collection of the read store: with MongoDB every API replica brakes on the same counts. A
 * count is forgotten by itself (TTL index on `forgetOn`, a Date) once its last failure is old enough.
 *
 * A failure is one guarded `$inc` (atomic: concurrent failures on a live count all count), else, when the
 * count is absent or old, an upsert guarded the other way that starts it at 1; a failure that loses that
 * race meets the new count's `_id` and adds itself to it, so concurrent first failures all count too.
 */
export class ReadStoreFailureCounts implements FailureCounts {
  constructor(private readonly store: ReadStore) {}

  private get counts() {
    return this.store.collection<FailureDoc>(FAILURES_COLLECTION);
  }

  /** The TTL index (idempotent; every replica runs it at start). */
  async prepare(): Promise<void> {
    await this.store.ensureExpiry?.(FAILURES_COLLECTION, 'forgetOn');
  }

  async get(keys: readonly string[]): Promise<(FailureCount | undefined)[]> {
    const docs = await this.counts.find({ _id: { $in: [...keys] } });
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    return keys.map((key) => {
      const doc = byId.get(key);
      return doc ? { failures: doc.failures, lastFailureAt: doc.lastFailureAt } : undefined;
    });
  }

  async fail(key: string, policy: BrakePolicy, now: number): Promise<void> {
    const forgetOn = new Date(now + policy.forgetAfterMs);
    const live = { $gt: now - policy.forgetAfterMs };
    const counted = await this.counts.updateOne(
      { _id: key, lastFailureAt: live },
      { $inc: { failures: 1 }, $set: { lastFailureAt: now, forgetOn } },
    );
    if (counted.matchedCount === 1) return;
    try {
      // Starts the count only if it is still absent or old: the condition stands in the write itself, so
      // of two first failures at once only one starts it; the other finds it live, or tries to insert it
      // beside the one just made and meets its _id.
      await this.counts.updateOne(
        { _id: key, lastFailureAt: { $not: live } },
        { $set: { failures: 1, lastFailureAt: now, forgetOn } },
        { upsert: true },
      );
    } catch (error) {
      // Another process started it between the two writes: it is live now, count on it.
      if (!(error instanceof DuplicateKey)) throw error;
      await this.counts.updateOne(
        { _id: key },
        { $inc: { failures: 1 }, $set: { lastFailureAt: now, forgetOn } },
      );
    }
  }

  async forget(key: string): Promise<void> {
    await this.counts.deleteOne({ _id: key });
  }

  async subtract(key: string, failures: number): Promise<void> {
    await this.counts.updateOne({ _id: key }, { $inc: { failures: -failures } });
    await this.counts.deleteOne({ _id: key, failures: { $lte: 0 } });
  }
}
