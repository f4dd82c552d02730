import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventLogDamaged, EventStoreUnavailable } from '../errors';
import { testEvent } from '../conformance/test-events';
import { SqliteEventStore } from './sqlite-event-store';
import { verifyLog } from './integrity';
import { verifyChainInBackground } from './verify-in-background';
import { createEventStore } from '../factory';

const quiet = { log: () => {} };

describe('the hash chain of the sqlite log', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-integrity-'));
    file = join(dir, 'events.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function writeLog(events: number, payload = 'x'): Promise<void> {
    const store = new SqliteEventStore(file, quiet);
    // Concurrent appends share commits (group commit): a few fsyncs instead of one per event.
    await Promise.all(
      Array.from({ length: events }, (_, i) =>
        store.append(`s-${i % 7}`, [testEvent('Happened', { i, payload })], { expectedRevision: 'any' }),
      ),
    );
    await store.close();
  }

  const edit = (sql: string) => {
    const db = new Database(file);
    db.exec(sql);
    db.close();
  };

  it('given a log written and closed, when it is opened again, then it opens and its chain verifies', async () => {
    await writeLog(20);
    const store = new SqliteEventStore(file, quiet);
    expect(await store.readAll()).toHaveLength(20);
    await store.close();
  });

  it('given a group with a refused append, when it commits, then the chain of what was stored still verifies', async () => {
    const store = new SqliteEventStore(file, quiet);
    await store.append('taken', [testEvent('Created')], { expectedRevision: 'no_stream' });
    const outcomes = await Promise.allSettled([
      store.append('a', [testEvent('A')], { expectedRevision: 'no_stream' }),
      store.append('taken', [testEvent('Again')], { expectedRevision: 'no_stream' }),
      store.append('c', [testEvent('C1'), testEvent('C2')], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(verifyLog(db, file)).toEqual({ events: 4 });
    db.close();
  });

  it('given an event whose data was changed in place, when the log is opened, then it refuses naming the file, the event and the restore', async () => {
    await writeLog(10);
    edit(`UPDATE events SET data = '{"i":4,"payload":"forged"}' WHERE position = 5`);
    const open = () => new SqliteEventStore(file, quiet);
    expect(open).toThrow(EventLogDamaged);
    expect(open).toThrow(/events\.sqlite is damaged: event at position 5 .*docs\/operations\.md/);
  });

  it('given an event changed in place, when the chain is checked off the main thread (as at server start), then it rejects naming the event', async () => {
    await writeLog(30);
    await expect(verifyChainInBackground(file)).resolves.toEqual({ events: 30 });
    edit(`UPDATE events SET type = 'Forged' WHERE position = 12`);
    await expect(verifyChainInBackground(file)).rejects.toThrow(/event at position 12 \(Forged/);
    await expect(verifyChainInBackground(file)).rejects.toBeInstanceOf(EventLogDamaged);
  });

  it('given an event removed from the middle, when the log is opened, then it refuses', async () => {
    await writeLog(10);
    edit('DELETE FROM events WHERE position = 3');
    expect(() => new SqliteEventStore(file, quiet)).toThrow(/event at position 4/);
  });

  it('given garbage written over the middle of the file, when the log is opened, then it refuses', async () => {
    await writeLog(300, 'y'.repeat(400));
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);
    expect(() => new SqliteEventStore(file, quiet)).toThrow(EventLogDamaged);
  });

  it('given a file truncated to a third, when the log is opened, then it refuses', async () => {
    await writeLog(300, 'y'.repeat(400));
    truncateSync(file, Math.floor(statSync(file).size / 3 / 4096) * 4096);
    expect(() => new SqliteEventStore(file, quiet)).toThrow(EventLogDamaged);
  });

  it('given a log written before the chain existed, when opened, then its events are chained once and later appends extend the chain', async () => {
    const old = new Database(file);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT NOT NULL,
      revision INTEGER NOT NULL, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL,
      metadata TEXT NOT NULL, recorded_at TEXT NOT NULL, UNIQUE (stream, revision))`);
    const insert = old.prepare(
      'INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 5; i += 1)
      insert.run(
        'old',
        i,
        `id-${i}`,
        'Old',
        '{}',
        JSON.stringify({ eventId: `id-${i}` }),
        '2026-01-01T00:00:00Z',
      );
    old.close();
    const messages: string[] = [];
    const store = new SqliteEventStore(file, { log: (m) => messages.push(m) });
    await store.append('new', [testEvent('New')], { expectedRevision: 'no_stream' });
    await store.close();
    expect(messages).toEqual([expect.stringContaining('added the hash chain to 5 existing events')]);
    const reopened = new SqliteEventStore(file, { log: (m) => messages.push(m) });
    expect((await reopened.readAll()).map((e) => e.stream)).toEqual([
      'old',
      'old',
      'old',
      'old',
      'old',
      'new',
    ]);
    await reopened.close();
    expect(messages).toHaveLength(1);
  });
});

describe('storage trouble while the log runs', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-storage-'));
    file = join(dir, 'events.sqlite');
    store = new SqliteEventStore(file, quiet);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const db = () => (store as unknown as { db: Database.Database }).db;

  it('given a full disk, when appending, then the append fails as unavailable (disk_full), ping fails, and a later append after space is freed succeeds', async () => {
    await store.append('seed', [testEvent('Seeded')], { expectedRevision: 'no_stream' });
    // A page limit stands in for a full disk: SQLite answers SQLITE_FULL exactly as on ENOSPC.
    const pages = db().pragma('page_count', { simple: true }) as bigint;
    db().pragma(`max_page_count = ${pages + 1n}`);
    const failed = store.append('big', [testEvent('Big', { blob: 'x'.repeat(100_000) })], {
      expectedRevision: 'no_stream',
    });
    await expect(failed).rejects.toBeInstanceOf(EventStoreUnavailable);
    await expect(failed).rejects.toMatchObject({ reason: 'disk_full' });
    await expect(store.ping()).rejects.toMatchObject({ reason: 'disk_full' });
    db().pragma('max_page_count = 1000000');
    await store.append('small', [testEvent('Small')], { expectedRevision: 'no_stream' });
    await expect(store.ping()).resolves.toBeUndefined();
    expect((await store.readAll()).map((e) => e.stream)).toEqual(['seed', 'small']);
  });

  it('given a log that refuses writes, when appending or pinging, then both fail as unavailable (read_only)', async () => {
    db().pragma('query_only = 1');
    await expect(store.ping()).rejects.toMatchObject({ reason: 'read_only' });
    await expect(
      store.append('a', [testEvent('A')], { expectedRevision: 'no_stream' }),
    ).rejects.toMatchObject({ name: 'EventStoreUnavailable', reason: 'read_only' });
    db().pragma('query_only = 0');
  });
});

describe('an empty or missing log beside data', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-lost-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const config = () => ({ kind: 'sqlite' as const, dataDir: dir });

  it('given an empty data dir, or one with only empty folders, when the store opens, then it is a fresh install', async () => {
    mkdirSync(join(dir, 'outbox', 'undeliverable'), { recursive: true });
    mkdirSync(join(dir, 'uploads'));
    writeFileSync(join(dir, 'events.sqlite'), '');
    const store = await createEventStore(config(), new Map());
    expect(await store.head()).toBeNull();
    await store.close();
  });

  it('given a zero-length events.sqlite beside sessions and sent mail, when the store opens, then it refuses naming both', async () => {
    writeFileSync(join(dir, 'events.sqlite'), '');
    const sessions = new Database(join(dir, 'sessions.sqlite'));
    sessions.exec("CREATE TABLE sessions (id TEXT PRIMARY KEY); INSERT INTO sessions VALUES ('s-1')");
    sessions.close();
    mkdirSync(join(dir, 'outbox'));
    writeFileSync(join(dir, 'outbox', 'mail.eml'), 'x');
    await expect(createEventStore(config(), new Map())).rejects.toThrow(EventLogDamaged);
    await expect(createEventStore(config(), new Map())).rejects.toThrow(
      /is empty \(0 bytes\).*sessions\.sqlite.*outbox.*move .* away/s,
    );
  });

  it('given a missing events.sqlite beside read models built from events (read.sqlite), when the store opens, then it refuses; read models never built are no evidence', async () => {
    const readModels = new Database(join(dir, 'read.sqlite'));
    readModels.exec('CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL)');
    readModels.close();
    await (await createEventStore(config(), new Map())).close();
    rmSync(join(dir, 'events.sqlite'));
    const built = new Database(join(dir, 'read.sqlite'));
    built.exec("INSERT INTO checkpoints VALUES ('bookings', '00000000000000000042')");
    built.close();
    await expect(createEventStore(config(), new Map())).rejects.toThrow(
      /is missing.*read\.sqlite \(read models/s,
    );
  });

  it('given a missing events.sqlite beside uploads, when the store opens, then it refuses and creates no log', async () => {
    mkdirSync(join(dir, 'uploads', 'blog'), { recursive: true });
    writeFileSync(join(dir, 'uploads', 'blog', 'a.webp'), 'x');
    await expect(createEventStore(config(), new Map())).rejects.toThrow(/is missing.*uploads/s);
    expect(existsSync(join(dir, 'events.sqlite'))).toBe(false);
  });

  it('given a log with no event (a copy without its -wal) beside a mail checkpoint past the start, when the store opens, then it refuses', async () => {
    // What copying events.sqlite alone gives while its events are still in the -wal file: a header page.
    const copy = new Database(join(dir, 'events.sqlite'));
    copy.pragma('journal_mode = WAL');
    copy.close();
    mkdirSync(join(dir, 'reactors'));
    writeFileSync(join(dir, 'reactors', 'mail.json'), JSON.stringify({ position: '42' }));
    await expect(createEventStore(config(), new Map())).rejects.toThrow(/holds no event.*reactors/s);
    writeFileSync(join(dir, 'reactors', 'mail.json'), JSON.stringify({ position: '0' }));
    await (await createEventStore(config(), new Map())).close();
  });
});
