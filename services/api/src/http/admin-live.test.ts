import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TEST_ADMIN_EMAIL, authClient } from '../testing/index';
import { bootstrapAdmin } from '../../../accounts/index';
import { LiveHub, eventually } from '@chauffeur/platform';
import { allProjections } from '../all-projections';
import { MAX_STREAMS_PER_ACCOUNT } from './live-stream';

describe('admin live updates', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  it('gives an admin a one-minute ticket that is no access token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/live/ticket',
      headers: t.adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const { ticket, expires_in } = response.json();
    expect(expires_in).toBe(60);
    // A ticket opens only the stream: as a bearer token it is refused.
    const misuse = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(misuse.statusCode).toBe(401);
  });

  it('refuses the stream with a forged ticket, and asks for one from an admin without it', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/admin/live?ticket=not-a-ticket' });
    expect(forged.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/live' });
    expect(anonymous.statusCode).toBe(401);
    const noTicket = await t.app.inject({ method: 'GET', url: '/api/admin/live', headers: t.adminHeaders() });
    expect(noTicket.statusCode).toBe(400);
    expect(noTicket.json().errors).toEqual([{ field: 'querystring.ticket', message: 'is required' }]);
  });

  it('ends an open stream when its session ends: a signed-out admin hears of no later change', async () => {
    await bootstrapAdmin(
      t.app.auth.accounts,
      { adminEmail: TEST_ADMIN_EMAIL, adminPassword: 'admin-secret', noAccountsYet: true },
      { info: () => {}, error: () => {} },
    );
    const { session, refresh } = await authClient(t.app).signIn(TEST_ADMIN_EMAIL, 'admin-secret');
    const { ticket } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/live/ticket',
        headers: { authorization: `Bearer ${session.access_token}` },
      })
    ).json();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const opened = await fetch(
      `http://127.0.0.1:${port}/api/admin/live?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(opened.status).toBe(200);
    const reader = opened.body!.getReader();
    let heard = '';
    /** Reads until the server ends the stream, or `ms` pass: whether it ended. */
    const readFor = async (ms: number, until?: string) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline && !(until && heard.includes(until))) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (next === null) return false;
        if (next.done) return true;
        heard += new TextDecoder().decode(next.value);
      }
      return false;
    };
    await readFor(2000, 'event: ready');
    expect(heard).toContain('event: ready');

    expect((await authClient(t.app).signOut({ refresh, access: session.access_token })).statusCode).toBe(204);
    heard = '';
    // Another admin changes a setting: the signed-out page's stream must not announce it.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { booking_lead_time_hours: 12 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const ended = await readFor(2000);
    expect(heard).not.toContain('settings');
    expect(ended).toBe(true);
    await reader.cancel().catch(() => {});
  });

  it('holds at most MAX_STREAMS_PER_ACCOUNT streams open for one account: the next is 429 until one closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const open = async () => {
      const { ticket } = (
        await t.app.inject({ method: 'POST', url: '/api/admin/live/ticket', headers: t.adminHeaders() })
      ).json();
      const controller = new AbortController();
      const response = await fetch(
        `http://127.0.0.1:${port}/api/admin/live?ticket=${encodeURIComponent(ticket)}`,
        { signal: controller.signal },
      );
      return { response, close: () => controller.abort() };
    };
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) streams.push(await open());
    expect(streams.map((s) => s.response.status)).toEqual(Array(MAX_STREAMS_PER_ACCOUNT).fill(200));
    const refused = await open();
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).detail).toContain(`${MAX_STREAMS_PER_ACCOUNT} live connections`);
    // A tab closed: its place is free again.
    streams.pop()!.close();
    await eventually(async () => {
      const again = await open();
      if (again.response.status === 200) streams.push(again);
      return again.response.status === 200;
    });
    for (const stream of streams) stream.close();
  });

  it('names the read models each event changes, derived from the projections that handle it', () => {
    const hub = new LiveHub(t.eventStore, { projections: allProjections, waitFor: async () => true });
    const modelsOf = (type: string) => [...hub.modelsOf(type)].sort();
    // The dashboard keeps each request's fare currency, for its revenue per currency (decision 258); its
    // customer changes too (issue 17). The activity feed (issue 17) follows every record staff may change: a
    // phone booking is an admin's.
    expect(modelsOf('BookingRequested')).toEqual([
      'activity',
      'analytics',
      'bookings',
      'customers',
      'my_bookings',
      'notifications',
    ]);
    expect(modelsOf('RideCompleted')).toContain('analytics');
    expect(modelsOf('ContactMessageReceived')).toEqual(['messages', 'notifications']);
    // The bookings rows keep the settings so far for the fare's currency of an older request (decision 247),
    // and so do a customer's bookings (decision 252) and the dashboard's revenue (decision 258).
    expect(modelsOf('SettingChanged')).toEqual([
      'activity',
      'analytics',
      'bookings',
      'customers',
      'my_bookings',
      'settings',
    ]);
    expect(modelsOf('VehicleUpdated')).toEqual(['activity', 'bookings', 'vehicles']);
    // Issue 15: a confirmation wakes only the read models whose projection handles it.
    for (const model of modelsOf('BookingConfirmed'))
      expect(allProjections.find((p) => (p.model ?? p.name) === model)!.eventTypes).toContain(
        'BookingConfirmed',
      );
    expect(modelsOf('BookingReferenceClaimed')).toEqual([]);
  });

  it('announces a change, with its read models, once they have applied it', async () => {
    const changes: unknown[] = [];
    const hub = new LiveHub(t.eventStore, t.runner);
    const unlisten = await hub.listen((change) => changes.push(change));
    try {
      const { position } = await t.eventStore.append(
        'settings',
        [
          {
            type: 'SettingChanged',
            data: { field: 'booking_notification_email', value: 'desk@example.com' },
            metadata: {
              eventId: crypto.randomUUID(),
              occurredAt: new Date().toISOString(),
              actor: { kind: 'system', name: 'test' },
              correlationId: 'c',
              causationId: 'c',
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'any' },
      );
      await eventually(() => changes.length > 0);
      expect(changes).toEqual([
        {
          models: ['customers', 'my_bookings', 'bookings', 'analytics', 'settings', 'activity'],
          position: position.toString(),
        },
      ]);
    } finally {
      unlisten();
      await hub.stop();
    }
  });
});
