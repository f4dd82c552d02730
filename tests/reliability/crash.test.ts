import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { bookingBody, pool } from './support';

const TOTAL = 2000;
const CONCURRENCY = 50;

interface Row {
  id: string;
  status: string;
  revision: number;
  [key: string]: unknown;
}

async function adminList(server: RunningServer): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 500) {
    const response = await fetch(`${server.url}/api/admin/bookings?limit=500&offset=${offset}`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    if (response.status !== 200)
      throw new Error(
        `admin list answered ${response.status}: ${await response.text()}\n${server.output().slice(-3000)}`,
      );
    const page = (await response.json()) as { items: Row[]; total: number };
    rows.push(...page.items);
    if (rows.length >= page.total || page.items.length === 0) return rows;
  }
}

describe('crash: SIGKILL in the middle of 2,000 bookings at concurrency 50', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-crash-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged booking exactly once, nothing else, and read models equal a rebuild', async () => {
    server = await startServer({ dataDir });
    const started = Date.now();
    const first = server;
    const acknowledged = new Set<string>();
    const attempted = new Set<string>();
    let killed = false;
    let failures = 0;
    const kill = (async () => {
      while (acknowledged.size < TOTAL / 2) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      await first.stop('SIGKILL');
    })();
    await pool(
      TOTAL,
      CONCURRENCY,
      async (i) => {
        const key = `crash-key-${i}`;
        attempted.add(key);
        try {
          const response = await fetch(`${first.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify(bookingBody({ emergency_contact_name: `Crash ${i}` })),
          });
          const text = await response.text();
          if (response.status === 201) acknowledged.add((JSON.parse(text) as { id: string }).id);
          else if (!killed) throw new Error(`booking ${i} answered ${response.status}: ${text}`);
        } catch (error) {
          if (!killed) throw error;
          failures += 1;
        }
      },
      () => killed && attempted.size >= TOTAL / 2,
    );
    await kill;
    const loadDone = Date.now();
    expect(acknowledged.size).toBeGreaterThanOrEqual(TOTAL / 2);

    server = await startServer({ dataDir });
    console.log(
      `crash: ${acknowledged.size} acknowledged in ${loadDone - started} ms, restart ${Date.now() - loadDone} ms`,
    );
    const rows = await adminList(server);
    const ids = rows.map((row) => row.id);
    // Exactly once: no row twice, every 201 present.
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of acknowledged) expect(ids).toContain(id);
    // Nothing else: an extra row can only be a request in flight at the kill (no answer reached us).
    const extra = ids.filter((id) => !acknowledged.has(id));
    expect(extra.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(failures).toBeLessThanOrEqual(CONCURRENCY + attempted.size - acknowledged.size);

    // The log itself: one BookingRequested per booking stream, no stream twice.
    const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    const perStream = db
      .prepare(
        "SELECT stream, COUNT(*) AS n FROM events WHERE type = 'BookingRequested' GROUP BY stream HAVING n > 1",
      )
      .all();
    const requested = db
      .prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'BookingRequested'")
      .get() as {
      n: number;
    };
    db.close();
    expect(perStream).toEqual([]);
    expect(requested.n).toBe(ids.length);

    // The read models equal a rebuild from zero.
    const rebuild = await fetch(`${server.url}/api/admin/projections/bookings/rebuild?wait=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(rebuild.status).toBe(200);
    const rebuilt = await adminList(server);
    const byId = (list: Row[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(rebuilt)).toEqual(byId(rows));
  }, 120_000);
});
