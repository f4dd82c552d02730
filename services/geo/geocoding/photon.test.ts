import { afterEach, describe, expect, it } from 'vitest';
import { placeListSchema } from '@chauffeur/contracts';
import {
  recordingLog,
  sendJson,
  startFakeHttpServer,
  type FakeHttpServer,
} from '../testing/fake-http-server';
import { createGeocoder } from './factory';
import { PhotonGeocoder } from './photon';
import { DEFAULT_GEOCODER_USER_AGENT } from './port';

const feature = (properties: Record<string, unknown>, lng: number, lat: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { osm_id: 1, osm_type: 'N', ...properties },
});

const LOI_200 = feature(
  {
    street: 'Rue de la Loi',
    housenumber: '200',
    postcode: '1040',
    city: 'Bruxelles',
    country: 'Belgique',
    countrycode: 'BE',
    type: 'house',
  },
  4.3826,
  50.8434,
);
const BERLAYMONT = feature(
  {
    name: 'Berlaymont',
    street: 'Rue de la Loi',
    housenumber: 200,
    postcode: '1040',
    city: 'Bruxelles',
    countrycode: 'BE',
    type: 'house',
  },
  4.3826,
  50.8434,
);
const LIEGE = feature({ name: 'Liège', postcode: '4000', countrycode: 'BE', type: 'city' }, 5.5797, 50.6326);
const MAASTRICHT = feature({ name: 'Maastricht', countrycode: 'NL', type: 'city' }, 5.69, 50.85);
const LILLE = feature({ name: 'Lille', countrycode: 'FR', type: 'city' }, 3.06, 50.63);

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

function geocoderFor(url: string, userAgent?: string) {
  const log = recordingLog();
  return { log, geocoder: createGeocoder({ geocoderUrl: url, log, userAgent }) };
}

describe('Photon adapter', () => {
  it('identifies itself with a User-Agent, the configured one when given', async () => {
    const agents: (string | undefined)[] = [];
    server = await startFakeHttpServer((_url, res, req) => {
      agents.push(req.headers['user-agent']);
      sendJson(res, 200, collection());
    });
    await geocoderFor(server.url).geocoder.search('x', 'en');
    await geocoderFor(server.url, 'chauffeur-test/2 (ops@example.be)').geocoder.search('x', 'en');
    expect(agents).toEqual([DEFAULT_GEOCODER_USER_AGENT, 'chauffeur-test/2 (ops@example.be)']);
  });

  it('asks /api with the query, language, a limit and the Belgian bounding box', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, collection()));
    await geocoderFor(`${server.url}/`).geocoder.search('rue de la loi 200', 'fr');
    const request = server.requests[0]!;
    expect(request.pathname).toBe('/api');
    expect(request.searchParams.get('q')).toBe('rue de la loi 200');
    expect(request.searchParams.get('lang')).toBe('fr');
    expect(Number(request.searchParams.get('limit'))).toBeGreaterThanOrEqual(8);
    expect(request.searchParams.get('bbox')).toBe('2.54,49.49,6.41,51.51');
  });

  it('maps features to places with a formatted Belgian address, keeping only BE', async () => {
    server = await startFakeHttpServer((_url, res) =>
      sendJson(res, 200, collection(MAASTRICHT, LOI_200, BERLAYMONT, LILLE, LIEGE, LIEGE)),
    );
    const places = await geocoderFor(server.url).geocoder.search('x', 'fr');
    expect(places).toEqual([
      {
        label: 'Rue de la Loi 200',
        address: 'Rue de la Loi 200, 1040 Bruxelles, Belgique',
        lat: 50.8434,
        lng: 4.3826,
      },
      {
        label: 'Berlaymont',
        address: 'Berlaymont, Rue de la Loi 200, 1040 Bruxelles, Belgique',
        lat: 50.8434,
        lng: 4.3826,
      },
      { label: 'Liège', address: '4000 Liège, Belgique', lat: 50.6326, lng: 5.5797 },
    ]);
    expect(placeListSchema.parse(places)).toEqual(places);
  });

  it('answers at most 8 places', async () => {
    const many = Array.from({ length: 16 }, (_, i) =>
      feature({ name: `Place ${i}`, postcode: '1000', city: 'Bruxelles', countrycode: 'BE' }, 4.35, 50.85),
    );
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, collection(...many)));
    expect(await geocoderFor(server.url).geocoder.search('place', 'en')).toHaveLength(8);
  });

  it('skips features it cannot read instead of failing the whole answer', async () => {
    server = await startFakeHttpServer((_url, res) =>
      sendJson(res, 200, collection({ type: 'Feature', geometry: null, properties: {} }, LIEGE)),
    );
    expect(await geocoderFor(server.url).geocoder.search('liege', 'en')).toEqual([
      { label: 'Liège', address: '4000 Liège, Belgium', lat: 50.6326, lng: 5.5797 },
    ]);
  });

  it('reverse asks /reverse?lat=&lon= and answers the first Belgian feature', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, collection(MAASTRICHT, BERLAYMONT)));
    const place = await geocoderFor(server.url).geocoder.reverse(50.8434, 4.3826, 'en');
    expect(place).toEqual({
      label: 'Berlaymont',
      address: 'Berlaymont, Rue de la Loi 200, 1040 Bruxelles, Belgium',
      lat: 50.8434,
      lng: 4.3826,
    });
    const request = server.requests[0]!;
    expect(request.pathname).toBe('/reverse');
    expect(request.searchParams.get('lat')).toBe('50.8434');
    expect(request.searchParams.get('lon')).toBe('4.3826');
  });

  it('reverse answers null when Photon knows nothing in Belgium there', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, collection(MAASTRICHT)));
    expect(await geocoderFor(server.url).geocoder.reverse(50.85, 5.69, 'en')).toBeNull();
  });

  it('asks again with lang=default when Photon does not serve the language, and remembers it', async () => {
    server = await startFakeHttpServer((url, res) => {
      if (url.searchParams.get('lang') === 'nl')
        sendJson(res, 400, {
          lang: [{ message: 'Language is not supported. Supported are: default, de, en, fr' }],
        });
      else sendJson(res, 200, collection(LIEGE));
    });
    const { geocoder, log } = geocoderFor(server.url);
    expect(await geocoder.search('luik', 'nl')).toEqual([
      { label: 'Liège', address: '4000 Liège, België', lat: 50.6326, lng: 5.5797 },
    ]);
    await geocoder.search('gent', 'nl');
    expect(server.requests.map((r) => r.searchParams.get('lang'))).toEqual(['nl', 'default', 'default']);
    expect(log.lines).toEqual([]);
  });
});

describe('Photon: which places an address names (issue 13)', () => {
  it('given the address of a Photon suggestion, then resolve answers that place and not the fuzzy others', async () => {
    server = await startFakeHttpServer((_url, res) =>
      sendJson(res, 200, collection(BERLAYMONT, LOI_200, LIEGE)),
    );
    const places = await geocoderFor(server.url).geocoder.resolve(
      'Rue de la Loi 200, 1040 Bruxelles, Belgique',
      'fr',
    );
    expect(places).toEqual([
      {
        label: 'Rue de la Loi 200',
        address: 'Rue de la Loi 200, 1040 Bruxelles, Belgique',
        lat: 50.8434,
        lng: 4.3826,
      },
    ]);
  });

  it('given a gazetteer address while Photon is down, then the gazetteer still names it', async () => {
    server = await startFakeHttpServer((_url, res) => res.writeHead(500).end());
    const places = await geocoderFor(server.url).geocoder.resolve(
      'Brussels Airport, 1930 Zaventem, Belgium',
      'en',
    );
    expect(places.map((p) => p.label)).toContain('Brussels Airport (BRU)');
  });
});

describe('Photon failures fall back to the gazetteer', () => {
  it.each([
    ['a 500', 500, 'Internal Server Error', /http_error: HTTP 500/],
    ['garbage', 200, '<html>oops</html>', /invalid_response/],
    ['JSON of another shape', 200, '{"hello": "world"}', /invalid_response/],
  ])('on %s, search answers from the gazetteer and logs it once', async (_name, status, body, logged) => {
    server = await startFakeHttpServer((_url, res) => res.writeHead(status).end(body));
    const { geocoder, log } = geocoderFor(server.url);
    const places = await geocoder.search('zav', 'en');
    expect(places[0]?.label).toBe('Brussels Airport (BRU)');
    await geocoder.search('liege', 'en');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(logged);
    expect(log.lines[0]).toMatch(/answering from the bundled gazetteer/);
  });

  it('on a timeout (2 s), reverse answers from the gazetteer', async () => {
    server = await startFakeHttpServer(() => undefined);
    const { geocoder, log } = geocoderFor(server.url);
    const started = Date.now();
    const place = await geocoder.reverse(50.8951, 4.3418, 'en');
    expect(Date.now() - started).toBeLessThan(3500);
    expect(place?.label).toBe('Atomium');
    expect(log.lines[0]).toMatch(/timeout/);
  });

  it('when nothing listens', async () => {
    const closed = await startFakeHttpServer(() => undefined);
    await closed.close();
    const { geocoder, log } = geocoderFor(closed.url);
    expect((await geocoder.search('gare du midi', 'fr'))[0]?.label).toBe('Gare de Bruxelles-Midi');
    expect(log.lines[0]).toMatch(/unreachable/);
  });

  it('is what the factory gives with GEOCODER_URL', () => {
    expect(createGeocoder({ geocoderUrl: 'http://127.0.0.1:1' })).toBeInstanceOf(PhotonGeocoder);
  });
});
