import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventCatalogue } from '@chauffeur/contracts';
import { EventLogDamaged } from './errors';
import { openEventStoreForServer } from './factory';
import { testEvent } from './conformance/test-events';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import { readSeal, sealFileOf, writeSeal } from './sqlite/verified-seal';

// The catalogue decorator is not what is tested here (nothing is appended through it): an empty one.
const catalogue: EventCatalogue = new Map();
const quiet = { log: () => {} };

/** Decision 118: a log sealed by a clean stop is served before its full check, which then runs beside. */
describe('the server start on a sealed log', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-seal-'));
    file = join(dir, 'events.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function writeLog(events: number): Promise<void> {
    const store = new SqliteEventStore(file, quiet);
    for (let i = 0; i < events; i += 1)
      await store.append(`s-${i % 3}`, [testEvent('Happened', { i })], { expectedRevision: 'any' });
    await store.close();
  }

  /** A server run: open, full check awaited, clean stop (which seals). */
  async function cleanRun(): Promise<boolean> {
    const opened = await openEventStoreForServer({ kind: 'sqlite', dataDir: dir }, catalogue);
    await opened.verified();
    await opened.closeAndSeal();
    return opened.servesBeforeCheck;
  }

  const edit = (sql: string) => {
    const db = new Database(file);
    db.exec(sql);
    db.close();
  };

  it('given a clean stop after a verified run, when the server starts again, then it may serve before the full check, which still runs and passes', async () => {
    await writeLog(12);
    expect(await cleanRun()).toBe(false); // never sealed: checked before serving
    expect(readSeal(file)).toMatchObject({ position: 12n });
    const opened = await openEventStoreForServer({ kind: 'sqlite', dataDir: dir }, catalogue);
    expect(opened.servesBeforeCheck).toBe(true);
    await expect(opened.verified()).resolves.toMatchObject({ events: 12 });
    await opened.closeAndSeal();
  });

  it('given the file edited after the seal (an event rewritten), when the server starts, then it checks everything before serving and refuses naming the event', async () => {
    await writeLog(12);
    await cleanRun();
    edit(`UPDATE events SET data = '{"i":99}' WHERE position = 4`);
    const opened = await openEventStoreForServer({ kind: 'sqlite', dataDir: dir }, catalogue);
    expect(opened.servesBeforeCheck).toBe(false);
    await expect(opened.verified()).rejects.toThrow(/event at position 4 /);
    await opened.store.close();
  });

  it('given damage the seal cannot see (bit rot under an unchanged identity), when the server starts, then the background check finds it, the seal is broken and the next start refuses before serving', async () => {
    await writeLog(12);
    await cleanRun();
    const seal = JSON.parse(readFileSync(sealFileOf(file), 'utf8')) as { hash: string };
    edit(`UPDATE events SET data = '{"i":99}' WHERE position = 4`);
    // Re-seal the damaged file as if nothing had changed: what a flipped bit on disk looks like to the seal.
    expect(writeSeal(file, { position: 12n, hash: Buffer.from(seal.hash, 'hex') })).toBe(true);

    const opened = await openEventStoreForServer({ kind: 'sqlite', dataDir: dir }, catalogue);
    expect(opened.servesBeforeCheck).toBe(true);
    await expect(opened.verified()).rejects.toBeInstanceOf(EventLogDamaged);
    await expect(opened.verified()).rejects.toThrow(/event at position 4 /);
    expect(existsSync(sealFileOf(file))).toBe(false);
    await opened.closeAndSeal(); // a damaged run never seals
    expect(existsSync(sealFileOf(file))).toBe(false);

    const again = await openEventStoreForServer({ kind: 'sqlite', dataDir: dir }, catalogue);
    expect(again.servesBeforeCheck).toBe(false);
    await expect(again.verified()).rejects.toThrow(/event at position 4 /);
    await again.store.close();
  });

  it('given a crash (a write-ahead log left behind), when the server starts, then the seal is not trusted', async () => {
    await writeLog(5);
    await cleanRun();
    const running = new SqliteEventStore(file, quiet);
    await running.append('s-9', [testEvent('Happened', { i: 5 })], { expectedRevision: 'any' });
    expect(readSeal(file)).toBeNull(); // the -wal file holds the new event, as after a SIGKILL
    await running.close();
  });

  it('given a seal edited or torn, when read, then it is not trusted', async () => {
    await writeLog(5);
    await cleanRun();
    const text = readFileSync(sealFileOf(file), 'utf8');
    writeFileSync(sealFileOf(file), text.replace('"position":"5"', '"position":"4"'));
    expect(readSeal(file)).toBeNull();
    writeFileSync(sealFileOf(file), text.slice(0, 20));
    expect(readSeal(file)).toBeNull();
    writeFileSync(sealFileOf(file), text);
    expect(readSeal(file)).toMatchObject({ position: 5n });
  });

  it('given a run whose full check was never awaited, when it stops, then it does not seal', async () => {
    await writeLog(5);
    const opened = await openEventStoreForServer({ kind: 'sqlite', dataDir: dir }, catalogue);
    await opened.closeAndSeal();
    expect(existsSync(sealFileOf(file))).toBe(false);
  });
});
