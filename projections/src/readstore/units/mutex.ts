/**
 * A promise mutex: holders run one after the other, in the order they asked. `locked` lets a caller with
 * synchronous work skip the queue when nobody holds it (the work then cannot interleave with anyone, since
 * it never yields), so an idle store adds no promise hop per write.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;

  get locked(): boolean {
    return this.holders > 0;
  }

  async run<T>(work: () => Promise<T> | T): Promise<T> {
    this.holders += 1;
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      return await work();
    } finally {
      this.holders -= 1;
      release();
    }
  }
}
