import type { ReadStore } from '@chauffeur/projections';
import { MemoryFailureCounts } from './memory-failure-counts';
import type { FailureCounts } from './port';
import { ReadStoreFailureCounts } from './read-store-failure-counts';

/**
 * The brakes' counts where the sessions are: in MongoDB when the read store is MongoDB (shared by every
 * API replica), else in this process's memory (embedded: one process; the SQLite read store is derived
 * data, and a restart forgetting the counts only ever helps a legitimate user).
 */
export async function failureCountsFor(readStore: ReadStore): Promise<FailureCounts> {
  if (readStore.kind !== 'mongo') return new MemoryFailureCounts();
  const counts = new ReadStoreFailureCounts(readStore);
  await counts.prepare(); // the TTL index: a count goes once its policy would forget it
  return counts;
}
