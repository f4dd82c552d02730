import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brusselsDay } from '../projections/analytics/brussels-day';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { S_CLASS, act, allowPickupsSoon, bookWith, soon } from '@chauffeur/api/testing';

describe('admin bookings: lifecycle, history, analytics, notifications', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    // Pickups within the hour, so rides can be started now (issue 13's start window).
    await allowPickupsSoon(t);
  });
  afterEach(async () => t.close());
  const book = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    bookWith(t, { ...soon(), ...overrides }, headers);

  const get = (url: string) => t.app.inject({ url, headers: t.adminHeaders() });

  it('moves a booking through confirm → start → complete and shows the revenue in the 7-day analytics', async () => {
    const created = (await book()).json();
    const confirmed = await act(t, created.id, 'confirm', 0);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: created.id, revision: 1 });
    const started = await act(t, created.id, 'start', 1);
    const completed = await act(t, created.id, 'complete', started.json().revision);
    expect(completed.statusCode).toBe(200);

    const row = (await get(`/api/admin/bookings/${created.id}?after=${completed.json().position}`)).json();
    expect(row).toMatchObject({ status: 'completed', revision: 3 });
    const analytics = (await get(`/api/admin/analytics?days=7&after=${completed.json().position}`)).json();
    expect(analytics.days).toHaveLength(7);
    expect(analytics.days.at(-1)).toEqual({
      date: brusselsDay(new Date()),
      total_revenue: [{ currency: 'EUR', amount: created.total_fare }],
      completed_rides: 1,
      cancelled_rides: 0,
      no_show_rides: 0,
    });
    expect(
      analytics.days.slice(0, 6).every((d: { completed_rides: number }) => d.completed_rides === 0),
    ).toBe(true);
    expect(analytics.totals).toEqual({
      total_revenue: [{ currency: 'EUR', amount: created.total_fare }],
      completed_rides: 1,
      cancelled_rides: 0,
      no_show_rides: 0,
      completion_rate: 100,
    });
  });

  it('keeps the revenue per currency: a switch to pounds between two rides gives a sum in euros and one in pounds', async () => {
    const ride = async () => {
      const created = (await book()).json() as { id: string; total_fare: number; currency: string };
      await act(t, created.id, 'confirm', 0);
      await act(t, created.id, 'start', 1);
      const completed = await act(t, created.id, 'complete', 2);
      expect(completed.statusCode).toBe(200);
      return { ...created, position: completed.json().position as string };
    };
    const inEuros = await ride();
    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '0' },
      payload: { default_currency: 'GBP' },
    });
    expect(switched.statusCode).toBe(200);
    const inPounds = await ride();
    expect([inEuros.currency, inPounds.currency]).toEqual(['EUR', 'GBP']);

    const analytics = (await get(`/api/admin/analytics?days=7&after=${inPounds.position}`)).json();
    const sums = [
      { currency: 'EUR', amount: inEuros.total_fare },
      { currency: 'GBP', amount: inPounds.total_fare },
    ];
    expect(analytics.days.at(-1)).toMatchObject({ total_revenue: sums, completed_rides: 2 });
    expect(analytics.totals).toMatchObject({ total_revenue: sums, completed_rides: 2 });
  });

  it('codes a step refused by the status the booking is now in, its English detail unchanged (decision 282)', async () => {
    const { id } = (await book()).json();
    await act(t, id, 'confirm', 0);
    await act(t, id, 'start', 1);
    expect((await act(t, id, 'complete', 2)).statusCode).toBe(200);
    // A colleague completed it; this admin's page, refreshed to the revision but not its buttons, cancels.
    const cancel = await act(t, id, 'cancel', 3);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      detail: 'Cannot cancel a booking that is completed',
      code: 'booking_now_completed',
      params: { step: 'cancel' },
    });
    const noShow = await act(t, id, 'no_show', 3);
    expect(noShow.json()).toMatchObject({
      detail: 'Cannot mark as no-show a booking that is completed',
      code: 'booking_now_completed',
      params: { step: 'mark as no-show' },
    });
    const other = (await book()).json();
    const start = await act(t, other.id, 'start', 0);
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({
      detail: 'Cannot start a booking that is pending',
      code: 'booking_now_pending',
      params: { step: 'start' },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${other.id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
    });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await act(t, other.id, 'confirm', 1);
    expect(afterDelete.statusCode).toBe(404);
    expect(afterDelete.json()).toMatchObject({ detail: 'Booking not found', code: 'booking_not_found' });
  });

  it('answers 409 to a second confirm with the old revision, and to an illegal step naming the status', async () => {
    const { id } = (await book()).json();
    expect((await act(t, id, 'confirm', 0)).statusCode).toBe(200);
    const stale = await act(t, id, 'confirm', 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current_revision: 1 });
    const illegal = await act(t, id, 'complete', 1);
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().detail).toBe('Cannot complete a booking that is confirmed');
    const noRevision = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/start`,
      headers: t.adminHeaders(),
    });
    expect(noRevision.statusCode).toBe(428);
    expect((await t.eventStore.readStream(`booking-${id}`)).map((e) => e.type)).toEqual([
      'BookingRequested',
      'BookingConfirmed',
    ]);
  });

  it('lists every event of a booking with its actor and status change, and keeps it after deletion', async () => {
    const { id, reference } = (await book()).json();
    await act(t, id, 'confirm', 0);
    await act(t, id, 'start', 1);
    await act(t, id, 'complete', 2);
    const history = (await get(`/api/admin/bookings/${id}/history`)).json();
    expect(history.reference).toBe(reference);
    expect(
      history.items.map((e: { type: string; status_before: string; status_after: string }) => [
        e.type,
        e.status_before,
        e.status_after,
      ]),
    ).toEqual([
      ['BookingRequested', null, 'pending'],
      ['BookingConfirmed', 'pending', 'confirmed'],
      ['RideStarted', 'confirmed', 'in_progress'],
      ['RideCompleted', 'in_progress', 'completed'],
    ]);
    expect(history.items[0].actor).toEqual({ kind: 'anonymous' });
    expect(history.items[1].actor).toEqual({
      kind: 'user',
      id: 'admin-1',
      email: 'admin@example.com',
      role: 'admin',
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${id}`,
      headers: { ...t.adminHeaders(), 'if-match': '3' },
    });
    expect(deleted.statusCode).toBe(200);
    const list = (await get(`/api/admin/bookings?after=${deleted.json().position}`)).json();
    expect(list.items.map((b: { id: string }) => b.id)).not.toContain(id);
    expect((await get(`/api/admin/bookings/${id}`)).statusCode).toBe(404);
    const after = (await get(`/api/admin/bookings/${id}/history`)).json();
    expect(after.items).toHaveLength(5);
    expect(after.items.at(-1)).toMatchObject({ type: 'BookingDeleted', deleted: true });
    expect((await act(t, id, 'confirm', 4)).statusCode).toBe(404);
  });

  it('filters by status, pages newest first and counts the total', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await book({ emergency_contact_name: `Guest ${i}` })).json().id);
    const cancelled = await act(t, ids[1]!, 'cancel', 0);
    const page = (
      await get(`/api/admin/bookings?limit=2&offset=1&after=${cancelled.json().position}`)
    ).json();
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(page.items.map((b: { emergency_contact_name: string }) => b.emergency_contact_name)).toEqual([
      'Guest 3',
      'Guest 2',
    ]);
    const onlyCancelled = (await get('/api/admin/bookings?status=cancelled')).json();
    expect(onlyCancelled.items.map((b: { id: string }) => b.id)).toEqual([ids[1]]);
    expect((await get('/api/admin/bookings?status=lost')).statusCode).toBe(400);
  });

  it("keeps the vehicle's current name on its bookings when the vehicle is renamed", async () => {
    const { id } = (await book()).json();
    const vehicle = (await get(`/api/admin/vehicles/${S_CLASS}`)).json();
    const { id: _i, revision, created_at: _c, updated_at: _u, ...fields } = vehicle;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/vehicles/${S_CLASS}`,
      headers: { ...t.adminHeaders(), 'if-match': String(revision) },
      payload: { ...fields, name: 'Mercedes-Maybach S 580' },
    });
    const row = (await get(`/api/admin/bookings/${id}?after=${renamed.json().position}`)).json();
    expect(row.vehicle.name).toBe('Mercedes-Maybach S 580');
  });

  it('raises notifications, marks one and then all as read, and a rebuild keeps them read', async () => {
    const a = (await book({ emergency_contact_name: 'Marie Dubois' })).json();
    const b = (await book()).json();
    await act(t, b.id, 'cancel', 0);
    const list = (
      await get(`/api/admin/notifications?after=${(await t.eventStore.head())!.position}`)
    ).json();
    expect(list.items.map((n: { title: string }) => n.title)).toEqual([
      'Booking cancelled',
      'New booking',
      'New booking',
    ]);
    expect(list.unread).toBe(3);
    expect(list.items.find((n: { message: string }) => n.message.includes('Marie Dubois'))).toMatchObject({
      type: 'info',
      subject: { kind: 'booking', id: a.id },
    });
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${list.items[0].id}/read`,
      headers: t.adminHeaders(),
    });
    expect(one.json().marked).toBe(1);
    expect((await get(`/api/admin/notifications?after=${one.json().position}`)).json().unread).toBe(2);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read-all',
      headers: t.adminHeaders(),
    });
    expect((await get(`/api/admin/notifications?after=${all.json().position}`)).json().unread).toBe(0);
    await t.runner.rebuild('admin_notifications');
    expect((await get('/api/admin/notifications')).json()).toMatchObject({ unread: 0, total: 3 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/notifications/nope/read',
          headers: t.adminHeaders(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/notifications?limit=5')).json().items.length).toBeLessThanOrEqual(5);
  });

  it('builds the same read models incrementally as rebuilt from zero, compared as data', async () => {
    for (let i = 0; i < 6; i++) {
      const { id } = (await book({ emergency_contact_name: `Rider ${i}` })).json();
      if (i % 3 === 0) await act(t, id, 'cancel', 0);
      if (i % 3 === 1) {
        await act(t, id, 'confirm', 0);
        await act(t, id, 'start', 1);
        await act(t, id, 'complete', 2);
      }
    }
    await t.runner.waitUntilCaughtUp(5000);
    for (const [name, collection] of [
      ['bookings', 'bookings'],
      ['admin_analytics', 'admin_analytics'],
      ['admin_notifications', 'admin_notifications'],
    ] as const) {
      const before = await t.readStore.collection(collection).find({}, { sort: { _id: 1 } });
      expect(before.length).toBeGreaterThan(0);
      await t.runner.rebuild(name);
      expect(await t.readStore.collection(collection).find({}, { sort: { _id: 1 } })).toEqual(before);
    }
  });
});

describe('admin settings', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());
  const patch = (payload: object, ifMatch?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it('serves the defaults until changed, then one field per change with the revision', async () => {
    const defaults = (await t.app.inject({ url: '/api/admin/settings', headers: t.adminHeaders() })).json();
    expect(defaults).toMatchObject({
      booking_lead_time_hours: 24,
      default_currency: 'EUR',
      enable_automatic_booking_confirmation: false,
      revision: -1,
    });
    const changed = await patch({ default_currency: 'GBP' }, '-1');
    expect(changed.json()).toMatchObject({ revision: 0 });
    const after = (
      await t.app.inject({
        url: `/api/admin/settings?after=${changed.json().position}`,
        headers: t.adminHeaders(),
      })
    ).json();
    expect(after).toMatchObject({ default_currency: 'GBP', booking_lead_time_hours: 24, revision: 0 });
    expect((await t.app.inject({ url: '/api/config' })).json().currency).toBe('GBP');
  });

  it('refuses two fields at once, a bad value, a missing and a stale revision', async () => {
    expect((await patch({ default_currency: 'EUR', maintenance_mode: true }, '-1')).statusCode).toBe(400);
    const bad = await patch({ booking_lead_time_hours: 1.5 }, '-1');
    expect(bad.json().errors[0]).toMatchObject({ field: 'body.booking_lead_time_hours' });
    expect((await patch({ maintenance_mode: true })).statusCode).toBe(428);
    await patch({ maintenance_mode: true }, '-1');
    expect((await patch({ maintenance_mode: false }, '-1')).statusCode).toBe(409);
  });
});
