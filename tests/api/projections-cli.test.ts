import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, TEST_ADMIN, type RunningServer } from '../support/server';

const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

/** `npm run projections -- …` as an operator types it; resolves with its exit code and output. */
function projections(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'projections', '--', ...args],
      { cwd: ROOT, env: { ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Issue 8's "done when", against the real server process and its data folder. */
describe('the projections command line against an embedded deployment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'projections-cli-'));
  let server: RunningServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, init);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions below check the shapes
    return (await response.json()) as Record<string, any>;
  };
  let lastPosition = '';

  beforeAll(async () => {
    server = await startServer({ dataDir });
    // Issue 13: a ride starts from 2 hours before its pickup; with no lead time, a pickup within the hour.
    await fetch(`${server.url}/api/admin/settings`, {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json', 'if-match': '-1' },
      body: JSON.stringify({ booking_lead_time_hours: 0 }),
    });
    const booking = await call('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
        dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
        scheduled_time: new Date(Date.now() + 3_600_000).toISOString(),
        vehicle_id: S_CLASS,
        emergency_contact_name: 'Claire Lambert',
        emergency_contact_phone: '+32 475 11 22 33',
        emergency_contact_email: 'claire.lambert@example.be',
        passenger_count: 2,
        luggage_count: 2,
        is_round_trip: false,
        language: 'fr',
      }),
    });
    for (const [action, revision] of [
      ['confirm', 0],
      ['start', 1],
      ['complete', 2],
    ] as const) {
      const done = await call(`/api/admin/bookings/${booking.id}/${action}`, {
        method: 'POST',
        headers: { ...admin(), 'if-match': `"${revision}"` },
      });
      lastPosition = done.position;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("status --json reads the data folder while the server runs: the log's head and read.sqlite's checkpoints", async () => {
    const run = await projections(['status', '--json'], { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as {
      name: string;
      head: string;
      state: string;
      checkpoint: string;
    }[];
    expect(rows.map((row) => row.name)).toContain('bookings');
    expect(rows.every((row) => row.head === lastPosition)).toBe(true);
    expect(rows.find((row) => row.name === 'bookings')).toMatchObject({
      state: 'live',
      checkpoint: lastPosition,
    });
  });

  it('status --url asks the server, signed in with ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const run = await projections(['status', '--json', '--url', server.url], {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    expect(run.code, run.stderr).toBe(0);
    const bookings = (JSON.parse(run.stdout) as { name: string; state: string; checkpoint: string }[]).find(
      (row) => row.name === 'bookings',
    );
    expect(bookings).toMatchObject({ state: 'live', checkpoint: lastPosition });
  });

  it('rebuild --url has the server rebuild the bookings read model, with a progress bar', async () => {
    const run = await projections(['rebuild', 'bookings', '--url', server.url], {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/bookings \[█+\] 100% (\d+)\/\1 events/);
    expect(run.stdout).toMatch(/bookings: rebuilt by the server in/);
    const list = await call('/api/admin/bookings', { headers: admin() });
    expect(JSON.stringify(list)).toContain('Claire Lambert');
  });

  it('replay admin_analytics equals the dashboard, as JSON and as CSV', async () => {
    const dashboard = await call(`/api/admin/analytics?days=7&after=${lastPosition}`, { headers: admin() });
    const json = await projections(['replay', 'admin_analytics'], { DATA_DIR: dataDir });
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(dashboard);
    const csv = await projections(['replay', 'admin_analytics', '--format', 'csv', '--until', 'today'], {
      DATA_DIR: dataDir,
    });
    const lines = csv.stdout.trim().split('\r\n');
    expect(lines).toHaveLength(8);
    const today = dashboard.days.at(-1);
    // The default company's euros, in the first of the revenue columns (EUR, GBP, USD; decision 258).
    expect(lines[0]).toBe(
      'date,total_revenue_EUR,total_revenue_GBP,total_revenue_USD,completed_rides,cancelled_rides',
    );
    expect(lines.at(-1)).toBe(`${today.date},${today.total_revenue[0].amount},0,0,1,0`);
  });

  it('exits 2 on a wrong name and 3 when the data folder is not there', async () => {
    expect((await projections(['replay', 'booking'], { DATA_DIR: dataDir })).code).toBe(2);
    const missing = await projections(['status'], { DATA_DIR: join(dataDir, 'nope') });
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('Cannot reach the event log');
  });
});
