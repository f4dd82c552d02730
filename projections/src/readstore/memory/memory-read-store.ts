import type { CheckpointFeed, CheckpointListener, CheckpointStore, Doc, IndexSpec, ReadStore } from '../port';
import { UnitScope } from '../units/unit-scope';
import { MemoryCollection } from './memory-collection';

/**
 * The embedded read side: collections in process memory. Nothing is persisted; the projections rebuild
 * it from the event log at every start (DESIGN 2).
 */
export class MemoryReadStore implements ReadStore {
  readonly kind = 'memory' as const;
  private readonly collections = new Map<string, MemoryCollection>();
  private readonly positions = new Map<string, bigint>();
  private readonly units = new UnitScope<true>();
  private readonly listeners = new Set<CheckpointListener>();

  readonly checkpoints: CheckpointStore = {
    get: async (projection) => this.positions.get(projection) ?? null,
    // Compare-and-set: only forward (a lower or equal position changes nothing); delete is the way back.
    set: async (projection, position) => {
      const stored = this.positions.get(projection);
      if (stored !== undefined && position <= stored) return;
      this.positions.set(projection, position);
      for (const listener of this.listeners) listener.changed(projection, position);
    },
    delete: async (projection) => {
      if (this.positions.delete(projection))
        for (const listener of this.listeners) listener.changed(projection, null);
    },
  };

  collection<T extends Doc = Doc>(name: string): MemoryCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection(name);
      this.collections.set(name, collection);
    }
    return collection as unknown as MemoryCollection<T>;
  }

  /**
   * Units are serialised (they never interleave) but NOT atomic: a unit that throws keeps the writes it
   * made before. The memory store is for tests and throwaway runs, whose state is rebuilt at every start.
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.units.run(() => true, work);
  }

  /** Nothing to index: every query scans (or uses the memory adapter's cached sort orders). */
  async ensureIndexes(
    _collection: string,
    _indexes: readonly IndexSpec[],
    _options?: { existingOnly?: boolean },
  ): Promise<void> {}

  async renameCollection(from: string, to: string): Promise<void> {
    const source = this.collections.get(from);
    this.collections.delete(from);
    this.collections.delete(to);
    if (source) this.collections.set(to, source);
  }

  /** The collections it holds, by name (rebuild/fresh-build.ts writes them to another store). */
  names(): string[] {
    return [...this.collections.keys()];
  }

  /** In-process: every move of a checkpoint, as it is set or deleted. */
  watchCheckpoints(listener: CheckpointListener): CheckpointFeed {
    this.listeners.add(listener);
    queueMicrotask(() => listener.opened());
    return { close: async () => void this.listeners.delete(listener) };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.collections.clear();
  }
}
