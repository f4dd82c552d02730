import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventStoreUnavailable } from '@chauffeur/eventstore';
import type { ProjectionStatus } from '@chauffeur/projections';
import { createTestApp, type TestApp } from '../testing/test-app';

const status = (name: string, extra: Partial<ProjectionStatus>): ProjectionStatus => ({
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

describe('GET /api/health and the projections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('given every read model live, when health is asked, then it answers 200 with no failed or lagging one', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      projections: { ok: true, failed: [], lagging: [] },
    });
  });

  it('given a failed projection and one a few minutes behind, when health is asked, then it answers 503 naming both', async () => {
    const spy = vi.spyOn(t.runner, 'status').mockResolvedValue([
      status('bookings', {
        state: 'failed',
        error: {
          message: 'boom',
          position: '7',
          event_type: 'BookingRequested',
          at: new Date(0).toISOString(),
        },
      }),
      status('admin_analytics', { state: 'catching_up', lag_events: 120, lag_ms: 180_000 }),
      status('users', { state: 'catching_up', lag_events: 3, lag_ms: 200 }), // a burst, not a stuck projector
    ]);
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        event_store: { ok: true },
        projections: {
          ok: false,
          failed: [{ name: 'bookings', state: 'failed' }],
          lagging: [{ name: 'admin_analytics', lag_events: 120, lag_ms: 180_000 }],
        },
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('given a read model being rebuilt, when health is asked, then it stays 200 and names it with its progress', async () => {
    const spy = vi.spyOn(t.runner, 'status').mockResolvedValue([
      status('bookings', {
        state: 'rebuilding',
        lag_events: 900,
        lag_ms: 600_000,
        rebuild: { done: 100, total: 1000 },
      }),
      status('users', {}),
    ]);
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json().projections).toEqual({
        ok: true,
        failed: [],
        lagging: [],
        reconnecting: [],
        rebuilding: [
          {
            name: 'bookings',
            state: 'rebuilding',
            lag_events: 900,
            lag_ms: 600_000,
            lag_seconds: 600,
            rebuild: { done: 100, total: 1000 },
          },
        ],
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('given a read model reconnecting to its store for a minute, when health is asked, then it answers 503 naming it and since when', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const spy = vi.spyOn(t.runner, 'status').mockResolvedValue([
      status('bookings', {
        state: 'reconnecting',
        error: { message: 'connection reset', position: null, event_type: null, at: since },
      }),
    ]);
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().projections).toMatchObject({
        ok: false,
        reconnecting: [{ name: 'bookings', state: 'reconnecting', since }],
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('given both stores and a read model failing with their internals in the message, then the public health names each part by a stable code and says none of it; the Read models page and the log do', async () => {
    const logFile = '/srv/chauffeur/data/events.sqlite';
    const logPing = vi.spyOn(t.eventStore, 'ping').mockRejectedValue(
      new EventStoreUnavailable(`The event log ${logFile} is damaged: cut short at page 12`, {
        reason: 'corrupt',
      }),
    );
    const readPing = vi
      .spyOn(t.readStore, 'ping')
      .mockRejectedValue(new Error('connect ECONNREFUSED 10.0.4.17:27017 (mongodb://reader@mongo-1)'));
    const spy = vi.spyOn(t.runner, 'status').mockResolvedValue([
      status('bookings', {
        state: 'failed',
        error: {
          message: 'TypeError at /app/services/bookings/projections/bookings-projection.ts:136',
          position: '7',
          event_type: 'BookingRequested',
          at: new Date(0).toISOString(),
        },
      }),
    ]);
    const warned = vi.spyOn(t.app.log, 'warn');
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        event_store: { ok: false, reason: 'corrupt' },
        read_store: { ok: false, reason: 'unavailable' },
      });
      for (const internal of [logFile, 'ECONNREFUSED', 'mongodb://', 'bookings-projection.ts', 'TypeError'])
        expect(response.body).not.toContain(internal);

      const page = (await t.app.inject({ url: '/api/admin/projections', headers: t.adminHeaders() })).json();
      expect(page.stores.event_store.error).toContain(logFile);
      expect(page.stores.read_store.error).toContain('ECONNREFUSED');
      expect(JSON.stringify(warned.mock.calls)).toContain(logFile);
    } finally {
      for (const mocked of [logPing, readPing, spy, warned]) mocked.mockRestore();
    }
  });
});
