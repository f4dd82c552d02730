import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeListSchema, placeSchema } from '@chauffeur/contracts';
import { buildBareApp } from '@chauffeur/api/testing';
import { registerPublicRateLimit } from '@chauffeur/platform';
import { createGeocoder } from '../geocoding/factory';
import {
  recordingLog,
  sendJson,
  startFakeHttpServer,
  type FakeHttpServer,
} from '../testing/fake-http-server';
import { geoRoutes } from './geo-routes';

/** What the fake Photon answers to every search and reverse: one address in Brussels. */
const LOI_200 = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.3826, 50.8434] },
      properties: {
        osm_id: 1,
        osm_type: 'N',
        street: 'Rue de la Loi',
        housenumber: '200',
        postcode: '1040',
        city: 'Bruxelles',
        countrycode: 'BE',
        type: 'house',
      },
    },
  ],
};

let photon: FakeHttpServer;
let app: FastifyInstance;

beforeAll(async () => {
  photon = await startFakeHttpServer((_url, res) => sendJson(res, 200, LOI_200));
  const geocoder = createGeocoder({ geocoderUrl: photon.url, log: recordingLog() });
  // As in production: PUBLIC_RATE_LIMIT_SCALE 1.
  app = await buildBareApp(async (bare) => {
    registerPublicRateLimit(bare, { now: () => new Date() });
    await geoRoutes(bare, { geocoder });
  });
});
afterAll(async () => {
  await app?.close();
  await photon?.close();
});

const from = (remoteAddress: string) => (url: string) => app.inject({ method: 'GET', url, remoteAddress });

/** Decision 304: one address cannot make the server query Photon or Nominatim without end. */
describe('the geo routes past their limit per address', () => {
  it('searches with Photon 60 times a minute per address, then answers from the gazetteer: the field still gets suggestions, never a 429', async () => {
    const visitor = from('203.0.113.7');
    for (let i = 0; i < 60; i++) {
      const answer = await visitor(`/api/geo/search?q=${encodeURIComponent(`rue de la loi ${i}`)}`);
      expect(answer.statusCode).toBe(200);
      expect(placeListSchema.parse(answer.json())[0]?.label).toBe('Rue de la Loi 200');
    }
    expect(photon.requests).toHaveLength(60);

    const past = await visitor('/api/geo/search?q=zav&lang=fr');
    expect(past.statusCode).toBe(200);
    expect(placeListSchema.parse(past.json())[0]?.label).toBe('Brussels Airport (BRU)');
    expect(photon.requests).toHaveLength(60);

    // Another visitor is not held by this one.
    const other = await from('198.51.100.4')('/api/geo/search?q=rue%20de%20la%20loi');
    expect(placeListSchema.parse(other.json())[0]?.label).toBe('Rue de la Loi 200');
    expect(photon.requests).toHaveLength(61);
  });

  it('names a position with Photon 10 times a minute per address, then from the gazetteer', async () => {
    const visitor = from('192.0.2.9');
    const before = photon.requests.length;
    for (let i = 0; i < 10; i++)
      expect((await visitor('/api/geo/reverse?lat=50.8951&lng=4.3418')).statusCode).toBe(200);
    expect(photon.requests.length - before).toBe(10);
    const past = await visitor('/api/geo/reverse?lat=50.8951&lng=4.3418&lang=fr');
    expect(past.statusCode).toBe(200);
    expect(placeSchema.parse(past.json()).label).toBe('Atomium');
    expect(photon.requests.length - before).toBe(10);
  });
});
