// The child process of verifyChainInBackground: one check of the log, one answer, then exit. Plain
// JavaScript, so that it starts without the TypeScript loader. Arguments: the log file, `pages` or `chain`.
import Database from 'better-sqlite3';
import { checkChain } from './chain.mjs';

/**
 * With `pages`, SQLite's page check first (quick_check, as integrity.ts verifyPages): a start-up that skipped
 * it (a sealed log, verified-seal.ts) has it done here, beside the serving server.
 * @param {import('better-sqlite3').Database} db
 * @returns {{ events: number; broken: string | null }}
 */
function check(db) {
  if (process.argv[3] === 'pages') {
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

const db = new Database(/** @type {string} */ (process.argv[2]), { readonly: true });
let verdict;
try {
  verdict = check(db);
} finally {
  db.close();
}
// Only ever started by fork() (verify-in-background.ts), where process.send is set; exit once it is sent.
/** @type {NonNullable<typeof process.send>} */ (process.send)(verdict, () => process.disconnect());
