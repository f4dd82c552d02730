import { ReadStoreUnavailable } from '../errors';

/**
 * SQLite result codes that mean the storage, not the request, is at fault (extended codes share a prefix).
 * The same list as the event log's (services/eventstore/src/sqlite/storage-errors.ts), which this package
 * may not import from: the read side answers with its own port's error. `lasting`: the file itself can no
 * longer be trusted, so the store remembers it until restart (storage-faults.ts); a full disk, a read-only
 * file or a lock are conditions around the file that pass.
 */
const STORAGE_FAILURES: [prefix: string, says: string, lasting: boolean][] = [
  ['SQLITE_FULL', 'the disk is full', false],
  ['SQLITE_READONLY', 'the read store file is read-only', false],
  ['SQLITE_IOERR', 'the disk reported an I/O error', true],
  ['SQLITE_CORRUPT', 'the read store file is damaged', true],
  ['SQLITE_NOTADB', 'the read store file is not a SQLite database', true],
  ['SQLITE_CANTOPEN', 'the read store file cannot be opened', false],
  ['SQLITE_BUSY', 'the read store is locked by another process', false],
];

const failureOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const match = STORAGE_FAILURES.find(([prefix]) => code === prefix || code.startsWith(`${prefix}_`));
  return match ? { code, says: match[1], lasting: match[2] } : undefined;
};

/**
 * SQLite's storage failures as ReadStoreUnavailable (HTTP 503); any other error (a bad filter, a bug, a
 * DuplicateKey) passes as it is.
 */
export function asReadStoreError(error: unknown): unknown {
  const failure = failureOf(error);
  if (!failure) return error;
  return new ReadStoreUnavailable(`The read store cannot be used: ${failure.says} (${failure.code})`, {
    cause: error,
  });
}

/** Whether a mapped failure says the file itself is damaged (a `lasting` row of the table above). */
export const isLasting = (failure: ReadStoreUnavailable): boolean =>
  failureOf(failure.cause)?.lasting === true;

/** Runs a storage call, rethrowing its failure as asReadStoreError maps it. */
export function mapStorageErrors<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw asReadStoreError(error);
  }
}
