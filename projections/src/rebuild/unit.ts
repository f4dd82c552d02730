import type { ReadStore } from '../readstore/port';

/**
 * Runs `work` as one unit of the store (its transaction), or as it is on a store without transactions
 * (memory; MongoDB without a replica set): a read model and its checkpoint are written together.
 */
export function inUnit<T>(store: ReadStore, work: () => Promise<T>): Promise<T> {
  return store.transaction ? store.transaction(work) : work();
}
