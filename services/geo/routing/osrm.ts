import { z } from 'zod';
import { lineStringSchema, type Location, type RouteAnswer } from '@chauffeur/contracts';
import { fetchFailure, GeoServiceError } from '../failures';
import { ceilMinutes, roundKm, type RoutingService } from './port';

export const OSRM_TIMEOUT_MS = 2000;

/** The part of an OSRM `route` answer we use (http://project-osrm.org/docs/v5.24.0/api/#route-service). */
const osrmAnswerSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: lineStringSchema,
      }),
    )
    .optional(),
});

/** OSRM codes meaning "these points are fine but no road joins them". */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/**
 * OSRM adapter: `GET {base}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=full&geometries=geojson`.
 * Metres become km (one decimal) and seconds whole minutes rounded up (SPEC 7). Throws `GeoServiceError`
 * on any failure; `RoutingWithFallback` turns that into an estimate.
 */
export class OsrmRouting implements RoutingService {
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number = OSRM_TIMEOUT_MS,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  urlFor(from: Location, to: Location): string {
    const point = (p: Location) => `${p.lng},${p.lat}`;
    return `${this.base}/route/v1/driving/${point(from)};${point(to)}?overview=full&geometries=geojson`;
  }

  async route(from: Location, to: Location): Promise<RouteAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.urlFor(from, to), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw fetchFailure(error, this.timeoutMs);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GeoServiceError(
        response.ok ? 'invalid_response' : 'http_error',
        response.ok ? 'the answer is not JSON' : `HTTP ${response.status}`,
      );
    }
    const parsed = osrmAnswerSchema.safeParse(json);
    if (!parsed.success) {
      if (!response.ok) throw new GeoServiceError('http_error', `HTTP ${response.status}`);
      throw new GeoServiceError('invalid_response', `unexpected answer: ${parsed.error.issues[0]?.message}`);
    }
    const { code, message, routes } = parsed.data;
    if (NO_ROUTE_CODES.has(code)) throw new GeoServiceError('no_route', message ?? code);
    if (!response.ok || code !== 'Ok')
      throw new GeoServiceError(
        'http_error',
        `HTTP ${response.status} ${code}${message ? `: ${message}` : ''}`,
      );
    const best = routes?.[0];
    if (!best) throw new GeoServiceError('no_route', 'OSRM answered no route');
    return {
      distance_km: roundKm(best.distance / 1000),
      duration_minutes: ceilMinutes(best.duration / 60),
      source: 'osrm',
      geometry: best.geometry,
    };
  }
}
