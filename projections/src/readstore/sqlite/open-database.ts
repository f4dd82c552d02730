import Database from 'better-sqlite3';
import { CHECKPOINTS_SCHEMA } from './checkpoints';
import { mapStorageErrors } from './storage-errors';

/**
 * Opens (creating it if needed) the read store's own file, apart from the event log so that deleting it
 * forces a rebuild and never touches the events.
 *
 * WAL: readers (API requests) never wait for the projection writer. synchronous=NORMAL, not the log's
 * FULL: in WAL mode it never corrupts the file; a power cut can only lose the last commits, and the read
 * models are derived data whose checkpoint rolls back with them (one unit of work), so the projections
 * replay those events from the log. In exchange commits skip the fsync.
 */
export function openReadStoreDatabase(path: string): Database.Database {
  return open(path, (db) => {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    // Up to 64 MB of pages for the writer (SQLite's default: 2 MB). A rebuild inserts rows keyed by random
    // ids into tables and indexes of hundreds of MB; past the cache, each insert reads pages back. The cache
    // fills only as pages are used: a server whose read models are current stays small.
    db.pragma('cache_size = -65536');
    // Creating the schema writes, so a file that refuses writes is refused here, at start-up.
    db.exec(CHECKPOINTS_SCHEMA);
  });
}

/**
 * A second connection on the same file, for reads outside units of work: in WAL mode it reads the last
 * committed state while the writer holds a transaction open, and never waits for it. `query_only`: a bug
 * that writes through it fails instead of racing the writer.
 */
export function openReaderConnection(path: string): Database.Database {
  return open(path, (db) => {
    db.pragma('busy_timeout = 5000');
    db.pragma('query_only = ON');
  });
}

function open(path: string, setUp: (db: Database.Database) => void): Database.Database {
  let db: Database.Database | null = null;
  try {
    return mapStorageErrors(() => {
      db = new Database(path);
      setUp(db);
      return db;
    });
  } catch (error) {
    (db as Database.Database | null)?.close();
    throw error;
  }
}
