// The worker side of verifyChainInBackground: one check of the hash chain, one answer. Plain JavaScript,
// so that the thread starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { checkChain } from './chain.mjs';

/**
 * With `pages`, SQLite's page check first (quick_check, as integrity.ts verifyPages): a start-up that skipped
 * it (a sealed log, verified-seal.ts) has it done here, beside the serving server.
 * @param {import('better-sqlite3').Database} db
 * @returns {{ events: number; broken: string | null }}
 */
function check(db) {
  if (workerData.pages) {
    /** @type {string[]} */
    let problems;
    try {
      problems = /** @type {{ quick_check: string }[]} */ (db.pragma('quick_check(5)')).map(
        (row) => row.quick_check,
      );
    } catch (error) {
      return { events: 0, broken: error instanceof Error ? error.message : String(error) };
    }
    if (problems.length !== 1 || problems[0] !== 'ok')
      return { events: 0, broken: `SQLite finds ${problems.join('; ')}` };
  }
  return checkChain(db);
}

const db = new Database(workerData.file, { readonly: true });
try {
  // Only ever started as a worker thread (verify-in-background.ts), where parentPort is set.
  /** @type {import('node:worker_threads').MessagePort} */ (parentPort).postMessage(check(db));
} finally {
  db.close();
}
