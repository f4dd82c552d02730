import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('admin projections', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('shows every projection live at the head of the log', async () => {
    const response = await t.app.inject({ url: '/api/admin/projections', headers: t.adminHeaders() });
    expect(response.statusCode).toBe(200);
    const head = (await t.eventStore.head())!.position.toString();
    expect(response.json().items).toContainEqual(
      expect.objectContaining({
        name: 'vehicles',
        state: 'live',
        checkpoint: head,
        head,
        lag_events: 0,
        error: null,
      }),
    );
  });

  it('rebuilds vehicles into the same read model, compared as data', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/vehicles',
        headers: t.adminHeaders(),
        payload: {
          name: `Car ${i}`,
          description: { en: 'd' },
          image_url: '/x.png',
          type: 'standard',
          price_per_km: 2 + i / 10,
          max_passengers: 3,
          max_luggage: 2,
        },
      });
    }
    const [first] = (await t.app.inject({ url: '/api/admin/vehicles', headers: t.adminHeaders() })).json()
      .items;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/vehicles/${first.id}`,
      headers: t.adminHeaders(),
    });
    const head = (await t.eventStore.head())!.position;
    await t.runner.waitFor(head, { timeoutMs: 5000 });
    const before = await t.readStore.collection('vehicles').find({}, { sort: { _id: 1 } });
    const rebuilt = await t.app.inject({
      method: 'POST',
      url: '/api/admin/projections/vehicles/rebuild?wait=true',
      headers: t.adminHeaders(),
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.json()).toMatchObject({ name: 'vehicles', state: 'live', events_applied: 10 });
    expect(await t.readStore.collection('vehicles').find({}, { sort: { _id: 1 } })).toEqual(before);
    expect(before).toHaveLength(8);
  });

  it('answers 404 naming the known projections for an unknown one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/projections/nope/rebuild',
      headers: t.adminHeaders(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain('vehicles');
  });
});

describe('admin projections: one rebuild of a read model at a time', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('refuses a second rebuild of the same read model while the first runs (409), and allows it after', async () => {
    const rebuild = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/projections/bookings/rebuild?wait=true',
        headers: t.adminHeaders(),
      });
    const answers = await Promise.all([rebuild(), rebuild()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().detail).toContain('A rebuild of bookings is already running');
    expect((await rebuild()).statusCode).toBe(200);
  });

  it('refuses a rebuild while the runner reports one already running (a background rebuild)', async () => {
    const statuses = await t.runner.status();
    const spy = vi
      .spyOn(t.runner, 'status')
      .mockResolvedValue(
        statuses.map((s) => (s.name === 'vehicles' ? { ...s, state: 'rebuilding' as const } : s)),
      );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/projections/vehicles/rebuild',
        headers: t.adminHeaders(),
      });
      expect(response.statusCode).toBe(409);
    } finally {
      spy.mockRestore();
    }
  });
});
