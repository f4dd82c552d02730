import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The files a running server (or `npm run admin`, or `projections status`) keeps open in DATA_DIR. */
export const LIVE_FILES = ['events.sqlite', 'read.sqlite', 'sessions.sqlite'];

/**
 * Whether some process has one of DATA_DIR's databases open. In WAL mode every open connection holds a
 * shared lock on the database file for as long as it is open, even idle; asking for an EXCLUSIVE lock
 * without waiting (`timeout: 0`) therefore fails while any other connection is open, on any OS, in any
 * container sharing the files. Nothing is written: the transaction is empty and committed at once.
 */
export function filesInUse(dataDir: string): string[] {
  const busy: string[] = [];
  for (const name of LIVE_FILES) {
    const file = join(dataDir, name);
    if (!existsSync(file)) continue;
    let db: Database.Database | null = null;
    try {
      db = new Database(file, { fileMustExist: true, timeout: 0 });
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (error) {
      if (
        (error as { code?: string }).code?.startsWith('SQLITE_BUSY') ||
        (error as { code?: string }).code === 'SQLITE_LOCKED'
      )
        busy.push(name);
      else throw error;
    } finally {
      db?.close();
    }
  }
  return busy;
}
