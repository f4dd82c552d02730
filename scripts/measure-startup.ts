// `node --import tsx scripts/measure-startup.ts [events] [dir]`: the embedded server's start-up with a large
// log whose read models are current (issue 16, point 2: 1,000,000 events → ready < 2 s, < 300 MB).
// Builds the log as bench/run.ts does (the seed and one real booking, cloned with new ids, each row chained),
// starts the server once to bring read.sqlite up to date (slow: a full rebuild), stops it cleanly, then
// measures STARTS restarts: spawn to the "ready" line, and the resident memory once ready. Keeps `dir` so a
// second run with the same arguments measures again without rebuilding.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chainHash } from '@chauffeur/eventstore';
import { SCHEMA } from '@chauffeur/eventstore/sqlite-schema';
import { bookingBody } from '@chauffeur/api/testing';
import { bookingReference } from '../services/bookings/index';
import { ROOT, startServer } from '../tests/support/server';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const EVENTS = Number(process.argv[2] ?? 1_000_000);
const DIR = process.argv[3] ?? join(tmpdir(), `startup-${EVENTS}`);
const STARTS = Number(process.env.STARTS ?? 3);
const log = (message: string) => console.log(`[measure] ${message}`);

interface EventRow {
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

async function template() {
  const dir = mkdtempSync(join(tmpdir(), 'template-'));
  const server = await startServer({ dataDir: dir, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
  const answer = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody()),
  });
  const { id } = (await answer.json()) as { id: string };
  await server.stop('SIGTERM');
  const db = new Database(join(dir, 'events.sqlite'), { readonly: true });
  const rows = db
    .prepare('SELECT stream, revision, id, type, data, metadata, recorded_at FROM events ORDER BY position')
    .all() as EventRow[];
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    seed: rows.filter((r) => r.stream !== `booking-${id}`),
    booking: rows.filter((r) => r.stream === `booking-${id}`),
    id,
  };
}

async function build(): Promise<void> {
  const t = await template();
  mkdirSync(DIR, { recursive: true });
  const db = new Database(join(DIR, 'events.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const insert = db.prepare(
    'INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let tip: Buffer | null = null;
  const add = (row: [string, number, string, string, string, string, string]) => {
    tip = chainHash(tip, row);
    insert.run(...row, tip);
  };
  const oldReference = bookingReference(t.id);
  const bookings = Math.ceil((EVENTS - t.seed.length) / t.booking.length);
  db.transaction(() => {
    for (const r of t.seed) add([r.stream, r.revision, r.id, r.type, r.data, r.metadata, r.recorded_at]);
    for (let i = 0; i < bookings; i++) {
      const id = randomUUID();
      const reference = bookingReference(id);
      for (const r of t.booking) {
        const swap = (text: string) => text.replaceAll(t.id, id).replaceAll(oldReference, reference);
        const meta = JSON.parse(swap(r.metadata)) as { eventId: string };
        meta.eventId = randomUUID();
        add([
          `booking-${id}`,
          r.revision,
          meta.eventId,
          r.type,
          swap(r.data),
          JSON.stringify(meta),
          r.recorded_at,
        ]);
      }
    }
  })();
  const head = (db.prepare('SELECT MAX(position) AS head FROM events').get() as { head: number }).head;
  db.close();
  // The mail of these events went out long ago (as in bench/run.ts).
  mkdirSync(join(DIR, 'reactors'), { recursive: true });
  writeFileSync(
    join(DIR, 'reactors', 'mail.json'),
    JSON.stringify({ reactor: 'mail', position: String(head) }),
  );
  log(`built ${head} events in ${DIR}`);
}

function spawnReady(): Promise<{ child: ChildProcess; ms: number; output: () => string }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', join(ROOT, 'services/api/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '3690',
        DATA_DIR: DIR,
        JWT_SECRET: 'measure-secret-measure-secret-measure-00',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready: http://'))
        resolve({ child, ms: performance.now() - started, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code} before ready:\n${output}`)));
  });
}

/** The resident memory of the process's children (the log's check runs in one, decision 118). */
const childrenRss = (pid: number): number => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.reduce((sum, child) => sum + rss(Number(child)), 0);
  } catch {
    return 0;
  }
};

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  if (!existsSync(join(DIR, 'events.sqlite'))) await build();
  if (!existsSync(join(DIR, 'read.sqlite'))) {
    const first = await spawnReady();
    log(`first start (read models built from the log): ${(first.ms / 1000).toFixed(1)} s`);
    await stop(first.child);
  }
  for (let i = 0; i < STARTS; i++) {
    const run = await spawnReady();
    log(
      `restart ${i + 1}: ready in ${(run.ms / 1000).toFixed(2)} s, RSS ${rss(run.child.pid!).toFixed(0)} MB`,
    );
    // The log's full check runs after "ready" on a worker thread: the resident memory while and after it.
    let peak = 0;
    let childPeak = 0;
    const startedAt = Date.now();
    while (!run.output().includes('event log verified') && Date.now() - startedAt < 120_000) {
      peak = Math.max(peak, rss(run.child.pid!));
      childPeak = Math.max(childPeak, childrenRss(run.child.pid!));
      await new Promise((r) => setTimeout(r, 250));
    }
    const checkMs = Date.now() - startedAt;
    await new Promise((r) => setTimeout(r, 2000));
    log(
      `  RSS peak ${peak.toFixed(0)} MB during the background check (${checkMs} ms; its own process peaked at ${childPeak.toFixed(0)} MB), ${rss(run.child.pid!).toFixed(0)} MB 2 s after it`,
    );
    if (process.env.SHOW_OUTPUT) console.log(run.output());
    await stop(run.child);
  }
}

await main();
