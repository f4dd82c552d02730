import { ReadStoreUnavailable, type Collection, type Doc, type ReadStore } from '@chauffeur/projections';

/**
 * A read store that can be cut off, as a replica's network to MongoDB can: while `down`, every read, write,
 * checkpoint and ping fails the way the adapters report a store they cannot reach (ReadStoreUnavailable).
 */
export class UnreachableReadStore implements ReadStore {
  down = false;

  constructor(private readonly inner: ReadStore) {}

  get kind() {
    return this.inner.kind;
  }

  private guard<T>(work: () => Promise<T>): Promise<T> {
    if (this.down) return Promise.reject(new ReadStoreUnavailable('connection refused (test)'));
    return work();
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const inner = this.inner.collection<T>(name);
    return new Proxy(inner, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          this.guard(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      },
    });
  }

  get checkpoints(): ReadStore['checkpoints'] {
    return {
      get: (name) => this.guard(() => this.inner.checkpoints.get(name)),
      set: (name, position) => this.guard(() => this.inner.checkpoints.set(name, position)),
      delete: (name) => this.guard(() => this.inner.checkpoints.delete(name)),
    };
  }

  ping(): Promise<void> {
    return this.guard(() => this.inner.ping());
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
