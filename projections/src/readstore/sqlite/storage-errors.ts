import { ReadStoreUnavailable } from '../errors';

/**
 * SQLite result codes that mean the storage, not the request, is at fault (extended codes share a prefix).
 * The same list as the event log's (services/eventstore/src/sqlite/storage-errors.ts), which this package
 * may not import from: the read side answers with its own port's error.
 */
const STORAGE_FAILURES: [prefix: string, says: string][] = [
  ['SQLITE_FULL', 'the disk is full'],
  ['SQLITE_READONLY', 'the read store file is read-only'],
  ['SQLITE_IOERR', 'the disk reported an I/O error'],
  ['SQLITE_CORRUPT', 'the read store file is damaged'],
  ['SQLITE_NOTADB', 'the read store file is not a SQLite database'],
  ['SQLITE_CANTOPEN', 'the read store file cannot be opened'],
  ['SQLITE_BUSY', 'the read store is locked by another process'],
];

/**
 * SQLite's storage failures as ReadStoreUnavailable (HTTP 503); any other error (a bad filter, a bug, a
 * DuplicateKey) passes as it is.
 */
export function asReadStoreError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  const match = STORAGE_FAILURES.find(([prefix]) => code === prefix || code.startsWith(`${prefix}_`));
  if (!match) return error;
  return new ReadStoreUnavailable(`The read store cannot be used: ${match[1]} (${code})`, { cause: error });
}

/** Runs a storage call, rethrowing its failure as asReadStoreError maps it. */
export function mapStorageErrors<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw asReadStoreError(error);
  }
}
