import Database from 'better-sqlite3';
import type { SessionRecord, SessionStore } from './port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  generation INTEGER NOT NULL,
  epoch INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  rotated_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at);
`;

interface Row {
  id: string;
  user_id: string;
  generation: number;
  epoch: number;
  created_at: number;
  rotated_at: number;
  expires_at: number;
}

const toRecord = (row: Row): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  generation: row.generation,
  epoch: row.epoch,
  createdAt: row.created_at,
  rotatedAt: row.rotated_at,
  expiresAt: row.expires_at,
});

/**
 * Sessions of the embedded server, in their own SQLite file beside the event log (DATA_DIR), so that a
 * restart keeps everyone signed in even though the in-memory read store is rebuilt.
 */
export class SqliteSessionStore implements SessionStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly statements;

  constructor(filename: string) {
    this.db = new Database(filename);
    this.db.pragma('journal_mode = WAL');
    // A rotation that was answered must survive a power cut: the browser already holds the new token.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.statements = {
      insert: this.db.prepare(
        `INSERT INTO sessions (id, user_id, generation, epoch, created_at, rotated_at, expires_at)
         VALUES (@id, @userId, @generation, @epoch, @createdAt, @rotatedAt, @expiresAt)`,
      ),
      purgeExpired: this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
      get: this.db.prepare('SELECT * FROM sessions WHERE id = ? AND expires_at > ?'),
      rotate: this.db.prepare(
        `UPDATE sessions SET generation = generation + 1, rotated_at = ?, expires_at = ?
         WHERE id = ? AND generation = ? AND expires_at > ? RETURNING *`,
      ),
      delete: this.db.prepare('DELETE FROM sessions WHERE id = ?'),
      deleteForUser: this.db.prepare('DELETE FROM sessions WHERE user_id = ?'),
      deleteOthers: this.db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?'),
      setEpoch: this.db.prepare('UPDATE sessions SET epoch = ? WHERE id = ? AND user_id = ?'),
    };
  }

  async create(session: SessionRecord): Promise<void> {
    // Expired rows are swept here, at the rare moment someone signs in, instead of by a timer.
    this.statements.purgeExpired.run(session.createdAt);
    this.statements.insert.run(session);
  }

  async get(id: string, now: number): Promise<SessionRecord | null> {
    const row = this.statements.get.get(id, now) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async rotate(id: string, from: number, now: number, expiresAt: number): Promise<SessionRecord | null> {
    const row = this.statements.rotate.get(now, expiresAt, id, from, now) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async delete(id: string): Promise<void> {
    this.statements.delete.run(id);
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.statements.deleteForUser.run(userId).changes;
  }

  async keepOnly(userId: string, keepId: string, epoch: number): Promise<number> {
    return this.db.transaction(() => {
      this.statements.setEpoch.run(epoch, keepId, userId);
      return this.statements.deleteOthers.run(userId, keepId).changes;
    })();
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
