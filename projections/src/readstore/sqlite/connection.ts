import type Database from 'better-sqlite3';

/** Filters make statements per shape; past this many the cache starts over rather than grow without end. */
const MAX_STATEMENTS = 500;

/**
 * One SQLite connection and its prepared statements, reused across calls (a statement belongs to the
 * connection that prepared it, so the writer and the reader each keep their own).
 */
export class Connection {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly db: Database.Database) {}

  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** After a table is dropped or renamed: statements name tables, so all of them go. */
  forgetStatements(): void {
    this.statements.clear();
  }
}
