import { CallFaults, type CallFault } from '@chauffeur/eventstore/testing';
import { ReadStoreUnavailable } from '../readstore/errors';
import type { Collection, Doc, ReadStore } from '../readstore/port';

/** A collection's operations, and the checkpoints' (`checkpoint.set` is a checkpoint write). */
export type ReadStoreOperation =
  | 'find'
  | 'findOne'
  | 'count'
  | 'insertOne'
  | 'updateOne'
  | 'updateMany'
  | 'deleteOne'
  | 'deleteMany'
  | 'drop'
  | 'checkpoint.get'
  | 'checkpoint.set'
  | 'checkpoint.delete'
  | 'renameCollection'
  | 'ping';

export interface ReadStoreFaultPlan {
  /** Calls that fail: an operation (on one collection, or any), the Nth time, or for a time window. */
  faults?: CallFault<ReadStoreOperation>[];
  /** The error of every fault. Default: ReadStoreUnavailable (what the adapters throw on a network error). */
  error?: (what: string) => Error;
}

export interface FaultyReadStore extends ReadStore {
  /** The plan, read at each call: a test may add faults at a chosen moment. */
  readonly plan: ReadStoreFaultPlan;
  /** Every fault injected so far, described ("updateOne on counts (after)"). */
  readonly injected: readonly string[];
}

const injectedError = (what: string) => new ReadStoreUnavailable(`injected fault: ${what}`);

const COLLECTION_OPERATIONS = [
  'find',
  'findOne',
  'count',
  'insertOne',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'drop',
] as const satisfies readonly (keyof Collection & ReadStoreOperation)[];

/**
 * The read store port with faults at chosen moments (tests only). Everything else (transactions, indexes)
 * is the wrapped store's own: a fault inside a transaction fails it as a real one would.
 */
export function faultyReadStore(store: ReadStore, plan: ReadStoreFaultPlan = {}): FaultyReadStore {
  const calls = new CallFaults<ReadStoreOperation>(
    () => plan.faults ?? [],
    (what) => (plan.error ?? injectedError)(what),
  );

  const collection = <T extends Doc = Doc>(name: string): Collection<T> => {
    const inner = store.collection<T>(name);
    const wrapped = {} as Record<string, unknown>;
    for (const operation of COLLECTION_OPERATIONS) {
      const method = inner[operation] as (...args: unknown[]) => Promise<unknown>;
      wrapped[operation] = (...args: unknown[]) =>
        calls.call(operation, name, () => method.apply(inner, args));
    }
    return wrapped as unknown as Collection<T>;
  };

  const faulty: FaultyReadStore = {
    kind: store.kind,
    plan,
    injected: calls.injected,
    collection,
    checkpoints: {
      get: (name) => calls.call('checkpoint.get', undefined, () => store.checkpoints.get(name)),
      set: (name, position) =>
        calls.call('checkpoint.set', undefined, () => store.checkpoints.set(name, position)),
      delete: (name) => calls.call('checkpoint.delete', undefined, () => store.checkpoints.delete(name)),
    },
    ping: () => calls.call('ping', undefined, () => store.ping()),
    close: () => store.close(),
  };
  if (store.renameCollection) {
    const rename = store.renameCollection.bind(store);
    faulty.renameCollection = (from, to) => calls.call('renameCollection', from, () => rename(from, to));
  }
  if (store.transaction) {
    const transaction = store.transaction.bind(store);
    faulty.transaction = (work) => transaction(work);
  }
  if (store.ensureIndexes) faulty.ensureIndexes = store.ensureIndexes.bind(store);
  return faulty;
}
