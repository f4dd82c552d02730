import { SqliteFiles } from '@chauffeur/eventstore';
import { ReadStoreUnavailable } from '../errors';
import { asReadStoreError, isLasting } from './storage-errors';

/** What an operator does about a damaged read store: it is derived data (docs/operations.md, "Embedded"). */
const REBUILD_HINT =
  'Stop the server, delete it with its -wal and -shm files and start again: the read models are rebuilt from the event log.';

/**
 * The read store's memory of damage to its file: the first corrupt page or I/O error any statement met, or a
 * file the check of file-check.ts finds cut short, kept until restart. SQLite answers from its page cache
 * and wal-index while the file under it is cut, so health said "ok" while pages failed; now it says why.
 */
export class StorageFaults {
  private damage: ReadStoreUnavailable | null = null;
  /** The store's files as the check reads them (none for an in-memory store). */
  private readonly files: SqliteFiles | null;

  constructor(private readonly path: string) {
    this.files = path === '' || path === ':memory:' ? null : new SqliteFiles(path);
  }

  /** Runs a storage call; its failure is mapped (asReadStoreError), and remembered when it is damage. */
  guard<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      const failure = asReadStoreError(error);
      if (failure instanceof ReadStoreUnavailable && isLasting(failure)) this.damage ??= failure;
      throw failure;
    }
  }

  /**
   * Throws the damage seen so far, or what the files show now (a few reads, no SQLite call), unless they
   * were checked in the last `unlessWithinMs`.
   */
  assertIntact(unlessWithinMs = 0): void {
    if (this.damage) throw this.damage;
    const problem = this.files?.check(unlessWithinMs);
    if (problem)
      throw (this.damage = new ReadStoreUnavailable(
        `The read store file ${this.files?.path} is damaged: ${problem}. ${REBUILD_HINT}`,
      ));
  }

  /**
   * The WAL copy of a load (background-checkpoint.ts) failed on its own thread and connection: remembered
   * as this store's failure, as damage met by a statement is. The rows are committed in the WAL, but a
   * file that another connection cannot copy into (moved, unreadable, damaged) is not one to report healthy.
   */
  backgroundCopyFailed(error: Error): void {
    const code = (error as { code?: unknown }).code;
    const says = typeof code === 'string' ? `${error.message} (${code})` : error.message;
    this.damage ??= new ReadStoreUnavailable(
      `The read store file ${this.path} failed: copying its WAL into the file on another thread failed: ${says}. ${REBUILD_HINT}`,
      { cause: error },
    );
  }

  /** Only once the store's connections are closed (SqliteFiles.close). */
  close(): void {
    this.files?.close();
  }
}
