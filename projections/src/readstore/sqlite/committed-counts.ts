import type { Connection } from './connection';

/** Distinct counts remembered between two commits; past this the memo starts over rather than grow. */
const MAX_COUNTS = 256;

/**
 * Counts read on the reader connection, remembered until the next commit of any connection to the file.
 * The admin's bookings list asks for its total with every page: at 200,000 bookings `count(*)` walks an
 * index of 200,000 entries (~1.6 ms, half of the request), for a figure that only a commit can change.
 * `PRAGMA data_version` on the reader changes whenever another connection (this store's writer, the
 * command line's offline rebuild) has committed since the last time it was asked; it costs one step of
 * the VM. Used only with a reader separate from the writer: a lone connection's own commits do not change
 * its data_version.
 */
export class CommittedCounts {
  private version: number | null = null;
  private readonly counts = new Map<string, number>();

  constructor(private readonly reader: Connection) {}

  get(key: string, count: () => number): number {
    const version = this.reader.statement('PRAGMA data_version').pluck().get() as number;
    if (version !== this.version) {
      this.counts.clear();
      this.version = version;
    }
    let n = this.counts.get(key);
    if (n === undefined) {
      n = count();
      if (this.counts.size >= MAX_COUNTS) this.counts.clear();
      this.counts.set(key, n);
    }
    return n;
  }
}
