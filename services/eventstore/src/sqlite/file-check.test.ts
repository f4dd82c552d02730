import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteFiles } from './file-check';

describe('SqliteFiles: the main file never shrinks, in WAL mode only, but by a VACUUM', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'file-check-'));
    file = join(dir, 'db.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given a file in rollback mode that SQLite itself makes smaller (VACUUM), then no alarm', () => {
    const db = new Database(file);
    db.pragma('journal_mode = DELETE');
    db.exec('CREATE TABLE t (x TEXT)');
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run('x'.repeat(1000));
    })();
    const files = new SqliteFiles(file);
    expect(files.check()).toBeNull();
    const before = statSync(file).size;
    db.exec('DELETE FROM t');
    db.exec('VACUUM');
    expect(statSync(file).size).toBeLessThan(before);
    // A file system without WAL leaves the log in rollback mode, where a file may shrink: no false alarm.
    expect(files.check()).toBeNull();
    db.close();
    files.close();
  });

  it('given a log in WAL mode that an operator VACUUMs from another process, then no alarm, and a later cut still is one', () => {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (id TEXT UNIQUE, x TEXT)');
    const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
    // Random ids leave the index's pages half full, as the log's event ids do: a VACUUM packs them.
    db.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run(randomUUID(), 'x'.repeat(50));
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    const files = new SqliteFiles(file);
    expect(files.check()).toBeNull();
    const before = statSync(file).size;
    const operator = new Database(file);
    operator.exec('VACUUM');
    operator.pragma('wal_checkpoint(TRUNCATE)');
    operator.close();
    expect(statSync(file).size).toBeLessThan(before);
    // Decision 299: it said "the file is … bytes long, it was … bytes (cut short)", and every append was refused.
    expect(files.check()).toBeNull();
    insert.run(randomUUID(), 'after');
    expect(files.checkCommit()).toBeNull();
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(files.check()).toBeNull();
    truncateSync(file, statSync(file).size - 4096);
    expect(files.check()).toMatch(/cut short/);
    db.close();
    files.close();
  });
});
