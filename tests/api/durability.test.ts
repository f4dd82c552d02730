import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

interface VehicleList {
  items: { id: string; name: string; price_per_km: number; revision: number }[];
}

describe('embedded server, as a process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
  let server: RunningServer;
  // The admin signed in the real way (ADMIN_EMAIL / ADMIN_PASSWORD); its session must outlive a SIGKILL.
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startServer({ dataDir });
    auth = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty store with both stores healthy and the demo fleet seeded', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      event_store: { ok: true },
      read_store: { ok: true },
    });
    const fleet = (await (await fetch(`${server.url}/api/vehicles`)).json()) as VehicleList;
    expect(fleet.items.length).toBeGreaterThanOrEqual(3);
    // The check counts the log as opened (empty), not the demo records seeded after it: said so.
    expect(server.output()).toMatch(/seeded \d+ demo records/);
    expect(server.output()).toMatch(
      /event log verified as opened, before the demo records: 0 events, hash chain intact/,
    );
  });

  it('keeps an acknowledged change through a SIGKILL and rebuilds the read models before ready', async () => {
    const fleet = (await (await fetch(`${server.url}/api/vehicles`)).json()) as VehicleList;
    const target = fleet.items[0]!;
    const detail = await (
      await fetch(`${server.url}/api/admin/vehicles/${target.id}`, { headers: auth })
    ).json();
    const {
      id: _id,
      revision,
      created_at: _c,
      updated_at: _u,
      ...fields
    } = detail as Record<string, unknown>;
    const put = await fetch(`${server.url}/api/admin/vehicles/${target.id}`, {
      method: 'PUT',
      headers: { ...auth, 'if-match': String(revision) },
      body: JSON.stringify({ ...fields, price_per_km: 9.99 }),
    });
    expect(put.status).toBe(200);
    expect(await server.stop('SIGKILL')).toBeNull();

    server = await startServer({ dataDir });
    expect(server.output()).toContain('read models ready');
    expect(server.output()).not.toContain('seeded');
    expect(server.output()).toMatch(/event log verified as opened: [1-9]\d* events, hash chain intact/);
    const after = (await (await fetch(`${server.url}/api/vehicles`)).json()) as VehicleList;
    expect(after.items.find((v) => v.id === target.id)).toMatchObject({
      price_per_km: 9.99,
      revision: (revision as number) + 1,
    });
    expect(after.items).toHaveLength(fleet.items.length);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('stopped');
  });
});
