import type { Collection, Doc, ReadStore } from '../readstore/port';
import type { Projection } from '../runner/projection';

/** Suffix of the collections a blue/green rebuild builds into, and of its checkpoint while it builds. */
export const BUILD_SUFFIX = '__build';
export const BUILDING_CHECKPOINT_SUFFIX = ':building';

/**
 * The read store as the projection sees it while it is rebuilt: its own collections are the `__build`
 * copies, every other collection (looked up by the projection) is the serving one; its checkpoint is the
 * build's own. Units (transactions) are the store's.
 */
export function buildView(store: ReadStore, projection: Projection): ReadStore {
  const own = new Set(projection.collections);
  const building = (name: string) => `${name}${BUILDING_CHECKPOINT_SUFFIX}`;
  return {
    kind: store.kind,
    collection: <T extends Doc = Doc>(name: string): Collection<T> =>
      store.collection<T>(own.has(name) ? `${name}${BUILD_SUFFIX}` : name),
    checkpoints: {
      get: (name) => store.checkpoints.get(building(name)),
      set: (name, position) => store.checkpoints.set(building(name), position),
      delete: (name) => store.checkpoints.delete(building(name)),
    },
    ...(store.transaction ? { transaction: <T>(work: () => Promise<T>) => store.transaction!(work) } : {}),
    // A build loaded in one go (rebuild/fresh-build.ts) lands in the `__build` tables, at the build's checkpoint.
    ...(store.load
      ? {
          load: (collections, checkpoints) =>
            store.load!(
              collections.map(({ name, documents }) => ({
                name: own.has(name) ? `${name}${BUILD_SUFFIX}` : name,
                documents,
              })),
              checkpoints.map(({ name, position }) => ({ name: building(name), position })),
            ),
        }
      : {}),
    ping: () => store.ping(),
    close: async () => undefined,
  };
}
