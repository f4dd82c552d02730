import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { EventLogDamaged } from '../errors';

/** The fields of an event that its hash covers, in this order (position is implied by the chain's order). */
export type ChainedFields = [
  stream: string,
  revision: bigint | number,
  id: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
];

/** Where docs/operations.md tells an operator how to put a verified backup back. */
export const RESTORE_HINT =
  'Restore it from the last backup (`npm run backup` makes one): see "Backup and restore" in docs/operations.md.';

/**
 * The hash chain: each event's hash is sha256(previous event's hash, its own fields). A changed, removed or
 * reordered event breaks every hash after it, which `PRAGMA quick_check` (pages only) cannot see. Each field
 * is prefixed with its length so that no two different events can feed the same bytes to the hash.
 */
export function chainHash(previous: Buffer | null, fields: ChainedFields): Buffer {
  const [stream, revision, id, type, data, metadata, recordedAt] = fields;
  // One string, one update: each update() crosses into native code, and start-up verifies every event.
  const text =
    `${stream.length}:${stream}${revision}:${id.length}:${id}${type.length}:${type}` +
    `${data.length}:${data}${metadata.length}:${metadata}${recordedAt.length}:${recordedAt}`;
  const hash = createHash('sha256');
  if (previous) hash.update(previous);
  return hash.update(text).digest();
}

const CHAINED = 'stream, revision, id, type, data, metadata, recorded_at';
const PAGE = 5000;

type Row = [...ChainedFields, hash: Buffer | null, position: bigint];

/** Reads the log in pages of raw rows (bounded memory) and hands each row to `visit`, in position order. */
function forEachRow(db: Database.Database, visit: (row: Row) => void): void {
  const page = db
    .prepare(`SELECT ${CHAINED}, hash, position FROM events WHERE position > ? ORDER BY position LIMIT ?`)
    .raw(true)
    .safeIntegers(true);
  let after = 0n;
  for (;;) {
    const rows = page.all(after, PAGE) as Row[];
    for (const row of rows) visit(row);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]![8];
  }
}

/**
 * Logs written before the chain existed have no `hash` column: add it and chain the rows as they are, in one
 * transaction (all or nothing), once. Returns how many events were chained (0 when nothing was to do).
 */
export function migrateToHashChain(db: Database.Database): number {
  const columns = db.prepare('PRAGMA table_info(events)').all() as { name: string }[];
  if (columns.some((column) => column.name === 'hash')) return 0;
  let chained = 0;
  db.transaction(() => {
    db.exec('ALTER TABLE events ADD COLUMN hash BLOB');
    const update = db.prepare('UPDATE events SET hash = ? WHERE position = ?');
    let previous: Buffer | null = null;
    const rows: [Buffer, bigint][] = [];
    forEachRow(db, (row) => {
      previous = chainHash(previous, row.slice(0, 7) as ChainedFields);
      rows.push([previous, row[8]]);
    });
    for (const [hash, position] of rows) update.run(hash, position);
    chained = rows.length;
  }).immediate();
  return chained;
}

const damagedError = (file: string, what: string) =>
  new EventLogDamaged(file, `The event log ${file} is damaged: ${what}. ${RESTORE_HINT}`);

/** SQLite's own check of every page (b-tree structure, not content): catches garbage and cut-off files. */
export function verifyPages(db: Database.Database, file: string): void {
  let problems: string[];
  try {
    problems = (db.pragma('quick_check(5)') as { quick_check: string }[]).map((row) => row.quick_check);
  } catch (error) {
    throw damagedError(file, (error as Error).message);
  }
  if (problems.length !== 1 || problems[0] !== 'ok')
    throw damagedError(file, `SQLite finds ${problems.join('; ')}`);
}

/** The hash chain from the first event to the last: catches a changed, removed or reordered event. */
export function verifyChain(db: Database.Database, file: string): { events: number } {
  let previous: Buffer | null = null;
  let events = 0;
  try {
    forEachRow(db, (row) => {
      const expected = chainHash(previous, row.slice(0, 7) as ChainedFields);
      const stored = row[7];
      if (!stored || !expected.equals(stored))
        throw damagedError(
          file,
          `event at position ${row[8]} (${row[3]} in ${row[0]}) does not match its hash`,
        );
      previous = stored;
      events += 1;
    });
  } catch (error) {
    if (error instanceof EventLogDamaged) throw error;
    throw damagedError(file, (error as Error).message);
  }
  return { events };
}

/**
 * Checks the whole log before anything reads it: pages, then the chain. Throws EventLogDamaged naming the
 * file, the first damaged event and how to restore.
 */
export function verifyLog(db: Database.Database, file: string): { events: number } {
  verifyPages(db, file);
  return verifyChain(db, file);
}
