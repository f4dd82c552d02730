import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';

/**
 * The seal of a verified log (issue 16, point 2, decision 118): written beside the log when the server
 * stops cleanly after a run whose full check passed, it says "this file, exactly as it is now, was verified
 * up to this event". The next start then only checks the events after it before serving, and checks the
 * whole file (pages and chain) in the background: start-up no longer grows with history.
 *
 * The seal names the file's identity as the file system sees it (inode, size, modification and change
 * times) and the last event's position and chain hash. Any change to the file since the seal (an edit, a
 * copy, a restored backup, a crash that left a write-ahead log) changes one of them, so the start falls back
 * to the full check before serving, as before. The change time cannot be set back by a program (unlike the
 * modification time), and a `check` hash over the seal's own fields refuses a torn or edited seal.
 */
export interface Seal {
  position: bigint;
  hash: Buffer;
}

interface SealFile {
  position: string;
  hash: string;
  file: FileIdentity;
  check: string;
}

interface FileIdentity {
  ino: number;
  size: number;
  mtimeNs: string;
  ctimeNs: string;
}

export const sealFileOf = (logFile: string) => `${logFile}.verified.json`;

function identityOf(logFile: string): FileIdentity {
  const stat = statSync(logFile, { bigint: true });
  return {
    ino: Number(stat.ino),
    size: Number(stat.size),
    mtimeNs: stat.mtimeNs.toString(),
    ctimeNs: stat.ctimeNs.toString(),
  };
}

const checkOf = (fields: Omit<SealFile, 'check'>) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('hex');

/** A write-ahead log with content holds pages the file's identity does not cover. */
function hasPendingWal(logFile: string): boolean {
  const wal = `${logFile}-wal`;
  return existsSync(wal) && statSync(wal).size > 0;
}

/**
 * The seal, when it still describes the file exactly; else null (and the caller checks everything). Read
 * before the log is opened: opening must not be what changes the file.
 */
export function readSeal(logFile: string): Seal | null {
  const sealFile = sealFileOf(logFile);
  if (!existsSync(sealFile) || hasPendingWal(logFile)) return null;
  try {
    const seal = JSON.parse(readFileSync(sealFile, 'utf8')) as SealFile;
    const { check, ...fields } = seal;
    if (check !== checkOf(fields)) return null;
    if (JSON.stringify(fields.file) !== JSON.stringify(identityOf(logFile))) return null;
    return { position: BigInt(fields.position), hash: Buffer.from(fields.hash, 'hex') };
  } catch {
    return null; // unreadable: the full check decides
  }
}

/** The seal's event is still in the log with the hash the seal names (the chain's anchor for the tail). */
export function sealMatches(db: Database.Database, seal: Seal): boolean {
  const stored = db.prepare('SELECT hash FROM events WHERE position = ?').pluck(true).get(seal.position) as
    Buffer | null | undefined;
  return stored instanceof Buffer && stored.equals(seal.hash);
}

/** Writes the seal after the log was closed (its write-ahead log folded in), atomically; never throws. */
export function writeSeal(logFile: string, tip: Seal): boolean {
  try {
    if (hasPendingWal(logFile)) return false;
    const fields = {
      position: tip.position.toString(),
      hash: tip.hash.toString('hex'),
      file: identityOf(logFile),
    };
    const sealFile = sealFileOf(logFile);
    writeFileSync(`${sealFile}.tmp`, `${JSON.stringify({ ...fields, check: checkOf(fields) })}\n`);
    renameSync(`${sealFile}.tmp`, sealFile);
    return true;
  } catch {
    return false; // no seal: the next start checks everything first, as it always did
  }
}

/** A damaged log must never be trusted on a seal again. */
export function breakSeal(logFile: string): void {
  rmSync(sealFileOf(logFile), { force: true });
}
