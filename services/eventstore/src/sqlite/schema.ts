/**
 * One table for the whole log. `position` is the global order (an alias of SQLite's rowid, AUTOINCREMENT so a
 * position is never reused); (stream, revision) is unique so two writers can never both take a revision.
 * `hash` chains each event to the one before it (integrity.ts); it may be NULL only in a log written before
 * the chain existed, which is chained once when opened.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  stream      TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  id          TEXT    NOT NULL UNIQUE,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  hash        BLOB,
  UNIQUE (stream, revision)
);
`;
