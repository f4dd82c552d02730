import type { ReadStore } from '../readstore/port';
import type { Projection } from './projection';
import { storedVersion, versionOf } from '../rebuild/versions';

/**
 * Whether the stored read model was built by another version than the code declares (decision 109): it
 * has a checkpoint (it was built) and its recorded version, 1 when none was recorded, differs.
 */
export const isStale = (stored: number | null, declared: number, checkpoint: bigint | null): boolean =>
  stored !== declared && checkpoint !== null && (stored ?? 1) !== declared;

/**
 * Creates the indexes every projection declares, before the first query needs them. A stale model's
 * serving collection only uses those its present indexes answer (`existingOnly`): its rebuild builds the
 * new ones on its own collection, and indexing 200,000 old rows would hold the start.
 */
export async function ensureDeclaredIndexes(
  store: ReadStore,
  projections: readonly Projection[],
  stale: ReadonlySet<string>,
): Promise<void> {
  if (!store.ensureIndexes) return;
  for (const projection of projections)
    for (const [collection, indexes] of Object.entries(projection.indexes ?? {}))
      await store.ensureIndexes(collection, indexes, { existingOnly: stale.has(projection.name) });
}

/**
 * For a process that serves the read models without running their projector (an API replica): the same
 * indexes, so a replica started before the projector, or beside one still starting, never serves a
 * query by scanning a collection; idempotent, so replicas and the projector may all run it at start.
 * Staleness is read, not recorded: versions are the projector's to record.
 */
export async function ensureIndexesWithoutProjector(
  store: ReadStore,
  projections: readonly Projection[],
): Promise<void> {
  if (!store.ensureIndexes) return;
  const stale = new Set<string>();
  for (const projection of projections) {
    const stored = await storedVersion(store, projection.name);
    const checkpoint = await store.checkpoints.get(projection.name);
    if (isStale(stored, versionOf(projection), checkpoint)) stale.add(projection.name);
  }
  await ensureDeclaredIndexes(store, projections, stale);
}
