import type Database from 'better-sqlite3';

/** A collection's table: `col_` keeps read models apart from the store's own tables (checkpoints). */
export const tableName = (collection: string): string => `"col_${collection.replaceAll('"', '""')}"`;

/** Filters make statements per shape; past this many the cache starts over rather than grow without end. */
const MAX_STATEMENTS = 500;

/**
 * The collections' tables in one file, created on the first write, and the prepared statements over them.
 * One table per collection (not one table with a collection column): a drop is a DROP TABLE, a blue/green
 * swap is a rename in one transaction, and each read model gets its own expression indexes.
 */
export class Tables {
  private readonly existing = new Set<string>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly lookup: Database.Statement<[string], number>;

  constructor(readonly db: Database.Database) {
    this.lookup = db
      .prepare<[string], number>("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
      .pluck();
  }

  /** Whether the collection has a table; reads of one never written answer empty without creating it. */
  exists(collection: string): boolean {
    if (this.existing.has(collection)) return true;
    const found = this.lookup.get(`col_${collection}`) !== undefined;
    if (found) this.existing.add(collection);
    return found;
  }

  /**
   * Creates the table if needed. A rowid table keyed by `id`: the rowid keeps insertion order, which is the
   * order of unsorted finds and of ties in a sort, as in the memory adapter.
   */
  ensure(collection: string): void {
    if (this.existing.has(collection)) return;
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${tableName(collection)} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`,
    );
    this.existing.add(collection);
  }

  drop(collection: string): void {
    this.db.exec(`DROP TABLE IF EXISTS ${tableName(collection)}`);
    this.forget(collection);
  }

  /** Replaces `to` by `from` in one transaction (a missing `from` leaves `to` empty, i.e. absent). */
  rename(from: string, to: string): void {
    const hasFrom = this.exists(from);
    this.db.transaction(() => {
      this.db.exec(`DROP TABLE IF EXISTS ${tableName(to)}`);
      if (hasFrom) this.db.exec(`ALTER TABLE ${tableName(from)} RENAME TO ${tableName(to)}`);
    })();
    this.forget(from);
    this.forget(to);
  }

  /** A prepared statement for this SQL, reused across calls. */
  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private forget(collection: string): void {
    this.existing.delete(collection);
    // Statements name tables; dropping them all is simpler than tracking which name which.
    this.statements.clear();
  }
}
