import { execFile, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, SERVER_DIST, serverIsStale } from '../../scripts/server-build.mjs';
import { SERVER_ENTRIES, SERVER_RUNTIME_FILES } from '../../scripts/server-entries.mjs';
import { ROOT, startServer, type RunningServer } from '../support/server';

const read = (file: string) => readFileSync(join(SERVER_DIST, file), 'utf8');

/** A compiled program of dist/server, as an operator runs it in the image; its exit code and output. */
function runCompiled(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', join(SERVER_DIST, file), ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Issue 19: `npm start` and the image run dist/server with plain node (decision 210). */
describe('the compiled server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await buildServerIfStale({ quiet: true });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is JavaScript with source maps, without TypeScript files or the TypeScript loader', () => {
    const files = readdirSync(SERVER_DIST);
    for (const entry of SERVER_ENTRIES) {
      expect(files, entry.name).toContain(entry.out);
      expect(files, entry.name).toContain(`${entry.out}.map`);
      const map = JSON.parse(read(`${entry.out}.map`)) as { sources: string[] };
      // Stack traces lead back to the TypeScript lines (our sources, not only node_modules).
      expect(
        map.sources.some((source) => source.endsWith('services/api/src/app.ts') || source.endsWith('.ts')),
      ).toBe(true);
      expect(read(entry.out)).not.toMatch(/from ["']tsx|import\(["']tsx|["']tsx\/esm["']/);
    }
    expect(files.filter((file) => /\.[cm]?ts$/.test(file))).toEqual([]);
    // The files it starts by their path beside the code are there.
    for (const file of SERVER_RUNTIME_FILES) expect(files).toContain(file.split('/').pop());
  });

  it('is stale, for npm start, once a server source is newer than the build', () => {
    expect(serverIsStale()).toBe(false);
    const source = join(ROOT, 'services/bookings/index.ts');
    const { atime, mtime } = statSync(source);
    try {
      utimesSync(source, atime, new Date(Date.now() + 60_000));
      expect(serverIsStale()).toBe(true);
    } finally {
      utimesSync(source, atime, mtime);
    }
    expect(serverIsStale()).toBe(false);
  });

  it('leaves to node_modules only production dependencies (what the image installs)', () => {
    const externals = JSON.parse(read('externals.json')) as string[];
    const production = new Set(
      ['contracts', 'services/platform', 'services/eventstore', 'projections', 'services/api'].flatMap(
        (dir) =>
          Object.keys(
            (
              JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as {
                dependencies?: Record<string, string>;
              }
            ).dependencies ?? {},
          ),
      ),
    );
    expect(externals).toContain('fastify');
    expect(externals.filter((name) => !production.has(name))).toEqual([]);
    expect(externals.some((name) => name.startsWith('@chauffeur/'))).toBe(false);
  });

  it('serves, signs the admin in, restarts on its sealed log and checks it with its own worker file', async () => {
    server = await startServer({ dataDir, compiled: true });
    const cmdline = readFileSync(`/proc/${server.process.pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline).toContain(join(SERVER_DIST, 'main.js'));
    expect(cmdline.join(' ')).not.toContain('tsx');
    // startServer signed the test admin in: fastify, its JWT and cookie plugins, the SQLite stores.
    expect(server.adminToken).toBeTruthy();
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({
      status: 'ok',
      event_store: { kind: 'sqlite', ok: true },
      read_store: { kind: 'sqlite', ok: true },
    });
    expect(await server.stop()).toBe(0);

    // The child process of the background check (verify-in-background.ts), from dist/server.
    const verdict = await new Promise<unknown>((resolve, reject) => {
      const child = fork(join(SERVER_DIST, 'verify-worker.mjs'), [join(dataDir, 'events.sqlite'), 'pages'], {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`verify-worker exited ${code} without an answer`)));
    });
    expect(verdict).toMatchObject({ broken: null });
    expect((verdict as { events: number }).events).toBeGreaterThan(0);

    // Sealed by the clean stop: the second start verifies in that child while serving.
    server = await startServer({ dataDir, compiled: true });
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    expect(server.output()).not.toMatch(/failed|refusing/i);
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it("runs the operator's commands (projections, admin) compiled too", async () => {
    expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);
    const status = await runCompiled('projections.js', ['status'], { DATA_DIR: dataDir });
    expect(status.stderr).toBe('');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^PROJECTION\s+STATE/);
    expect(status.stdout).toMatch(/\busers\s+live\b/);
    const usage = await runCompiled('admin.js', [], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin');
  }, 60_000);
});
