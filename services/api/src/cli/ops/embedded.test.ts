import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { testEvent, uniqueStream } from '@chauffeur/eventstore/testing';
import { ops, type OpsDeps } from './ops';
import type { Runner } from './runner';

/** `npm run ops` on a real embedded DATA_DIR: backup while the log is open and written, verify, restore. */
describe('npm run ops (embedded)', () => {
  let root: string;
  let dataDir: string;
  let store: SqliteEventStore | null;
  let notes: string[];
  let results: string[];
  const noDocker: Runner = {
    run: () => Promise.reject(new Error('the embedded deployment never runs docker')),
  };
  const deps = (): OpsDeps => ({
    env: { DATA_DIR: dataDir },
    out: { note: (line) => notes.push(line), result: (line) => results.push(line) },
    runner: noDocker,
    now: () => new Date('2026-11-25T10:00:00Z'),
    cwd: root,
    projections: async () => 0,
    owner: '1000:1000',
  });

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'ops-'));
    dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    mkdirSync(join(dataDir, 'reactors'));
    writeFileSync(join(dataDir, 'uploads', 'photo.jpg'), 'jpeg bytes');
    writeFileSync(join(dataDir, 'reactors', 'mail.json'), '{"position":"3"}');
    writeFileSync(join(dataDir, '.jwt-secret'), 'secret', { mode: 0o600 });
    const sessions = new Database(join(dataDir, 'sessions.sqlite'));
    sessions.pragma('journal_mode = WAL');
    sessions.exec("CREATE TABLE s (id TEXT); INSERT INTO s VALUES ('one')");
    sessions.close();
    store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const stream = uniqueStream('booking');
    await store.append(stream, [testEvent('A'), testEvent('B'), testEvent('C')], {
      expectedRevision: 'no_stream',
    });
    notes = [];
    results = [];
  });
  afterEach(async () => {
    await store?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up a log that is open in the server, with a manifest that names every file, its size and sum', async () => {
    expect(await ops(['backup', 'b1'], deps())).toBe(0);
    const folder = join(root, 'b1');
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ deployment: 'embedded', log: { events: 3, last_position: '3' } });
    expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual(
      ['.jwt-secret', 'events.sqlite', 'reactors/mail.json', 'sessions.sqlite', 'uploads/photo.jpg'].sort(),
    );
    for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    // One self-contained file per database: no -wal beside it to forget.
    expect(readdirSync(folder).filter((name) => name.endsWith('-wal'))).toEqual([]);
    expect(results).toEqual([folder]);
  });

  it('backs up consistently while another process keeps committing: each copy verifies on its own', async () => {
    await store!.close();
    store = null;
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures/busy-writer.ts'), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        writer.stdout.once('data', () => resolve());
        writer.once('exit', (code) => reject(new Error(`the writer exited with ${code}`)));
      });
      const counts: number[] = [];
      for (const name of ['w1', 'w2', 'w3']) {
        expect(await ops(['backup', name], deps()), notes.join('\n')).toBe(0);
        expect(await ops(['verify', name], deps()), notes.join('\n')).toBe(0);
        counts.push(JSON.parse(readFileSync(join(root, name, 'manifest.json'), 'utf8')).log.events);
      }
      // The writer was committing all along: later copies hold more events.
      expect(counts[2]).toBeGreaterThan(counts[0]!);
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('default folder is backups/<time>, and a backup never overwrites another', async () => {
    expect(await ops(['backup'], deps())).toBe(0);
    expect(existsSync(join(root, 'backups', '2026-11-25T10-00-00-000Z', 'manifest.json'))).toBe(true);
    expect(await ops(['backup'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(/is not empty/);
  });

  it('verify passes a fresh backup and names the file that changed, the event that was edited', async () => {
    await ops(['backup', 'b1'], deps());
    expect(await ops(['verify', 'b1'], deps())).toBe(0);
    appendFileSync(join(root, 'b1', 'uploads', 'photo.jpg'), '!');
    expect(await ops(['verify', 'b1'], deps())).toBe(1);
    expect(notes).toContain('FAILED uploads/photo.jpg: 11 bytes, the manifest says 10');
  });

  it('verify checks the hash chain of the copy even when the manifest was rewritten to match', async () => {
    await ops(['backup', 'b1'], deps());
    const copy = new Database(join(root, 'b1', 'events.sqlite'));
    copy.prepare('UPDATE events SET data = \'{"forged":true}\' WHERE position = 2').run();
    copy.close();
    // Someone recomputes the sums: only the chain can tell.
    const { listFiles, readManifest, writeManifest } = await import('./manifest');
    const manifest = readManifest(join(root, 'b1'));
    writeManifest(join(root, 'b1'), { ...manifest, files: await listFiles(join(root, 'b1')) });
    expect(await ops(['verify', 'b1'], deps())).toBe(1);
    expect(notes.join('\n')).toMatch(/events\.sqlite is damaged/);
  });

  it('restore refuses while the server has DATA_DIR open, and touches nothing', async () => {
    await ops(['backup', 'b1'], deps());
    expect(await ops(['restore', 'b1'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(
      /events\.sqlite in .* is open in another process \(the server is running\?\)/,
    );
    expect(readdirSync(root).sort()).toEqual(['b1', 'data']);
  });

  it('restore, server stopped: the backup becomes DATA_DIR and the old one is kept aside', async () => {
    await ops(['backup', 'b1'], deps());
    await store!.append(uniqueStream('late'), [testEvent('AfterBackup')], { expectedRevision: 'no_stream' });
    await store!.close();
    store = null;
    expect(await ops(['restore', 'b1'], deps())).toBe(0);
    const aside = join(root, 'data.before-restore-2026-11-25T10-00-00-000Z');
    const count = (file: string) => {
      const db = new Database(file, { readonly: true });
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
      db.close();
      return n;
    };
    expect(count(join(dataDir, 'events.sqlite'))).toBe(3);
    expect(count(join(aside, 'events.sqlite'))).toBe(4);
    expect(existsSync(join(dataDir, 'manifest.json'))).toBe(false);
    expect(readFileSync(join(dataDir, 'uploads', 'photo.jpg'), 'utf8')).toBe('jpeg bytes');
    // The restored log opens like at a start (pages and chain checked).
    store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  });

  it('restore refuses a backup that does not verify, or a folder without a manifest', async () => {
    await ops(['backup', 'b1'], deps());
    await store!.close();
    store = null;
    rmSync(join(root, 'b1', 'sessions.sqlite'));
    expect(await ops(['restore', 'b1'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(/fails verification:\n {2}sessions\.sqlite: missing/);
    expect(await ops(['restore', 'data'], deps())).toBe(1);
    expect(notes.at(-1)).toMatch(/no manifest\.json: not a backup, or an interrupted one/);
  });

  it('status and rebuild are the projections command line; bad usage exits 2', async () => {
    const seen: string[][] = [];
    const withProjections = { ...deps(), projections: async (args: string[]) => (seen.push(args), 0) };
    expect(await ops(['status', '--url', 'http://localhost:3000'], withProjections)).toBe(0);
    expect(await ops(['rebuild', '--all'], withProjections)).toBe(0);
    expect(seen).toEqual([
      ['status', '--url', 'http://localhost:3000'],
      ['rebuild', '--all'],
    ]);
    expect(await ops(['restore'], deps())).toBe(2);
    expect(await ops(['snapshot'], deps())).toBe(2);
  });
});
