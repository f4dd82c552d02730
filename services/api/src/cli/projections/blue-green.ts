import type { EventStore } from '@chauffeur/eventstore';
import type { Collection, Doc, Projection, ReadStore } from '@chauffeur/projections';
import { replayLog, type ReplayProgress } from './replay';

/** Suffix of the collections a blue/green rebuild builds into, and of its checkpoint while it builds. */
export const BUILD_SUFFIX = '__build';
export const BUILDING_CHECKPOINT_SUFFIX = ':building';

export interface BlueGreenResult {
  events: number;
  ms: number;
  /** The serving collections, now holding the rebuilt model. */
  collections: string[];
}

/**
 * The read store as the projection sees it while it is rebuilt: its own collections are the `__build`
 * copies, every other collection (looked up by the projection) is the serving one.
 */
function buildView(store: ReadStore, projection: Projection): ReadStore {
  const own = new Set(projection.collections);
  return {
    kind: store.kind,
    collection: <T extends Doc = Doc>(name: string): Collection<T> =>
      store.collection<T>(own.has(name) ? `${name}${BUILD_SUFFIX}` : name),
    checkpoints: {
      get: (name) => store.checkpoints.get(`${name}${BUILDING_CHECKPOINT_SUFFIX}`),
      set: (name, position) => store.checkpoints.set(`${name}${BUILDING_CHECKPOINT_SUFFIX}`, position),
      delete: (name) => store.checkpoints.delete(`${name}${BUILDING_CHECKPOINT_SUFFIX}`),
    },
    ping: () => store.ping(),
    close: async () => undefined,
  };
}

/**
 * Rebuilds one projection next to the serving read model (blue/green):
 * 1. drops any `<collection>__build` left by an interrupted run and marks the rebuild as in progress;
 * 2. replays the whole log into the `__build` collections while the serving ones keep answering (and
 *    the projector process keeps updating them);
 * 3. switches: each `__build` collection replaces its serving one in one atomic rename that drops the old
 *    one; the checkpoint moves to the rebuilt position;
 * 4. replays what was appended meanwhile into the now-serving collections (idempotent: `applyChanges`
 *    skips what the projector process already applied there).
 * Interrupted before step 3, the serving model is untouched and running it again starts over.
 */
export async function blueGreenRebuild(
  eventStore: EventStore,
  store: ReadStore,
  projection: Projection,
  options: { onProgress?: (progress: ReplayProgress) => void; beforeSwitch?: () => Promise<void> } = {},
): Promise<BlueGreenResult> {
  if (!store.renameCollection)
    throw new Error(`A ${store.kind} read store cannot switch collections: blue/green needs MongoDB`);
  const started = Date.now();
  const view = buildView(store, projection);
  for (const name of projection.collections) await view.collection(name).drop();
  await view.checkpoints.set(projection.name, 0n);
  const built = await replayLog(eventStore, view, [projection], { onProgress: options.onProgress });
  await options.beforeSwitch?.();
  for (const name of projection.collections) await store.renameCollection(`${name}${BUILD_SUFFIX}`, name);
  if (built.lastPosition !== null) await store.checkpoints.set(projection.name, built.lastPosition);
  await view.checkpoints.delete(projection.name);
  const after = built.lastPosition === null ? undefined : built.lastPosition + 1n;
  const tail = await replayLog(eventStore, store, [projection], { from: after });
  return {
    events: built.events + tail.events,
    ms: Date.now() - started,
    collections: [...projection.collections],
  };
}
