import { EventStoreUnavailable, type UnavailableReason } from '../errors';

/** SQLite result codes that mean the storage, not the request, is at fault (extended codes share a prefix). */
const REASONS: [prefix: string, reason: UnavailableReason, says: string][] = [
  ['SQLITE_FULL', 'disk_full', 'the disk is full'],
  ['SQLITE_READONLY', 'read_only', 'the log file is read-only'],
  ['SQLITE_IOERR', 'io_error', 'the disk reported an I/O error'],
  ['SQLITE_CORRUPT', 'corrupt', 'the log file is damaged'],
  ['SQLITE_NOTADB', 'corrupt', 'the log file is not a SQLite database'],
  ['SQLITE_CANTOPEN', 'io_error', 'the log file cannot be opened'],
  ['SQLITE_BUSY', 'busy', 'the log is locked by another process'],
];

/**
 * Turns SQLite's storage failures into EventStoreUnavailable (HTTP 503 with a reason) and leaves any other
 * error as it is: a bug must stay a bug, and a refused append (UNIQUE, expected revision) stays a refusal.
 */
export function asStorageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  const match = REASONS.find(([prefix]) => code === prefix || code.startsWith(`${prefix}_`));
  if (!match) return error;
  const [, reason, says] = match;
  return new EventStoreUnavailable(`The event log cannot be used: ${says} (${code})`, {
    cause: error,
    reason,
  });
}

/**
 * Failures that say the file itself cannot be trusted any more: remembered until restart (the open then
 * checks the whole log). A full disk, a read-only file or a lock are conditions around the file that pass.
 */
const LASTING: ReadonlySet<UnavailableReason> = new Set(['corrupt', 'io_error']);

export const isLasting = (failure: EventStoreUnavailable): boolean => LASTING.has(failure.reason);
