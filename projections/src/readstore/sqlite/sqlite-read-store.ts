import type Database from 'better-sqlite3';
import type { CheckpointStore, Doc, ReadStore } from '../port';
import { ReadStoreUnavailable } from '../errors';
import { sqliteCheckpoints } from './checkpoints';
import { openReadStoreDatabase } from './open-database';
import { SqliteCollection } from './sqlite-collection';
import { mapStorageErrors } from './storage-errors';
import { Tables } from './tables';

/**
 * The read side persisted in its own SQLite file (issue 16, point 1): read models survive a restart, so
 * projections can resume from their checkpoints instead of replaying the whole log.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite' as const;
  readonly checkpoints: CheckpointStore;
  private readonly tables: Tables;
  private readonly collections = new Map<string, SqliteCollection>();

  /** Over an open connection (see openReadStoreDatabase); the store closes it. */
  constructor(private readonly db: Database.Database) {
    this.tables = new Tables(db);
    this.checkpoints = sqliteCheckpoints(db);
  }

  /** Opens or creates the file at `path`; throws ReadStoreUnavailable when it cannot be used for writing. */
  static open(path: string): SqliteReadStore {
    return new SqliteReadStore(openReadStoreDatabase(path));
  }

  collection<T extends Doc = Doc>(name: string): SqliteCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.tables, name);
      this.collections.set(name, collection);
    }
    return collection as unknown as SqliteCollection<T>;
  }

  async renameCollection(from: string, to: string): Promise<void> {
    mapStorageErrors(() => this.tables.rename(from, to));
  }

  async ping(): Promise<void> {
    if (!this.db.open) throw new ReadStoreUnavailable('The SQLite read store is closed');
    mapStorageErrors(() => this.db.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
