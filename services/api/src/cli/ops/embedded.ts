import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { verifyLog } from '@chauffeur/eventstore';
import { checkSums, listFiles, readManifest, writeManifest, type Manifest } from './manifest';
import { filesInUse } from './live-data-dir';
import { copySqlite, integrityCheck } from './sqlite-copy';
import type { OpsOutput } from './output';

/**
 * What an embedded backup copies, IN THIS ORDER (one table, read by backup and restore). The derived and
 * checkpointed things come before the log, so that a restored checkpoint is never ahead of the restored
 * log: the mail reactor's checkpoint (ahead, it would skip the mails of the events after it) and the read
 * models (ahead, the server would find them ahead of the log and rebuild them all). Uploads and mails
 * after the log: a file an event names is written before its event.
 */
const CONTENTS: readonly { name: string; kind: 'folder' | 'sqlite' | 'log' | 'secret' }[] = [
  { name: 'reactors', kind: 'folder' },
  { name: 'read.sqlite', kind: 'sqlite' },
  { name: 'sessions.sqlite', kind: 'sqlite' },
  { name: 'events.sqlite', kind: 'log' },
  { name: 'uploads', kind: 'folder' },
  { name: 'outbox', kind: 'folder' },
  // The signing secret, when the server generated one: without it every session of the backup is void.
  { name: '.jwt-secret', kind: 'secret' },
];

export interface LogFacts {
  events: number;
  last_position: string | null;
}

/** The copy of the log, checked on its own like at start-up: pages, then the hash chain of every event. */
function checkLog(file: string): LogFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const { events } = verifyLog(db, file);
    const last = db.prepare('SELECT MAX(position) AS last FROM events').get() as { last: number | null };
    return { events, last_position: last.last === null ? null : String(last.last) };
  } finally {
    db.close();
  }
}

export async function backupEmbedded(
  dataDir: string,
  target: string,
  out: OpsOutput,
  now: () => Date,
): Promise<Manifest> {
  if (!existsSync(join(dataDir, 'events.sqlite')))
    throw new Error(
      `no event log at ${join(dataDir, 'events.sqlite')} (set DATA_DIR to the server's data folder)`,
    );
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: give a new folder, a backup never overwrites another`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  let log: LogFacts | null = null;
  for (const item of CONTENTS) {
    const from = join(dataDir, item.name);
    const to = join(target, item.name);
    if (!existsSync(from)) continue;
    if (item.kind === 'folder') {
      cpSync(from, to, { recursive: true, preserveTimestamps: true });
      const files = readdirSync(to, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      out.note(`${item.name}/: ${files.length} files`);
    } else if (item.kind === 'secret') {
      copyFileSync(from, to);
      chmodSync(to, 0o600);
      out.note(item.name);
    } else {
      await copySqlite(from, to);
      const size = `${(statSync(to).size / 1e6).toFixed(1)} MB`;
      if (item.kind === 'log') {
        log = checkLog(to);
        out.note(
          `${item.name}: ${log.events} events up to position ${log.last_position ?? '-'}, pages and hash chain ok, ${size}`,
        );
      } else {
        integrityCheck(to);
        out.note(`${item.name}: integrity ok, ${size}`);
      }
    }
  }
  const manifest: Manifest = {
    format: 'chauffeur-backup/1',
    deployment: 'embedded',
    created_at: now().toISOString(),
    source: dataDir,
    log: { events: log!.events, last_position: log!.last_position },
    files: await listFiles(target),
    notes: [
      'SQLite files copied with the online backup API (one read transaction each), read models and mail checkpoints before the log',
    ],
  };
  writeManifest(target, manifest);
  return manifest;
}

/** Problems found in an embedded backup: sums, SQLite pages of each file, the log's hash chain. */
export async function verifyEmbedded(folder: string, manifest: Manifest): Promise<string[]> {
  const problems = await checkSums(folder, manifest);
  if (problems.length > 0) return problems;
  for (const item of CONTENTS) {
    const file = join(folder, item.name);
    if (!existsSync(file) || (item.kind !== 'sqlite' && item.kind !== 'log')) continue;
    try {
      if (item.kind === 'sqlite') integrityCheck(file);
      else {
        const facts = checkLog(file);
        if (facts.events !== manifest.log.events || facts.last_position !== manifest.log.last_position)
          problems.push(
            `events.sqlite: ${facts.events} events up to ${facts.last_position}, the manifest says ${manifest.log.events} up to ${manifest.log.last_position}`,
          );
      }
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (!existsSync(join(folder, 'events.sqlite')))
    problems.push('events.sqlite: missing (a backup without the log)');
  return problems;
}

/**
 * Moves DATA_DIR's content to `aside`: one rename, or, when DATA_DIR is a mount point (a volume: the
 * rename fails with EBUSY/EXDEV), a copy of each entry then its removal; DATA_DIR itself stays.
 */
function moveAside(dataDir: string, aside: string): void {
  try {
    renameSync(dataDir, aside);
    return;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'EBUSY' && code !== 'EXDEV' && code !== 'EPERM') throw error;
  }
  mkdirSync(aside, { mode: 0o700 });
  for (const name of readdirSync(dataDir)) {
    cpSync(join(dataDir, name), join(aside, name), { recursive: true, preserveTimestamps: true });
    rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Restores a verified backup into DATA_DIR. Refuses while any process has DATA_DIR's databases open (the
 * server, `npm run admin`): replacing files under a running SQLite connection corrupts what it writes next.
 * The current DATA_DIR is never deleted: it is moved aside whole (`<DATA_DIR>.before-restore-<time>`).
 */
export async function restoreEmbedded(
  folder: string,
  dataDir: string,
  out: OpsOutput,
  now: () => Date,
): Promise<{ asideTo: string | null }> {
  const manifest = readManifest(folder);
  if (manifest.deployment !== 'embedded')
    throw new Error(`${folder} is a ${manifest.deployment} backup; restore it with --prod`);
  const problems = await verifyEmbedded(folder, manifest);
  if (problems.length > 0) throw new Error(`the backup fails verification:\n  ${problems.join('\n  ')}`);
  const busy = existsSync(dataDir) ? filesInUse(dataDir) : [];
  if (busy.length > 0)
    throw new Error(
      `${busy.join(', ')} in ${dataDir} is open in another process (the server is running?): stop it, then restore`,
    );
  let asideTo: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    asideTo = `${dataDir}.before-restore-${now().toISOString().replace(/[:.]/g, '-')}`;
    moveAside(dataDir, asideTo);
    out.note(`the previous ${dataDir} is kept as ${asideTo}`);
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  cpSync(folder, dataDir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => source !== join(folder, 'manifest.json'),
  });
  chmodSync(dataDir, 0o700);
  return { asideTo };
}
