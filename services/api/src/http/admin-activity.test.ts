import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@chauffeur/contracts';
import { adminTexts } from '../../../../web/src/features/admin/testing';
import { activityKinds } from '../activity/activity-projection';
import { eventCatalogue } from '../event-catalogue';
import { act, bookWith, createTestApp, type TestApp } from '../testing';
import { authClient } from '../testing/auth-client';

const car = {
  name: 'Maybach S 680',
  description: { en: 'Ultimate luxury' },
  image_url: 'https://images.example.com/maybach.jpg',
  type: 'luxury',
  price_per_km: 6.25,
  max_passengers: 3,
  max_luggage: 2,
};

describe('GET /api/admin/activity', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers: { ...t.adminHeaders(), ...headers } });
  const activity = async (query: string) => {
    const response = await t.app.inject({ url: `/api/admin/activity?${query}`, headers: t.adminHeaders() });
    expect(response.statusCode).toBe(200);
    return response.json<ActivityPage>();
  };

  it("lists staff's changes on every kind of record, newest first, by kind, paged; customers' own events stay out", async () => {
    // A customer signing up is not staff activity (before the admin's changes: the feed has seen it).
    await authClient(t.app).signUp('rider@example.com', 'secret-one');
    const vehicle = (await send('POST', '/api/admin/vehicles', car)).json<{ id: string }>();
    const setting = await send(
      'PATCH',
      '/api/admin/settings',
      { maintenance_mode: true },
      { 'if-match': '-1' },
    );
    const after = setting.json<{ position: string }>().position;

    const all = await activity(`after=${after}`);
    expect(all.items.map((entry) => [entry.kind, entry.type])).toEqual([
      ['settings', 'SettingChanged'],
      ['vehicle', 'VehicleAdded'],
    ]);
    expect(all.items[1]).toMatchObject({
      stream: `vehicle-${vehicle.id}`,
      aggregate_id: vehicle.id,
      actor: { kind: 'user', email: 'admin@example.com', role: 'admin' },
    });
    expect(all.kinds).toEqual(expect.arrayContaining(['vehicle', 'settings', 'post', 'user', 'booking']));
    // Bookkeeping streams are never activity, so not offered as a filter.
    expect(all.kinds).not.toContain('booking_reference');

    const vehicles = await activity(`kind=vehicle&after=${after}`);
    expect(vehicles.items.map((entry) => entry.type)).toEqual(['VehicleAdded']);
    expect(vehicles.total).toBe(1);
    const second = await activity(`limit=1&offset=1&after=${after}`);
    expect(second).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(second.items.map((entry) => entry.type)).toEqual(['VehicleAdded']);
  });

  it('names a booking by its reference, also on the staff events after a customer requested it', async () => {
    // Demo data (the fleet) to book on: the default test app's.
    const seeded = await createTestApp();
    try {
      const created = (await bookWith(seeded)).json<{ id: string; reference: string; revision: number }>();
      const confirmed = await act(seeded, created.id, 'confirm', created.revision);
      expect(confirmed.statusCode).toBe(200);
      const after = confirmed.json<{ position: string }>().position;
      const response = await seeded.app.inject({
        url: `/api/admin/activity?kind=booking&after=${after}`,
        headers: seeded.adminHeaders(),
      });
      const [row] = response.json<ActivityPage>().items;
      expect(row).toMatchObject({
        type: 'BookingConfirmed',
        aggregate_id: created.id,
        name: created.reference,
      });
    } finally {
      await seeded.close();
    }
  });

  it('lets only admins in', async () => {
    const response = await t.app.inject({
      url: '/api/admin/activity',
      headers: { authorization: `Bearer ${t.token('dispatcher')}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the activity filter’s kinds of record', () => {
  it('each has its name in the admin panel’s four languages (a kind added later without texts fails here)', () => {
    const kinds = activityKinds(eventCatalogue);
    expect(kinds).toContain('car_schedule');
    expect(kinds).toContain('chauffeur_schedule');
    for (const [language, texts] of Object.entries(adminTexts)) {
      const names: Record<string, string> = texts.audit.kinds;
      const missing = kinds.filter((kind) => !names[kind]?.trim());
      expect(missing, `kinds without a name in ${language}`).toEqual([]);
    }
  });

  it('names the schedules in each language, not in English', () => {
    expect(adminTexts.nl.audit.kinds.car_schedule).toBe('Planning van een wagen');
    expect(adminTexts.fr.audit.kinds.chauffeur_schedule).toBe('Planning d’un chauffeur');
    expect(adminTexts.de.audit.kinds.car_schedule).toBe('Plan eines Wagens');
  });
});
