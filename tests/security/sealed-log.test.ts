// Decision 118: a log sealed by a clean stop is served before its full check; damage the check then finds
// stops the server (exit 1, no draining) and breaks the seal, so that the next start refuses before
// serving, as for any damaged log (storage.test.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readSeal, writeSeal } from '@chauffeur/eventstore/testing';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { freePort, ROOT, startServer, TEST_ADMIN, TEST_JWT_SECRET } from '../support/server';

/** Runs the real server until it exits by itself (at most 45 s); its exit code and output. */
async function runUntilExit(dataDir: string): Promise<{ code: number | null; output: string }> {
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
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a sealed event log on the real server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'security-sealed-'));
  const file = join(dataDir, 'events.sqlite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given a clean stop, when the server starts again, then it serves at once and still checks the whole log; given damage the seal cannot see, then it stops with exit 1 and the next start refuses', async () => {
    const first = await startServer({ dataDir });
    await first.stop('SIGTERM');
    expect(readSeal(file)).not.toBeNull();

    const second = await startServer({ dataDir });
    await expect.poll(() => second.output(), { timeout: 30_000 }).toContain('event log verified');
    await second.stop('SIGTERM');
    const seal = readSeal(file)!;
    expect(seal).not.toBeNull();

    // An event changed and the file re-sealed as it now is: what a flipped bit on the disk looks like.
    const db = new Database(file);
    const { position } = db
      .prepare("SELECT position FROM events WHERE type = 'VehicleAdded' LIMIT 1")
      .get() as {
      position: number;
    };
    db.prepare("UPDATE events SET data = replace(data, 'a', 'b') WHERE position = ?").run(position);
    db.close();
    expect(writeSeal(file, seal)).toBe(true);

    const damaged = await runUntilExit(dataDir);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toContain('refusing to continue: The event log');
    expect(damaged.output).toContain(`event at position ${position} (VehicleAdded`);
    expect(damaged.output).not.toContain('mail reactor');
    expect(readSeal(file)).toBeNull();

    const next = await runUntilExit(dataDir);
    expect(next.code).toBe(1);
    expect(next.output).not.toContain('ready: http://');
    expect(next.output).toContain(`refusing to start: The event log ${file} is damaged`);
  }, 120_000);
});
