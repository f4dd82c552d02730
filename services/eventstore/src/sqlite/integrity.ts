import type Database from 'better-sqlite3';
import { EventLogDamaged } from '../errors';
import { chainHash, checkChain, forEachRow } from './chain.mjs';

export { chainHash, type ChainedFields } from './chain.mjs';

/** Where docs/operations.md tells an operator how to put a verified backup back. */
export const RESTORE_HINT =
  'Restore it from the last backup (`npm run backup` makes one): see "Backup and restore" in docs/operations.md.';

/*
 * The hash chain: each event's hash is sha256(previous event's hash, its own fields) (chain.mjs). A changed,
 * removed or reordered event breaks every hash after it, which `PRAGMA quick_check` (pages only) cannot see.
 */

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
      previous = chainHash(previous, row);
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
  const { events, broken } = checkChain(db);
  if (broken) throw damagedError(file, broken);
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
