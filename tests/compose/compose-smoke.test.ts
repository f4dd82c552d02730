import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeIfAvailable, dockerEngineReachable } from '@chauffeur/eventstore/testing';
import { prodEnv } from '../../scripts/prod-env.mjs';
import { httpsJson } from './https-client';

/**
 * `npm run test:compose`: the production topology for real (docker-compose.yml: kurrentdb, mongo,
 * projector, api replicas, the Caddy proxy with TLS), driven through the proxy as a customer and the
 * operator would: book a ride, read it back at once (read-your-write across replicas), restart both
 * stores, do it again, `down -v`. Needs a Docker engine with `docker compose`; elsewhere it is skipped
 * with one visible line (a failure under REQUIRE_EXTERNAL_SERVERS=1). Not part of `npm test`.
 */
const ROOT = join(import.meta.dirname, '../..');
const PROJECT = `chauffeur-smoke-${randomBytes(3).toString('hex')}`;
const BASE = process.env.COMPOSE_SMOKE_URL ?? 'https://localhost';
const UP_TIMEOUT_S = 900;

function composeAvailable(): boolean {
  return spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
}

const reason = !(await dockerEngineReachable())
  ? 'no Docker engine reachable (start one, or set DOCKER_HOST)'
  : !composeAvailable()
    ? 'the Docker engine answers but `docker compose` is not installed'
    : null;

/**
 * Exactly the `.env` `npm run setup:prod` writes (one table: scripts/prod-env.mjs), random for this run, in
 * a file of their own: every `${X:?}` the compose file requires is there, or compose refuses to start.
 */
const secrets: Record<string, string> = Object.fromEntries(
  prodEnv({
    siteHost: new URL(BASE).hostname,
    adminEmail: 'smoke-admin@example.com',
    replicas: 2,
    randomBytes,
  }).map(({ key, value }) => [key, value]),
);
let envDir = '';
const envFile = () => join(envDir, '.env');

function compose(...args: string[]): void {
  const run = spawnSync('docker', ['compose', '-p', PROJECT, '--env-file', envFile(), ...args], {
    cwd: ROOT,
    // Interpolation reads the shell before the env file: the same values either way.
    env: { ...process.env, ...secrets },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0)
    throw new Error(
      `docker compose ${args.join(' ')} exited with ${run.status}:\n${run.stdout}${run.stderr}`,
    );
}

const body = () => {
  let token = '';
  const admin = () => ({ authorization: `Bearer ${token}` });
  let vehicleId = '';
  const booked: { id: string; reference: string; position: string }[] = [];

  beforeAll(
    () => {
      envDir = mkdtempSync(join(tmpdir(), 'compose-smoke-'));
      writeFileSync(
        envFile(),
        Object.entries(secrets)
          .map(([k, v]) => `${k}=${v}\n`)
          .join(''),
        { mode: 0o600 },
      );
      compose('up', '-d', '--build', '--wait', '--wait-timeout', String(UP_TIMEOUT_S));
    },
    (UP_TIMEOUT_S + 60) * 1000,
  );
  afterAll(() => {
    try {
      compose('down', '-v', '--remove-orphans');
    } finally {
      rmSync(envDir, { recursive: true, force: true });
    }
  }, 300_000);

  /** A ride booked through the proxy, then read back at once by the admin: the write is visible. */
  async function bookAndReadBack(label: string) {
    const created = await httpsJson('POST', `${BASE}/api/bookings`, {
      body: {
        pickup_location: {
          address: 'Hotel Amigo, Rue de l’Amigo 1-3, 1000 Bruxelles',
          lat: 50.8463,
          lng: 4.351,
        },
        dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
        scheduled_time: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        vehicle_id: vehicleId,
        emergency_contact_name: `Smoke ${label}`,
        emergency_contact_phone: '+32 475 11 22 33',
        emergency_contact_email: 'smoke@example.com',
        passenger_count: 1,
        luggage_count: 1,
        is_round_trip: false,
        language: 'en',
        total_fare: 1,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    booked.push(created.body);
    const { id, position, reference } = created.body;
    const read = await httpsJson('GET', `${BASE}/api/admin/bookings/${id}?after=${position}`, {
      headers: admin(),
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ reference, status: 'pending' });
  }

  it('serves over TLS through the proxy, healthy, and the admin created from .env signs in', async () => {
    const health = await httpsJson('GET', `${BASE}/api/health`);
    expect(health.status, JSON.stringify(health.body)).toBe(200);
    const signIn = await httpsJson('POST', `${BASE}/api/auth/sign-in`, {
      body: { email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD },
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    token = signIn.body.access_token;
    const settings = await httpsJson('PATCH', `${BASE}/api/admin/settings`, {
      headers: { ...admin(), 'if-match': '-1' },
      body: { booking_lead_time_hours: 0 },
    });
    expect([200, 409, 412]).toContain(settings.status);
    const vehicle = await httpsJson('POST', `${BASE}/api/admin/vehicles`, {
      headers: admin(),
      body: {
        name: 'Smoke test car',
        description: { en: 'Compose smoke test' },
        image_url: 'https://images.example.com/s.jpg',
        type: 'luxury',
        price_per_km: 4.5,
        max_passengers: 3,
        max_luggage: 2,
      },
    });
    expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
    vehicleId = vehicle.body.id;
  });

  it('books a ride through the proxy and reads it back at once', () => bookAndReadBack('before restart'));

  it(
    'after a restart of KurrentDB and MongoDB: the first ride is still there, and a new one reads back',
    async () => {
      compose('restart', 'kurrentdb', 'mongo');
      compose('up', '-d', '--wait', '--wait-timeout', String(UP_TIMEOUT_S));
      const first = booked[0]!;
      const read = await httpsJson('GET', `${BASE}/api/admin/bookings/${first.id}`, { headers: admin() });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.reference).toBe(first.reference);
      await bookAndReadBack('after restart');
    },
    (UP_TIMEOUT_S + 120) * 1000,
  );
};

describeIfAvailable(
  reason ? 'compose smoke test' : `compose smoke test (${PROJECT}, ${BASE})`,
  reason,
  body,
  {
    timeout: 120_000,
  },
);
