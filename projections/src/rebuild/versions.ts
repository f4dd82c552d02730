import type { ReadStore } from '../readstore/port';
import type { Projection } from '../runner/projection';

/**
 * Where each read model's version is stored (decision 109): one document per projection in a collection of
 * the read store itself, so the version moves with the model (renamed in the same unit as its collections).
 */
export const VERSIONS_COLLECTION = 'projection_versions';

export const versionOf = (projection: Projection): number => projection.version ?? 1;

/** The version the stored read model was built by; null when none was recorded. */
export async function storedVersion(store: ReadStore, name: string): Promise<number | null> {
  const doc = await store.collection(VERSIONS_COLLECTION).findOne({ _id: name });
  return typeof doc?.version === 'number' ? doc.version : null;
}

export async function recordVersion(store: ReadStore, name: string, version: number): Promise<void> {
  await store
    .collection(VERSIONS_COLLECTION)
    .updateOne({ _id: name }, { $set: { version } }, { upsert: true });
}
