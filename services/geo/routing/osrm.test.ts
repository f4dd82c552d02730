import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { routeAnswerSchema, type Location } from '@chauffeur/contracts';
import { GeoServiceError } from '../failures';
import {
  recordingLog,
  sendJson,
  startFakeHttpServer,
  type FakeHttpServer,
} from '../testing/fake-http-server';
import { estimateRoute } from './estimate';
import { createRoutingService } from './factory';
import { OsrmRouting } from './osrm';
import { RoutingWithFallback } from './with-fallback';

const GRAND_PLACE: Location = { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 };
const BRU: Location = { address: 'Brussels Airport, 1930 Zaventem', lat: 50.8988, lng: 4.4838 };

const OSRM_OK = {
  code: 'Ok',
  routes: [
    {
      distance: 14237.4,
      duration: 1201.2,
      geometry: {
        type: 'LineString',
        coordinates: [
          [4.3525, 50.8467],
          [4.4, 50.87],
          [4.4838, 50.8988],
        ],
      },
    },
  ],
  waypoints: [],
};

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('OSRM adapter', () => {
  it('asks /route/v1/driving/{lng},{lat};{lng},{lat} with the full GeoJSON overview', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, OSRM_OK));
    await new OsrmRouting(`${server.url}/`).route(GRAND_PLACE, BRU);
    const [request] = server.requests;
    expect(request?.pathname).toBe('/route/v1/driving/4.3525,50.8467;4.4838,50.8988');
    expect(request?.searchParams.get('overview')).toBe('full');
    expect(request?.searchParams.get('geometries')).toBe('geojson');
  });

  it('turns metres into km (one decimal) and seconds into whole minutes rounded up', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, OSRM_OK));
    const answer = await new OsrmRouting(server.url).route(GRAND_PLACE, BRU);
    expect(answer).toEqual({
      distance_km: 14.2,
      duration_minutes: 21,
      source: 'osrm',
      geometry: OSRM_OK.routes[0]!.geometry,
    });
    expect(routeAnswerSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    ['a 500', (res: ServerResponse) => res.writeHead(500).end('boom'), 'http_error'],
    ['garbage', (res: ServerResponse) => res.writeHead(200).end('<html>'), 'invalid_response'],
    [
      'JSON of another shape',
      (res: ServerResponse) => sendJson(res, 200, { routes: 'none' }),
      'invalid_response',
    ],
    [
      'NoRoute',
      (res: ServerResponse) =>
        sendJson(res, 400, { code: 'NoRoute', message: 'Impossible route between points' }),
      'no_route',
    ],
    [
      'Ok without routes',
      (res: ServerResponse) => sendJson(res, 200, { code: 'Ok', routes: [] }),
      'no_route',
    ],
  ])('throws a GeoServiceError for %s', async (_name, respond, kind) => {
    server = await startFakeHttpServer((_url, res) => respond(res));
    const failure = await new OsrmRouting(server.url)
      .route(GRAND_PLACE, BRU)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeoServiceError);
    expect((failure as GeoServiceError).kind).toBe(kind);
  });
});

describe('routing with fallback', () => {
  const serviceFor = (url: string, log = recordingLog()) => ({
    log,
    service: createRoutingService({ routingUrl: url, log }),
  });

  it('answers from OSRM when it can', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, OSRM_OK));
    const { service, log } = serviceFor(server.url);
    const answer = await service.route(GRAND_PLACE, BRU);
    expect(answer.source).toBe('osrm');
    expect(answer.fallback_reason).toBeUndefined();
    expect(log.lines).toEqual([]);
  });

  it('falls back to the estimate on a 500, says why, and logs it once', async () => {
    server = await startFakeHttpServer((_url, res) => res.writeHead(500).end('Internal Server Error'));
    const { service, log } = serviceFor(server.url);
    const first = await service.route(GRAND_PLACE, BRU);
    const second = await service.route(BRU, GRAND_PLACE);
    expect(first).toEqual({
      ...estimateRoute(GRAND_PLACE, BRU),
      fallback_reason: expect.stringContaining('http_error'),
    });
    expect(second.source).toBe('estimate');
    expect(routeAnswerSchema.parse(first)).toEqual(first);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^warn: routing \(OSRM\) failed \(http_error: HTTP 500\)/);
  });

  it('falls back on garbage JSON', async () => {
    server = await startFakeHttpServer((_url, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code": "Ok", "rou'),
    );
    const { service } = serviceFor(server.url);
    const answer = await service.route(GRAND_PLACE, BRU);
    expect(answer.source).toBe('estimate');
    expect(answer.fallback_reason).toMatch(/unreadable answer \(invalid_response\)/);
  });

  it('falls back when OSRM finds no route', async () => {
    server = await startFakeHttpServer((_url, res) =>
      sendJson(res, 400, { code: 'NoRoute', message: 'Impossible route' }),
    );
    const answer = await serviceFor(server.url).service.route(GRAND_PLACE, BRU);
    expect(answer.source).toBe('estimate');
    expect(answer.fallback_reason).toMatch(/no road route between these points \(no_route\)/);
  });

  it('gives up after 2 s when OSRM does not answer', async () => {
    server = await startFakeHttpServer(() => undefined); // never answers
    const { service, log } = serviceFor(server.url);
    const started = Date.now();
    const answer = await service.route(GRAND_PLACE, BRU);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3500);
    expect(answer.source).toBe('estimate');
    expect(answer.fallback_reason).toMatch(/did not answer in time \(timeout\)/);
    expect(log.lines[0]).toMatch(/timeout: no answer within 2000 ms/);
  });

  it('falls back when nothing listens', async () => {
    const closed = await startFakeHttpServer(() => undefined);
    await closed.close();
    const answer = await serviceFor(closed.url).service.route(GRAND_PLACE, BRU);
    expect(answer.source).toBe('estimate');
    expect(answer.fallback_reason).toMatch(/unreachable/);
  });

  it('logs each failure kind once until OSRM answers again', async () => {
    let mode: 'down' | 'garbage' | 'up' = 'down';
    server = await startFakeHttpServer((_url, res) => {
      if (mode === 'down') res.writeHead(503).end();
      else if (mode === 'garbage') res.writeHead(200).end('nope');
      else sendJson(res, 200, OSRM_OK);
    });
    const { service, log } = serviceFor(server.url);
    await service.route(GRAND_PLACE, BRU);
    await service.route(GRAND_PLACE, BRU);
    mode = 'garbage';
    await service.route(GRAND_PLACE, BRU);
    await service.route(GRAND_PLACE, BRU);
    mode = 'up';
    expect((await service.route(GRAND_PLACE, BRU)).source).toBe('osrm');
    mode = 'down';
    await service.route(GRAND_PLACE, BRU);
    expect(log.lines.map((line) => line.replace(/\(([a-z_]+):.*$/, '$1'))).toEqual([
      'warn: routing (OSRM) failed http_error',
      'warn: routing (OSRM) failed invalid_response',
      'info: routing (OSRM) answers again',
      'warn: routing (OSRM) failed http_error',
    ]);
  });

  it('never throws, even when the adapter throws something unexpected', async () => {
    const broken = new RoutingWithFallback({ route: () => Promise.reject(new Error('bug')) }, recordingLog());
    const answer = await broken.route(GRAND_PLACE, BRU);
    expect(answer.source).toBe('estimate');
    expect(answer.fallback_reason).toBeDefined();
  });

  it('answers the same point twice with 0 km without asking OSRM', async () => {
    server = await startFakeHttpServer((_url, res) => sendJson(res, 200, OSRM_OK));
    const answer = await serviceFor(server.url).service.route(BRU, { ...BRU });
    expect(answer).toMatchObject({ distance_km: 0, duration_minutes: 0, source: 'estimate' });
    expect(answer.fallback_reason).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });
});
