import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { freePort, ROOT, TEST_JWT_SECRET } from '../support/server';

/**
 * The compose's `projector` (RUN_API=false) is health-checked on its own /api/health (decision 216): the
 * real server process, embedded stores, projector only.
 */
describe('a projector-only process (RUN_API=false)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'projector-health-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given it caught up, when /api/health is asked on its PORT, then it answers 200 with both stores and its projections, and 404 elsewhere', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', join(ROOT, 'services/api/src/main.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          JWT_SECRET: TEST_JWT_SECRET,
          RUN_API: 'false',
          RUN_PROJECTORS: 'true',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no health endpoint:\n${output}`)), 60_000);
        child.stdout.on('data', () => {
          if (output.includes('projector health: ')) {
            clearTimeout(timer);
            resolve();
          }
        });
        void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      expect(output).not.toContain('ready: http://'); // no API, no web app

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { status: string; projections: { ok: boolean } };
      expect(body).toMatchObject({
        status: 'ok',
        event_store: { kind: 'sqlite', ok: true },
        read_store: { kind: 'sqlite', ok: true },
        projections: { ok: true, failed: [], lagging: [] },
      });
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/api/vehicles`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0); // it drains and closes its health server too
    }
  });
});
