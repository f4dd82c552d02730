// `npm run backup [-- <target dir>]`: an online, consistent copy of DATA_DIR while the server runs, verified
// before it is called a backup. The target has DATA_DIR's layout, so restoring is copying it back
// (docs/operations.md, "Backup and restore").
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { verifyLog, verifyPages } from '@chauffeur/eventstore';

const dataDir = resolve(process.env.DATA_DIR || './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? join('backups', stamp));

/**
 * One SQLite file, copied inside one read transaction (`VACUUM INTO`): a snapshot of a single moment even
 * while the server commits, and no `-wal` file to forget. Then the copy is opened and checked on its own.
 */
function copySqlite(name: string, verify: (db: Database.Database, file: string) => string): string {
  const from = join(dataDir, name);
  const to = join(target, name);
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(to);
  } finally {
    source.close();
  }
  const copy = new Database(to, { readonly: true });
  try {
    return `${name}: ${verify(copy, to)}, ${(statSync(to).size / 1e6).toFixed(1)} MB`;
  } finally {
    copy.close();
  }
}

function copyFolder(name: string): string | null {
  const from = join(dataDir, name);
  if (!existsSync(from)) return null;
  cpSync(from, join(target, name), { recursive: true, preserveTimestamps: true });
  const files = readdirSync(join(target, name), { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  ).length;
  return `${name}/: ${files} files`;
}

function main(): void {
  if (!existsSync(join(dataDir, 'events.sqlite')))
    throw new Error(
      `no event log at ${join(dataDir, 'events.sqlite')} (set DATA_DIR to the server's data folder)`,
    );
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: give a new folder, a backup never overwrites another`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const wrote: string[] = [];
  // The mail reactor's checkpoints first, the log after: a restored checkpoint is then never ahead of the
  // restored log (ahead, it would skip the mails of events written after the restore).
  const reactors = copyFolder('reactors');
  if (reactors) wrote.push(reactors);
  if (existsSync(join(dataDir, 'sessions.sqlite')))
    wrote.push(
      copySqlite('sessions.sqlite', (db, file) => {
        verifyPages(db, file);
        return 'pages ok';
      }),
    );
  wrote.push(
    copySqlite(
      'events.sqlite',
      (db, file) => `${verifyLog(db, file).events} events, pages and hash chain ok`,
    ),
  );
  for (const folder of ['uploads', 'outbox']) {
    const copied = copyFolder(folder);
    if (copied) wrote.push(copied);
  }
  // The signing secret, when the server generated one: without it every session of the backup is void.
  if (existsSync(join(dataDir, '.jwt-secret'))) {
    copyFileSync(join(dataDir, '.jwt-secret'), join(target, '.jwt-secret'));
    chmodSync(join(target, '.jwt-secret'), 0o600);
    wrote.push('.jwt-secret');
  }
  // The read models (read.sqlite) are derived from the log and not copied (decision 117): the first start
  // after a restore rebuilds them, and a copy taken at another instant than the log's could be ahead of it.
  if (existsSync(join(dataDir, 'read.sqlite')))
    wrote.push('read.sqlite: not copied (derived from the log: rebuilt at the first start after a restore)');
  console.log(`[backup] ${dataDir} → ${target}`);
  for (const line of wrote) console.log(`[backup]   ${line}`);
  console.log(
    '[backup] verified. To restore: stop the server, then copy this folder back as DATA_DIR (in place of ' +
      'the old one, read.sqlite included).',
  );
}

try {
  main();
} catch (error) {
  console.error(`[backup] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
