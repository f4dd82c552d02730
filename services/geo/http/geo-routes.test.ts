import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeListSchema, placeSchema, problemSchema } from '@chauffeur/contracts';
import { GazetteerGeocoder } from '../geocoding/gazetteer';
import type { Geocoder } from '../geocoding/port';
import { buildBareApp } from '@chauffeur/api/testing';
import { geoRoutes } from './geo-routes';

let app: FastifyInstance;
const calls: { query: string; lang: string; limit?: number }[] = [];

beforeAll(async () => {
  const gazetteer = new GazetteerGeocoder();
  const geocoder: Geocoder = {
    search: (query, lang, limit) => {
      calls.push({ query, lang, limit });
      return gazetteer.search(query, lang, limit);
    },
    reverse: (lat, lng, lang) => gazetteer.reverse(lat, lng, lang),
    resolve: (address, lang) => gazetteer.resolve(address, lang),
  };
  app = await buildBareApp((bare) => geoRoutes(bare, { geocoder }), { openApi: true });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/geo/search', () => {
  it('answers places, best first, in English by default', async () => {
    const res = await get('/api/geo/search?q=zav');
    expect(res.statusCode).toBe(200);
    const places = placeListSchema.parse(res.json());
    expect(places[0]).toEqual({
      label: 'Brussels Airport (BRU)',
      address: 'Brussels Airport, 1930 Zaventem, Belgium',
      lat: 50.8988,
      lng: 4.4838,
    });
  });

  it('answers in the requested language, trims the query and caps the list at 8', async () => {
    const res = await get(`/api/geo/search?q=${encodeURIComponent('  gare du midi ')}&lang=nl`);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].label).toBe('Station Brussel-Zuid');
    expect(calls.at(-1)).toEqual({ query: 'gare du midi', lang: 'nl', limit: 8 });
    const many = await get('/api/geo/search?q=a');
    expect(many.json()).toHaveLength(8);
  });

  it('answers [] when nothing matches', async () => {
    const res = await get('/api/geo/search?q=qqqzzz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['an empty q', '/api/geo/search?q=', 'querystring.q'],
    ['a blank q', '/api/geo/search?q=%20%20', 'querystring.q'],
    ['no q', '/api/geo/search', 'querystring.q'],
    ['a q over 200 characters', `/api/geo/search?q=${'a'.repeat(201)}`, 'querystring.q'],
    ['an unknown language', '/api/geo/search?q=bru&lang=es', 'querystring.lang'],
  ])('answers 400 naming the field for %s', async (_name, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(res.json());
    expect(problem.errors?.map((e) => e.field)).toEqual([field]);
  });
});

describe('GET /api/geo/reverse', () => {
  it('answers the place near the position', async () => {
    const res = await get('/api/geo/reverse?lat=50.8951&lng=4.3418&lang=fr');
    expect(res.statusCode).toBe(200);
    expect(placeSchema.parse(res.json())).toEqual({
      label: 'Atomium',
      address: "Atomium, Place de l'Atomium 1, 1020 Bruxelles, Belgique",
      lat: 50.8949,
      lng: 4.3415,
    });
  });

  it.each([
    ['a latitude outside Belgium', '/api/geo/reverse?lat=48.85&lng=4.35', ['querystring.lat']],
    ['a longitude outside Belgium', '/api/geo/reverse?lat=50.85&lng=7.5', ['querystring.lng']],
    ['a latitude that is not a number', '/api/geo/reverse?lat=abc&lng=4.35', ['querystring.lat']],
    ['an empty latitude', '/api/geo/reverse?lat=&lng=4.35', ['querystring.lat']],
    ['no coordinates', '/api/geo/reverse', ['querystring.lat', 'querystring.lng']],
  ])('answers 400 naming the field for %s', async (_name, url, fields) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const problem = problemSchema.parse(res.json());
    expect(problem.errors?.map((e) => e.field).sort()).toEqual(fields);
  });

  it('accepts the full precision a browser gives', async () => {
    const res = await get('/api/geo/reverse?lat=50.895112345678901&lng=4.341812345678901');
    expect(res.statusCode).toBe(200);
    expect(res.json().label).toBe('Atomium');
  });

  it('says which box the coordinates must be in', async () => {
    const res = await get('/api/geo/reverse?lat=52&lng=4.35');
    expect(res.json().errors[0].message).toMatch(/within Belgium/);
  });

  it('answers a 404 problem when nothing known is near (the North Sea, inside the box)', async () => {
    const res = await get('/api/geo/reverse?lat=51.5&lng=2.6');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(res.json())).toMatchObject({
      status: 404,
      detail: 'No known place is near this position.',
      instance: '/api/geo/reverse?lat=51.5&lng=2.6',
    });
  });
});

describe('OpenAPI', () => {
  it('documents both routes with their query parameters', async () => {
    const doc = (await get('/api/docs/json')).json();
    const search = doc.paths['/api/geo/search'].get;
    const reverse = doc.paths['/api/geo/reverse'].get;
    expect(search.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['lang', 'q']);
    expect(reverse.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['lang', 'lat', 'lng']);
  });
});
