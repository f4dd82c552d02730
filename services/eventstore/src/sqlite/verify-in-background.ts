import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** Small heaps: the check streams pages of rows, so garbage is all it makes (~100 MB resident at 1M events). */
const CHECK_NODE_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=128'];

/**
 * Verifies the hash chain (with `pages`, SQLite's page check first) in a child process, so that at start-up
 * it runs beside the read models' catch-up or beside the serving server (the other CPU core) instead of
 * before them. A process, not a worker thread: a thread shares the server's V8 flags, whose large young
 * generation (`--max-semi-space-size=64`, scripts/server-node-flags.mjs) let the check grow the server's
 * resident memory by ~150 MB at 1,000,000 events (decision 118); the child runs with node's defaults, and
 * its memory is returned when it exits. It is plain JavaScript (verify-worker.mjs), so it starts without
 * the TypeScript loader. If it cannot run or ends without an answer, the check runs here instead: slower,
 * never skipped.
 */
export function verifyChainInBackground(
  file: string,
  options: { pages?: boolean } = {},
): Promise<{ events: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./verify-worker.mjs', import.meta.url)),
      [file, options.pages ? 'pages' : 'chain'],
      { execArgv: CHECK_NODE_FLAGS, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
    );
    let answered = false;
    const inProcess = () => {
      if (answered) return;
      answered = true;
      try {
        resolve(options.pages ? verifyLogOfFile(file) : verifyChainOfFile(file));
      } catch (failure) {
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
    };
    child.once('message', (message) => {
      if (answered) return;
      answered = true;
      const { events, broken } = message as Verdict;
      if (broken)
        reject(new EventLogDamaged(file, `The event log ${file} is damaged: ${broken}. ${RESTORE_HINT}`));
      else resolve({ events });
    });
    child.once('error', inProcess);
    child.once('close', inProcess); // after its last message: ended without an answer
  });
}
