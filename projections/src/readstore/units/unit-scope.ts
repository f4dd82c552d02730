import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from './mutex';

/**
 * Where a store's units of work are serialised and where code learns whether it runs inside one.
 *
 * `run` holds the mutex for the whole unit, so two units never interleave, whatever they await. A unit
 * started inside a unit of the same store joins it (its work runs as part of the outer one): waiting for
 * the mutex there would wait for itself.
 */
export class UnitScope<U> {
  private readonly current = new AsyncLocalStorage<U>();
  readonly mutex = new Mutex();

  /** The unit the calling code runs inside, if any. */
  get unit(): U | undefined {
    return this.current.getStore();
  }

  run<T>(open: () => U, work: (unit: U) => Promise<T>): Promise<T> {
    const inside = this.current.getStore();
    if (inside !== undefined) return work(inside);
    return this.mutex.run(() => {
      const unit = open();
      return this.current.run(unit, () => work(unit));
    });
  }

  /**
   * Runs a write made outside any unit: at once when no unit holds the store (synchronous work cannot
   * interleave), else after the units queued before it. Inside a unit it runs at once, as part of it.
   */
  write<T>(work: () => T): Promise<T> {
    if (this.current.getStore() !== undefined || !this.mutex.locked) {
      try {
        return Promise.resolve(work());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.mutex.run(work);
  }
}
