import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

describe('public content reads on a seeded install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the five services of SPEC 3, oldest first, each text in four languages', async () => {
    const response = await get('/api/services');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((s: { slug: string; icon: string }) => [s.slug, s.icon])).toEqual([
      ['airport-transfers', 'Plane'],
      ['business-travel', 'Car'],
      ['graduations', 'GraduationCap'],
      ['events', 'PartyPopper'],
      ['corporate', 'Building2'],
    ]);
    expect(Object.keys(items[0].title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(items[0]).not.toHaveProperty('_pos');
  });

  it('filters the featured services', async () => {
    const { items } = (await get('/api/services?featured=true')).json();
    expect(items.map((s: { slug: string }) => s.slug)).toEqual([
      'airport-transfers',
      'business-travel',
      'events',
    ]);
  });

  it('answers one service by slug with its benefits, plans and features', async () => {
    const response = await get('/api/services/airport-transfers');
    expect(response.statusCode).toBe(200);
    const service = response.json();
    expect(service.title.en).toBe('Airport Transfers');
    expect(service.benefits.length).toBeGreaterThan(0);
    // The airport plan names a zone pair: its price is the fare table's (services/pricing), not the page's.
    expect(service.pricing_plans[0].price).toBeUndefined();
    expect(service.pricing_plans[0].route.zone_ids).toHaveLength(2);
    expect(service.features.length).toBeGreaterThan(0);
  });

  it('says "Service not found" for an unknown slug and names the field of a malformed one', async () => {
    const missing = await get('/api/services/limousine-to-mars');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().detail).toBe('Service not found');

    const bad = await get('/api/services/Not%20A%20Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'params.slug', message: 'Slug may hold only lowercase letters, digits and single hyphens' },
    ]);
    expect((await get('/api/services?featured=yes')).json().errors[0].field).toBe('querystring.featured');
  });

  it('serves only approved reviews, newest first, with the summary over all approved ones', async () => {
    const all = (await get('/api/reviews')).json();
    expect(all.items).toHaveLength(7);
    expect(all.items.map((r: { name: string }) => r.name)).not.toContain('Marco Rossi');
    const dates = all.items.map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.items[0]).not.toHaveProperty('is_approved');
    expect(all.summary.count).toBe(7);
    expect(all.summary.average_rating).toBeCloseTo(33 / 7, 10);

    const six = (await get('/api/reviews?limit=6')).json();
    expect(six.items).toHaveLength(6);
    expect(six.summary.count).toBe(7);
  });

  it.each(['0', '51', 'abc', '2.5'])('refuses ?limit=%s with the failing field', async (limit) => {
    const response = await get(`/api/reviews?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('querystring.limit');
  });

  it('lists the four statistics in publication order', async () => {
    const { items } = (await get('/api/stats')).json();
    expect(items.map((s: { icon: string }) => s.icon)).toEqual(['users', 'map', 'car', 'calendar']);
    expect(items[0]).toMatchObject({ value: 12000, suffix: '+', label: { en: 'Satisfied clients' } });
  });
});

describe('public content reads on an empty install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('answers empty lists and no average', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    expect(await get('/api/services')).toEqual({ items: [] });
    expect(await get('/api/stats')).toEqual({ items: [] });
    expect(await get('/api/blog')).toEqual({ items: [] });
    expect(await get('/api/reviews')).toEqual({ items: [], summary: { count: 0, average_rating: null } });
  });
});
