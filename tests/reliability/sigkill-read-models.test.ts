// Issue 16, "Done when": a SIGKILL at random moments during a rebuild and during live projection, 20 times,
// never leaves a read model that differs from a fresh rebuild (compared as data). The embedded server keeps
// its read models in DATA_DIR/read.sqlite; after the last restart has caught up, every collection of every
// projection there is compared with a replay of the same log into the in-memory read store.
// Replay a failure with SIGKILL_SEED=<the printed seed>.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventStore } from '@chauffeur/eventstore';
import { createReadStore, MemoryReadStore, ProjectionRunner, type ReadStore } from '@chauffeur/projections';
import { allProjections, eventCatalogue } from '@chauffeur/api';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import {
  freePort,
  ROOT,
  startServer,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  type RunningServer,
} from '../support/server';
import { bookingBody, pool } from './support';

const REBUILD_KILLS = 10;
const LIVE_KILLS = 10;
const INITIAL_WRITES = 1500;

/** mulberry32: small, seeded, good enough to place kills. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilReadStoreExists(dir: string): Promise<void> {
  while (!existsSync(join(dir, 'read.sqlite'))) await sleep(5);
}

/** The server process without waiting for "ready": the rebuild kills land before it. */
async function spawnServer(dataDir: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', join(ROOT, 'services/api/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
      stdio: 'ignore',
    },
  );
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

const readStoreFiles = (dir: string) =>
  ['read.sqlite', 'read.sqlite-wal', 'read.sqlite-shm'].map((f) => join(dir, f));
const deleteReadModels = (dir: string) => {
  for (const file of readStoreFiles(dir)) rmSync(file, { force: true });
};

/** Writes through the API until stopped: public bookings and admin notes on them (two read models move). */
function load(server: RunningServer, prefix: string, until: () => boolean, concurrency = 8) {
  const ids: string[] = [];
  return pool(
    Number.MAX_SAFE_INTEGER,
    concurrency,
    async (i) => {
      try {
        if (i % 3 === 2 && ids.length > 0) {
          await fetch(`${server.url}/api/admin/bookings/${ids[i % ids.length]}/notes`, {
            method: 'POST',
            headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text: `${prefix} note ${i}` }),
          });
          return;
        }
        const response = await fetch(`${server.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `${prefix}-${i}` },
          body: JSON.stringify(bookingBody({ emergency_contact_name: `${prefix} ${i}` })),
        });
        if (response.status === 201) ids.push(((await response.json()) as { id: string }).id);
      } catch {
        // The server was killed under this request: what it acknowledged is in the log, the rest is not.
      }
    },
    until,
  );
}

/** Every document of every projection's collections, as data (JSON), in `_id` order; and the checkpoints. */
async function dump(store: ReadStore) {
  const collections: Record<string, unknown[]> = {};
  const checkpoints: Record<string, string | null> = {};
  for (const projection of allProjections) {
    checkpoints[projection.name] = (await store.checkpoints.get(projection.name))?.toString() ?? null;
    for (const name of projection.collections) {
      const docs = (await store.collection(name).find({})) as { _id: unknown }[];
      collections[name] = (JSON.parse(JSON.stringify(docs)) as { _id: string }[]).sort((a, b) =>
        String(a._id).localeCompare(String(b._id)),
      );
    }
  }
  return { collections, checkpoints };
}

describe('SIGKILL at random moments during a rebuild and during live projection (read.sqlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-sigkill-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves read models equal to a fresh replay of the same log, 20 kills in all', async () => {
    const seed = Number(process.env.SIGKILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`sigkill: seed ${seed} (replay with SIGKILL_SEED=${seed})`);
    const next = random(seed);

    // A log of some thousands of events, written through the API.
    server = await startServer({ dataDir });
    let written = 0;
    await load(server, 'initial', () => written++ >= INITIAL_WRITES, 16);
    await server.stop('SIGTERM');

    // How long a full rebuild takes here: from the read store's file appearing to "ready".
    deleteReadModels(dataDir);
    const measuring = startServer({ dataDir });
    await untilReadStoreExists(dataDir);
    const t0 = Date.now();
    server = await measuring;
    const rebuildMs = Date.now() - t0;
    await server.stop('SIGTERM');

    // 1. Rebuilds, killed at random moments: from scratch at the first and sixth kill, else resuming the
    //    read models the previous kill left behind.
    const kills: string[] = [];
    for (let i = 0; i < REBUILD_KILLS; i++) {
      if (i % 5 === 0) deleteReadModels(dataDir);
      const { child, exited } = await spawnServer(dataDir);
      // The process boots (compiling the sources) before it opens the read store: the kill lands after.
      await Promise.race([untilReadStoreExists(dataDir), exited]);
      const delay = Math.floor(next() * rebuildMs);
      await sleep(delay);
      child.kill('SIGKILL');
      await exited;
      kills.push(`rebuild ${i + 1}: killed ${delay} ms into it`);
    }

    // 2. Live projection: writes keep coming through the API when the process is killed.
    for (let i = 0; i < LIVE_KILLS; i++) {
      const live = await startServer({ dataDir });
      server = live;
      let killed = false;
      const writes = load(live, `live-${i}`, () => killed);
      const delay = 100 + Math.floor(next() * 900);
      await sleep(delay);
      killed = true;
      await live.stop('SIGKILL');
      await writes;
      kills.push(`live ${i + 1}: killed ${delay} ms after ready`);
    }
    console.log(`sigkill: full rebuild ${rebuildMs} ms; ${kills.join('; ')}`);

    // The last start catches up; then it stops so that nothing moves while the files are read.
    server = await startServer({ dataDir });
    await server.stop('SIGTERM');
    server = undefined;

    const persisted = await createReadStore({ kind: 'sqlite', path: join(dataDir, 'read.sqlite') });
    const eventStore = await createEventStore({ kind: 'sqlite', dataDir }, eventCatalogue);
    const fresh = new MemoryReadStore();
    const runner = new ProjectionRunner(eventStore, fresh, allProjections);
    try {
      await runner.start();
      expect(await runner.waitUntilCaughtUp(60_000)).toBe(true);
      const head = (await eventStore.head())!.position;
      const actual = await dump(persisted);
      const expected = await dump(fresh);
      expect(Object.values(expected.checkpoints).every((position) => position === head.toString())).toBe(
        true,
      );
      expect(actual.checkpoints).toEqual(expected.checkpoints);
      for (const name of Object.keys(expected.collections))
        expect(actual.collections[name], `collection ${name} (seed ${seed})`).toEqual(
          expected.collections[name],
        );
      console.log(
        `sigkill: ${head} events; ${Object.entries(expected.collections)
          .map(([name, docs]) => `${name} ${docs.length}`)
          .join(', ')} documents equal`,
      );
    } finally {
      await runner.stop();
      await persisted.close();
      await eventStore.close();
    }
  }, 240_000);
});
