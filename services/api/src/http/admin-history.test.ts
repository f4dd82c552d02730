import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditHistory } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '../testing';
import { authClient } from '../testing/auth-client';

const car = {
  name: 'Maybach S 680',
  description: { en: 'Ultimate luxury', fr: 'Le luxe absolu' },
  image_url: 'https://images.example.com/maybach.jpg',
  type: 'luxury',
  price_per_km: 6.25,
  max_passengers: 3,
  max_luggage: 2,
};
const post = {
  title: { en: 'Airport runs at dawn' },
  slug: 'airport-runs-at-dawn',
  content: { en: 'We leave **early**.' },
  meta_description: { en: 'Early flights' },
  meta_keywords: ['airport'],
  featured_image: '/uploads/0123456789abcdef0123456789abcdef.png',
  status: 'draft',
};

describe('GET /api/admin/history/:stream', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers: { ...t.adminHeaders(), ...headers } });
  const history = async (stream: string, query = '') => {
    const response = await t.app.inject({
      url: `/api/admin/history/${stream}${query}`,
      headers: t.adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AuditHistory>();
  };

  it('tells who changed which field of a vehicle, from what to what, and when: newest first', async () => {
    const { id } = (await send('POST', '/api/admin/vehicles', car)).json<{ id: string }>();
    const edited = { ...car, price_per_km: 7, description: { en: 'Ultimate luxury' } };
    expect((await send('PUT', `/api/admin/vehicles/${id}`, edited, { 'if-match': '0' })).statusCode).toBe(
      200,
    );

    const { kind, items, total } = await history(`vehicle-${id}`);
    expect(kind).toBe('vehicle');
    expect(total).toBe(2);
    const [update, added] = items;
    expect(update).toMatchObject({
      revision: 1,
      type: 'VehicleUpdated',
      actor: { kind: 'user', email: 'admin@example.com', role: 'admin' },
    });
    expect(Date.parse(update!.occurred_at)).toBeGreaterThan(Date.now() - 60_000);
    // Only what changed: the price, and the French description that the edit left out.
    expect(update!.changes).toEqual([
      { field: 'description.fr', before: 'Le luxe absolu' },
      { field: 'price_per_km', before: '6.25', after: '7' },
    ]);
    expect(added!.type).toBe('VehicleAdded');
    expect(added!.changes).toContainEqual({ field: 'name', after: 'Maybach S 680' });
    // The aggregate's own id is not a change.
    expect(added!.changes.map((change) => change.field)).not.toContain('vehicle_id');
  });

  it("tells a vehicle's cars in its history: a car added, then edited, each against its own fields", async () => {
    const { id } = (await send('POST', '/api/admin/vehicles', car)).json<{ id: string }>();
    const first = await send('POST', `/api/admin/vehicles/${id}/cars`, {
      plate: '1-ABC-123',
      colour: 'Black',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await send('POST', `/api/admin/vehicles/${id}/cars`, {
      plate: '2-XYZ-987',
      colour: 'Grey',
    });
    expect(second.statusCode, second.body).toBe(201);

    const { items, total } = await history(`vehicle-${id}`);
    expect(total).toBe(3);
    expect(items.map((item) => item.type)).toEqual(['CarAdded', 'CarAdded', 'VehicleAdded']);
    // The second car is new: its plate is set, not changed from the first car's.
    const plate = (index: number) => items[index]!.changes.find((change) => change.field === 'plate');
    expect(plate(0)).toEqual({ field: 'plate', after: '2-XYZ-987' });
    expect(plate(1)).toEqual({ field: 'plate', after: '1-ABC-123' });
    expect(new Set(items.map((item) => item.position)).size).toBe(3);
  });

  it('tells a settings change as the setting, before and after (the default before the first)', async () => {
    await send('PATCH', '/api/admin/settings', { booking_lead_time_hours: 48 }, { 'if-match': '-1' });
    await send('PATCH', '/api/admin/settings', { booking_lead_time_hours: 12 }, { 'if-match': '0' });
    const { kind, items } = await history('settings');
    expect(kind).toBe('settings');
    expect(items.map((entry) => [entry.type, entry.changes])).toEqual([
      ['SettingChanged', [{ field: 'booking_lead_time_hours', before: '48', after: '12' }]],
      ['SettingChanged', [{ field: 'booking_lead_time_hours', before: '24', after: '48' }]],
    ]);
  });

  it('tells a blog post edit; a long body shows only that it changed', async () => {
    const { id } = (await send('POST', '/api/admin/blog', post)).json<{ id: string }>();
    const edited = { ...post, status: 'active', content: { en: 'A much longer article. '.repeat(20) } };
    expect((await send('PUT', `/api/admin/blog/${id}`, edited, { 'if-match': '0' })).statusCode).toBe(200);
    const [update] = (await history(`post-${id}`)).items;
    expect(update!.type).toBe('BlogPostUpdated');
    expect(update!.changes).toContainEqual({ field: 'content.en', hidden: 'long' });
    expect(update!.changes).toContainEqual({ field: 'status', before: 'draft', after: 'active' });
  });

  it('never lets a password hash out: an account shows that its password changed, not the hash', async () => {
    const auth = authClient(t.app);
    await auth.signUp('guest@example.com', 'secret-one');
    const { session } = await auth.signIn('guest@example.com', 'secret-one');
    const { access_token, user } = session;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${access_token}` },
      payload: { current_password: 'secret-one', new_password: 'new-secret' },
    });
    const response = await t.app.inject({
      url: `/api/admin/history/user-${user.id}`,
      headers: t.adminHeaders(),
    });
    expect(response.body).not.toContain('scrypt$');
    const { items } = response.json<AuditHistory>();
    expect(items.map((entry) => entry.type)).toContain('PasswordChanged');
    for (const entry of items.filter((e) => e.type === 'PasswordChanged' || e.type === 'UserRegistered'))
      expect(entry.changes).toContainEqual({ field: 'password_hash', hidden: 'secret' });
  });

  it('answers an empty history, not a 404, for the settings of a fresh install (never changed)', async () => {
    const fresh = await t.app.inject({
      url: '/api/admin/history/settings?limit=20',
      headers: t.adminHeaders(),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<AuditHistory>()).toEqual({
      stream: 'settings',
      kind: 'settings',
      items: [],
      total: 0,
      limit: 20,
      offset: 0,
    });
  });

  it('pages, answers 404 for an unknown name or a record that does not exist, and lets only admins in', async () => {
    for (const hours of [1, 2, 3])
      await send(
        'PATCH',
        '/api/admin/settings',
        { booking_lead_time_hours: hours },
        { 'if-match': String(hours - 2) },
      );
    const page = await history('settings', '?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.items.map((entry) => entry.revision)).toEqual([1]);
    for (const stream of [
      'nothing-here',
      'vehicle-0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
      'booking-0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
    ]) {
      const missing = await t.app.inject({ url: `/api/admin/history/${stream}`, headers: t.adminHeaders() });
      expect(missing.statusCode).toBe(404);
    }
    const asUser = await t.app.inject({
      url: '/api/admin/history/settings',
      headers: { authorization: `Bearer ${t.token('user')}` },
    });
    expect(asUser.statusCode).toBe(403);
  });
});
