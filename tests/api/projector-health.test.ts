import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server';

/**
 * The compose's `projector` (RUN_API=false) is health-checked on its own /api/health (decision 216): the
 * real server process, embedded stores, projector only.
 */
describe('a projector-only process (RUN_API=false)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'projector-health-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given it caught up, when /api/health is asked on its PORT, then it answers 200 with both stores and its projections, and 404 elsewhere', async () => {
    const server = await startServer({
      dataDir,
      env: { RUN_API: 'false', RUN_PROJECTORS: 'true', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      readyLine: 'projector health: ',
    });
    const url = server.url;
    try {
      expect(server.output()).not.toContain('ready: http://'); // no API, no web app

      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { status: string; projections: { ok: boolean } };
      expect(body).toMatchObject({
        status: 'ok',
        event_store: { kind: 'sqlite', ok: true },
        read_store: { kind: 'sqlite', ok: true },
        projections: { ok: true, failed: [], lagging: [] },
      });
      expect((await fetch(`${url}/`)).status).toBe(404);
      expect((await fetch(`${url}/api/vehicles`)).status).toBe(404);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0); // it drains and closes its health server too
    }
  });
});
