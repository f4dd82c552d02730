// The worker side of verifyChainInBackground: one check of the hash chain, one answer. Plain JavaScript,
// so that the thread starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { checkChain } from './chain.mjs';

const db = new Database(workerData.file, { readonly: true });
try {
  // Only ever started as a worker thread (verify-in-background.ts), where parentPort is set.
  /** @type {import('node:worker_threads').MessagePort} */ (parentPort).postMessage(checkChain(db));
} finally {
  db.close();
}
