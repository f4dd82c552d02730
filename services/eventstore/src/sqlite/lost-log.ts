import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EventLogDamaged } from '../errors';
import { RESTORE_HINT } from './integrity';

/** Files under a folder of DATA_DIR (the server creates some of these folders empty at start). */
const filesUnder = (path: string): string[] =>
  existsSync(path) && statSync(path).isDirectory()
    ? readdirSync(path, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];

/** Sign-in sessions exist only for accounts, and accounts only as events. Unreadable counts as data. */
function sessionsRecorded(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sessions'").get();
    return table !== undefined && db.prepare('SELECT 1 FROM sessions LIMIT 1').get() !== undefined;
  } catch {
    return true;
  } finally {
    db?.close();
  }
}

/**
 * Read models with a checkpoint past position 0 (read.sqlite, decision 117) were built from events.
 * Unreadable counts as data.
 */
function readModelsBuilt(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'checkpoints'")
      .get();
    // Positions are stored as 20-digit zero-padded text (projections/src/readstore/sqlite/checkpoints.ts).
    return (
      table !== undefined &&
      db.prepare("SELECT 1 FROM checkpoints WHERE position > '00000000000000000000' LIMIT 1").get() !==
        undefined
    );
  } catch {
    return true;
  } finally {
    db?.close();
  }
}

/** A mail reactor checkpoint past position 0 means it has seen events. Unreadable counts as data. */
const checkpointPastStart = (file: string): boolean => {
  try {
    const { position } = JSON.parse(readFileSync(file, 'utf8')) as { position?: unknown };
    return position !== '0';
  } catch {
    return true;
  }
};

/**
 * What the server writes into DATA_DIR only because its log has events: each of these beside a log without
 * events proves the log was lost, not that this is a first start. (`.jwt-secret` is left out: keeping a
 * secret is harmless, and an operator may keep it on purpose across a real fresh install.)
 */
const EVIDENCE: { name: string; what: string; found: (path: string) => boolean }[] = [
  { name: 'sessions.sqlite', what: 'sign-in sessions', found: sessionsRecorded },
  { name: 'read.sqlite', what: 'read models built from events', found: readModelsBuilt },
  { name: 'outbox', what: 'sent e-mails', found: (path) => filesUnder(path).length > 0 },
  { name: 'uploads', what: 'uploaded images', found: (path) => filesUnder(path).length > 0 },
  {
    name: 'reactors',
    what: "the mail reactor's checkpoints",
    found: (path) => filesUnder(path).some(checkpointPastStart),
  },
];

/**
 * Refuses to treat a log without events (a missing or zero-length events.sqlite, or a file holding no event,
 * such as a copy taken without its -wal file) as a fresh install when DATA_DIR holds data only a log with
 * events leads to: starting would serve an empty history and write new events into a new log.
 * `state` says what is wrong with the log, for the message.
 */
export function refuseLostLog(dataDir: string, state: 'missing' | 'zero-length' | 'no events'): void {
  const found = EVIDENCE.filter(({ name, found }) => found(join(dataDir, name)));
  if (found.length === 0) return;
  const file = join(dataDir, 'events.sqlite');
  const says = { missing: 'is missing', 'zero-length': 'is empty (0 bytes)', 'no events': 'holds no event' }[
    state
  ];
  const list = found.map(({ name, what }) => `${name} (${what})`).join(', ');
  throw new EventLogDamaged(
    file,
    `The event log ${file} ${says}, but ${dataDir} holds data written by a server with events: ${list}. ` +
      `Refusing to start as a fresh install. ${RESTORE_HINT} ` +
      `For a real fresh install, move ${dataDir} away (or point DATA_DIR at an empty folder) and start again.`,
  );
}

/** What state the log file is in before it is opened: the states refuseLostLog must look behind. */
export function logFileState(file: string): 'missing' | 'zero-length' | 'present' {
  if (!existsSync(file)) return 'missing';
  return statSync(file).size === 0 ? 'zero-length' : 'present';
}
