import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '@chauffeur/projections';
import { createHealthReport, type HealthSources } from './health-report';
import { startProjectorHealthServer, type ProjectorHealthServer } from './projector-health-server';

const live = (name: string, extra: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  state: 'live',
  checkpoint: '10',
  head: '10',
  lag_events: 0,
  lag_ms: 0,
  events_applied: 10,
  error: null,
  ...extra,
});

/** Stores and projections as the projector process would have them; each test changes one fact. */
function sources(overrides: Partial<HealthSources> = {}): HealthSources {
  return {
    eventStore: { kind: 'esdb', ping: async () => undefined },
    readStore: { kind: 'mongo', ping: async () => undefined },
    projections: { status: async () => [live('bookings'), live('users')] },
    now: () => new Date('2026-11-25T10:00:00Z'),
    ...overrides,
  };
}

describe('the projector health endpoint (RUN_API=false)', () => {
  let server: ProjectorHealthServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  const start = async (given: HealthSources) => {
    server = await startProjectorHealthServer({
      host: '127.0.0.1',
      port: 0,
      report: createHealthReport(given),
    });
    return `http://127.0.0.1:${server.port}`;
  };

  it('given both stores up and every consumer live, when compose asks /api/health, then it answers 200 with the API’s body', async () => {
    const url = await start(sources());
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      event_store: { kind: 'esdb', ok: true },
      read_store: { kind: 'mongo', ok: true },
      projections: { ok: true, failed: [], lagging: [], reconnecting: [], rebuilding: [] },
    });
  });

  it('given a consumer that failed on an event, when health is asked, then it answers 503 naming it', async () => {
    const failed = live('bookings', {
      state: 'failed',
      error: { message: 'boom', position: '7', event_type: 'BookingRequested', at: '2026-11-25T09:59:00Z' },
    });
    const url = await start(sources({ projections: { status: async () => [failed, live('users')] } }));
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      projections: { ok: false, failed: [{ name: 'bookings', state: 'failed' }] },
    });
  });

  it('given the read store unreachable, when health is asked, then it answers 503 naming the store (its error is for the log)', async () => {
    const down = { kind: 'mongo' as const, ping: () => Promise.reject(new Error('connection refused')) };
    const logged: string[][] = [];
    const url = await start(sources({ readStore: down, logFailures: (texts) => logged.push(texts) }));
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({
      read_store: { kind: 'mongo', ok: false, reason: 'unavailable' },
    });
    expect(body).not.toContain('connection refused');
    // Asked again with nothing changed: logged once.
    await fetch(`${url}/api/health`);
    expect(logged).toEqual([['read_store: connection refused']]);
  });

  it('given any other path or method, when asked, then it answers 404 and serves nothing of the API', async () => {
    const url = await start(sources());
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/api/admin/projections`)).status).toBe(404);
    expect((await fetch(`${url}/api/health`, { method: 'POST' })).status).toBe(404);
  });
});
