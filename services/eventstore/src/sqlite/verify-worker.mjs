// The worker side of verifyChainInBackground: one check of the hash chain, one answer. Plain JavaScript,
// so that the thread starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { checkChain } from './chain.mjs';

const db = new Database(workerData.file, { readonly: true });
try {
  parentPort.postMessage(checkChain(db));
} finally {
  db.close();
}
