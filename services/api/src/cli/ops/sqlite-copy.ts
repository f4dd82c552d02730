import Database from 'better-sqlite3';

/**
 * A copy of a live SQLite file with SQLite's online backup API (`db.backup`, sqlite3_backup_*): the pages
 * as the server wrote them. All pages are copied in ONE step, so inside one read transaction: a snapshot
 * of one moment while the server keeps committing (in small steps, SQLite restarts the copy at every
 * commit of another process, and a busy server could keep it from ever finishing). Measured here: as fast
 * as `VACUUM INTO`, the former `npm run backup` (0.5 s each for 100,000 events, 109 MB). The copy is then
 * switched out of WAL so that it is one self-contained file (no `-wal` to forget).
 */
export async function copySqlite(from: string, to: string): Promise<void> {
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    // The first transfer (0 pages) only opens the backup; the callback then asks for every page at once.
    await source.backup(to, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(to);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** SQLite's own check of every page of a file; throws with SQLite's words when it is damaged. */
export function integrityCheck(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check(5)') as { integrity_check: string }[];
    const found = rows.map((row) => row.integrity_check);
    if (found.length !== 1 || found[0] !== 'ok') throw new Error(`${file}: ${found.join('; ')}`);
  } finally {
    db.close();
  }
}
