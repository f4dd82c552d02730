import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteFiles } from './file-check';

describe('SqliteFiles: the main file never shrinks, in WAL mode only', () => {
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
});
