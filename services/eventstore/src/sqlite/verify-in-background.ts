import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { EventLogDamaged } from '../errors';
import { RESTORE_HINT, verifyChain, verifyLog } from './integrity';

/** What the verifying thread answers (chain.mjs checkChain). */
type Verdict = { events: number; broken: string | null };

/** Verifies the chain on this thread, on a read-only connection of its own. */
export function verifyChainOfFile(file: string): { events: number } {
  const db = new Database(file, { readonly: true });
  try {
    return verifyChain(db, file);
  } finally {
    db.close();
  }
}

/** Pages and chain on this thread; a file SQLite cannot even open as a database is damaged too. */
export function verifyLogOfFile(file: string): { events: number } {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true });
  } catch (error) {
    throw new EventLogDamaged(
      file,
      `The event log ${file} is damaged: ${(error as Error).message}. ${RESTORE_HINT}`,
    );
  }
  try {
    return verifyLog(db, file);
  } finally {
    db.close();
  }
}

/**
 * Verifies the hash chain (with `pages`, SQLite's page check first) on a worker thread, so that at start-up it runs beside the projections' replay
 * (the other CPU core) instead of before it: start-up time is the replay's, not the sum of both. The worker
 * is plain JavaScript (verify-worker.mjs), so it starts without the TypeScript loader; if it cannot run,
 * the check runs here instead: slower, never skipped.
 */
export function verifyChainInBackground(
  file: string,
  options: { pages?: boolean } = {},
): Promise<{ events: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./verify-worker.mjs', import.meta.url), {
      workerData: { file, pages: options.pages === true },
    });
    let answered = false;
    worker.once('message', ({ events, broken }: Verdict) => {
      answered = true;
      if (broken)
        reject(new EventLogDamaged(file, `The event log ${file} is damaged: ${broken}. ${RESTORE_HINT}`));
      else resolve({ events });
    });
    worker.once('error', (error) => {
      if (answered) return;
      answered = true;
      // The thread could not run the check (loading failed): run it here rather than not at all.
      try {
        resolve(options.pages ? verifyLogOfFile(file) : verifyChainOfFile(file));
      } catch (failure) {
        reject(failure instanceof Error ? failure : error);
      }
    });
    worker.once('exit', () => {
      if (!answered) reject(new Error(`the check of ${file} ended without an answer`));
    });
  });
}
