import { afterEach, describe, expect, it } from 'vitest';
import { placeListSchema } from '@chauffeur/contracts';
import { loadConfig } from '@chauffeur/api';
import {
  recordingLog,
  sendJson,
  startFakeHttpServer,
  type FakeHttpServer,
} from '../testing/fake-http-server';
import { createGeocoder } from './factory';
import { DEFAULT_GEOCODER_USER_AGENT } from './port';

/** Results as Nominatim's `format=jsonv2&addressdetails=1` gives them (coordinates as strings). */
const LOUISE_54 = {
  place_id: 1,
  lat: '50.8326',
  lon: '4.3631',
  category: 'place',
  type: 'house',
  addresstype: 'place',
  name: '',
  display_name: '54, Avenue Louise - Louizalaan, Ixelles - Elsene, Bruxelles-Capitale, 1050, België',
  address: {
    house_number: '54',
    road: 'Avenue Louise - Louizalaan',
    suburb: 'Ixelles - Elsene',
    city: 'Ixelles - Elsene',
    postcode: '1050',
    country: 'Belgique',
    country_code: 'be',
  },
};
const ATOMIUM = {
  lat: '50.8949',
  lon: '4.3415',
  type: 'attraction',
  addresstype: 'tourism',
  name: 'Atomium',
  address: {
    road: 'Square de l’Atomium',
    house_number: '1',
    city: 'Bruxelles',
    postcode: '1020',
    country_code: 'be',
  },
};
const LIEGE = {
  lat: '50.6326',
  lon: '5.5797',
  type: 'administrative',
  addresstype: 'city',
  name: 'Liège',
  address: { city: 'Liège', postcode: '4000', country_code: 'be' },
};
// Avenue Louise has namesakes abroad: a result outside Belgium must never be offered.
const LOUISE_PARIS = {
  lat: '48.8566',
  lon: '2.3522',
  type: 'house',
  addresstype: 'place',
  name: '',
  address: { house_number: '54', road: 'Avenue Louise', city: 'Paris', country_code: 'fr' },
};

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function geocoderFor(url: string, userAgent?: string) {
  const log = recordingLog();
  return { log, geocoder: createGeocoder({ geocoderUrl: url, provider: 'nominatim', userAgent, log }) };
}

describe('Nominatim adapter', () => {
  it('asks /search in jsonv2 with address details, Belgium only, the language and a limit', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, []));
    await geocoderFor(`${server.url}/`).geocoder.search('Avenue Louise 54', 'fr');
    const request = server.requests[0]!;
    expect(request.pathname).toBe('/search');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      q: 'Avenue Louise 54',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'be',
      'accept-language': 'fr',
      limit: '8',
    });
  });

  it('identifies itself with a User-Agent, the configured one when given', async () => {
    const agents: (string | undefined)[] = [];
    server = await startFakeHttpServer((_url, res, req) => {
      agents.push(req.headers['user-agent']);
      sendJson(res, 200, []);
    });
    await geocoderFor(server.url).geocoder.search('x', 'en');
    await geocoderFor(server.url, 'chauffeur-test/2 (ops@example.be)').geocoder.search('x', 'en');
    expect(agents).toEqual([DEFAULT_GEOCODER_USER_AGENT, 'chauffeur-test/2 (ops@example.be)']);
  });

  it('finds "Avenue Louise 54" with its number, and drops a result outside Belgium', async () => {
    server = await startFakeHttpServer((_url, res) =>
      sendJson(res, 200, [LOUISE_PARIS, LOUISE_54, ATOMIUM, LIEGE]),
    );
    const places = await geocoderFor(server.url).geocoder.search('Avenue Louise 54', 'fr');
    expect(places).toEqual([
      {
        label: 'Avenue Louise - Louizalaan 54',
        address: 'Avenue Louise - Louizalaan 54, 1050 Ixelles - Elsene, Belgique',
        lat: 50.8326,
        lng: 4.3631,
      },
      {
        label: 'Atomium',
        address: 'Atomium, Square de l’Atomium 1, 1020 Bruxelles, Belgique',
        lat: 50.8949,
        lng: 4.3415,
      },
      { label: 'Liège', address: '4000 Liège, Belgique', lat: 50.6326, lng: 5.5797 },
    ]);
    expect(placeListSchema.parse(places)).toEqual(places);
  });

  it('skips results it cannot read instead of failing the whole answer', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, [{ lat: 'north' }, LIEGE]));
    expect(await geocoderFor(server.url).geocoder.search('liege', 'en')).toEqual([
      { label: 'Liège', address: '4000 Liège, Belgium', lat: 50.6326, lng: 5.5797 },
    ]);
  });

  it('reverse asks /reverse?format=jsonv2&lat=&lon= and answers the place in Belgium', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, LOUISE_54));
    const place = await geocoderFor(server.url).geocoder.reverse(50.8326, 4.3631, 'nl');
    expect(place).toEqual({
      label: 'Avenue Louise - Louizalaan 54',
      address: 'Avenue Louise - Louizalaan 54, 1050 Ixelles - Elsene, België',
      lat: 50.8326,
      lng: 4.3631,
    });
    const request = server.requests[0]!;
    expect(request.pathname).toBe('/reverse');
    expect(request.searchParams.get('format')).toBe('jsonv2');
    expect(request.searchParams.get('lat')).toBe('50.8326');
    expect(request.searchParams.get('lon')).toBe('4.3631');
  });

  it('reverse answers null for nothing there, or a place across the border', async () => {
    server = await startFakeHttpServer((url, res) =>
      sendJson(res, 200, url.searchParams.get('lat') === '0' ? { error: 'Unable to geocode' } : LOUISE_PARIS),
    );
    const { geocoder, log } = geocoderFor(server.url);
    expect(await geocoder.reverse(0, 0, 'en')).toBeNull();
    expect(await geocoder.reverse(48.8566, 2.3522, 'en')).toBeNull();
    expect(log.lines).toEqual([]);
  });

  it('given the address of a Nominatim suggestion, then resolve answers that place (the booking check)', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, [LOUISE_54, ATOMIUM]));
    const places = await geocoderFor(server.url).geocoder.resolve(
      'Avenue Louise - Louizalaan 54, 1050 Ixelles - Elsene, Belgique',
      'fr',
    );
    expect(places.map((p) => p.label)).toEqual(['Avenue Louise - Louizalaan 54']);
  });
});

describe('Nominatim failures fall back to the gazetteer', () => {
  it.each([
    ['a 503', 503, 'Service Unavailable', /http_error: HTTP 503/],
    ['garbage', 200, '<html>oops</html>', /invalid_response/],
    ['JSON of another shape', 200, '{"hello": "world"}', /invalid_response/],
  ])('on %s, search answers from the gazetteer and logs it once', async (_name, status, body, logged) => {
    server = await startFakeHttpServer((_url, res) => res.writeHead(status).end(body));
    const { geocoder, log } = geocoderFor(server.url);
    expect((await geocoder.search('zav', 'en'))[0]?.label).toBe('Brussels Airport (BRU)');
    await geocoder.search('liege', 'en');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/geocoding \(Nominatim\) failed/);
    expect(log.lines[0]).toMatch(logged);
    expect(log.lines[0]).toMatch(/answering from the bundled gazetteer/);
  });

  it('on a timeout, reverse answers from the gazetteer', async () => {
    server = await startFakeHttpServer(() => undefined);
    const log = recordingLog();
    const geocoder = createGeocoder({
      geocoderUrl: server.url,
      provider: 'nominatim',
      log,
      timeoutMs: 200,
    });
    const place = await geocoder.reverse(50.8951, 4.3418, 'en');
    expect(place?.label).toBe('Atomium');
    expect(log.lines[0]).toMatch(/timeout/);
  });
});

describe('GEOCODER_PROVIDER', () => {
  const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

  it('is Photon unless nominatim is said', () => {
    expect(loadConfig({ ...base, GEOCODER_URL: 'https://photon.komoot.io' }).geocoderProvider).toBe('photon');
    expect(
      loadConfig({ ...base, GEOCODER_URL: 'http://nominatim:8080', GEOCODER_PROVIDER: 'nominatim' })
        .geocoderProvider,
    ).toBe('nominatim');
  });

  it('refuses the public Nominatim, whose usage policy forbids search-as-you-type', () => {
    expect(() =>
      loadConfig({
        ...base,
        GEOCODER_URL: 'https://nominatim.openstreetmap.org',
        GEOCODER_PROVIDER: 'nominatim',
      }),
    ).toThrow(/GEOCODER_URL: the public Nominatim forbids search-as-you-type/);
  });

  it('refuses a User-Agent that is not one printable line', () => {
    expect(() => loadConfig({ ...base, GEOCODER_USER_AGENT: 'a\r\nX-Evil: 1' })).toThrow(
      /GEOCODER_USER_AGENT: must be one line/,
    );
  });
});
