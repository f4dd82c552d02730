import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code, evaluated (not a file: the compiled server is one bundle per entry). Its own
 * connection copies the WAL into the database file with a PASSIVE checkpoint: it never waits for, nor
 * blocks, the writer or the readers, and stopping it half-way (process exit) leaves a valid WAL that the
 * next checkpoint copies again.
 */
const WORKER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
try {
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_checkpoint(PASSIVE)');
} finally {
  db.close();
}
`;

/** better-sqlite3 as this module resolves it, so that the worker loads the same driver whatever its cwd. */
const driver = (): string => createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Copies the WAL of the SQLite file at `path` into the file on another thread (issue 16, point 3). After
 * a full rebuild's load the WAL holds every row written (hundreds of MB at 200,000 events): copied by the
 * committing connection, as SQLite's automatic checkpoint does, it held the only thread for 0.8–1.8 s
 * after the read models were already committed. Resolves when the copy ended: with the error the worker
 * met (SQLite's, or the thread's own), for the store to remember as a failure (a copy that fails on the
 * file is the file failing, health must say so: decision 294); with null when it copied, or when no
 * thread could be started (nothing touched the file: the writer's next automatic checkpoint copies it).
 */
export function checkpointInBackground(path: string): Promise<Error | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(WORKER, { eval: true, workerData: { path, driver: driver() } });
    } catch {
      resolve(null);
      return;
    }
    let failure: Error | null = null;
    worker.once('error', (error) => (failure = error));
    worker.once('exit', () => resolve(failure));
  });
}
