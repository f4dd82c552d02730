import type { CheckpointStore, Doc, ReadStore } from '../port';
import { MemoryCollection } from './memory-collection';

/**
 * The embedded read side: collections in process memory. Nothing is persisted; the projections rebuild
 * it from the event log at every start (DESIGN 2).
 */
export class MemoryReadStore implements ReadStore {
  readonly kind = 'memory' as const;
  private readonly collections = new Map<string, MemoryCollection>();
  private readonly positions = new Map<string, bigint>();

  readonly checkpoints: CheckpointStore = {
    get: async (projection) => this.positions.get(projection) ?? null,
    set: async (projection, position) => {
      this.positions.set(projection, position);
    },
    delete: async (projection) => {
      this.positions.delete(projection);
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

  async renameCollection(from: string, to: string): Promise<void> {
    const source = this.collections.get(from);
    this.collections.delete(from);
    this.collections.delete(to);
    if (source) this.collections.set(to, source);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.collections.clear();
  }
}
