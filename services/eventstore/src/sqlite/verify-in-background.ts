import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { EventLogDamaged } from '../errors';
import { verifyChain } from './integrity';

/** What the verifying thread answers. */
type Verdict = { ok: true; events: number } | { ok: false; damaged: boolean; message: string };

/** Verifies the chain on this thread, on a read-only connection of its own. */
export function verifyChainOfFile(file: string): { events: number } {
  const db = new Database(file, { readonly: true });
  try {
    return verifyChain(db, file);
  } finally {
    db.close();
  }
}

/**
 * Verifies the hash chain on a worker thread, so that at start-up it runs beside the projections' replay
 * (the other CPU core) instead of before it: start-up time is the replay's, not the sum of both. The worker
 * loads TypeScript through tsx like the server itself; where that is not possible (no tsx hooks), the check
 * runs here instead: slower, never skipped.
 */
export function verifyChainInBackground(file: string): Promise<{ events: number }> {
  let api: string;
  try {
    api = import.meta.resolve('tsx/esm/api');
  } catch {
    return Promise.resolve().then(() => verifyChainOfFile(file));
  }
  const entry = new URL('./verify-worker.ts', import.meta.url).href;
  // An eval'd bootstrap: a worker does not inherit the parent's tsx hooks (node 20), so it registers them.
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: { file } });
    let answered = false;
    worker.once('message', (verdict: Verdict) => {
      answered = true;
      if (verdict.ok) resolve({ events: verdict.events });
      else reject(verdict.damaged ? new EventLogDamaged(file, verdict.message) : new Error(verdict.message));
    });
    worker.once('error', (error) => {
      if (answered) return;
      answered = true;
      // The thread could not run the check (loading failed): run it here rather than not at all.
      try {
        resolve(verifyChainOfFile(file));
      } catch (failure) {
        reject(failure instanceof Error ? failure : error);
      }
    });
    worker.once('exit', () => {
      if (!answered) reject(new Error(`the check of ${file} ended without an answer`));
    });
  });
}
