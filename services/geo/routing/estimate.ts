import type { Location, RouteAnswer } from '@chauffeur/contracts';
import { greatCirclePoints, haversineKm } from '../geodesy';
import { ceilMinutes, roundKm, type RoutingService } from './port';

/**
 * The built-in estimator, used when no OSRM server is configured (and as its fallback). Pure and
 * deterministic: the same two points always give the same answer.
 *
 * Road distance = great-circle distance × a detour factor that tapers with length:
 *   - the first 15 km of straight line count × 1.30: city streets, the ring roads and the way onto a
 *     motorway wind (Grand-Place → Brussels Airport: 10.9 km straight, ≈ 14 km by road);
 *   - every further km counts × 1.12: Belgian motorways run nearly straight between cities
 *     (Brussels → Liège: 88.8 km straight, ≈ 97 km on the E40).
 * A flat 1.3 would over-state intercity trips by about 20 % (Brussels → Bruges 115 km instead of 98).
 * Over eight reference trips from the Grand-Place the model lands between −8 % and +8 % of the road.
 *
 * Duration = 2 min fixed overhead (leaving the kerb, finding the drop-off) plus the road distance driven
 * at speeds that rise with the trip: the first 8 km at 30 km/h (urban Brussels), the next 22 km at
 * 60 km/h (ring roads, regional roads), the rest at 105 km/h (motorways at 120 km/h less traffic).
 * It is deliberately a little slower than an empty road: a chauffeur plans with a margin.
 */
export const DETOUR = { urbanFactor: 1.3, urbanStraightKm: 15, longFactor: 1.12 } as const;
export const SPEED_MODEL = {
  overheadMinutes: 2,
  bands: [
    { uptoKm: 8, kmh: 30 },
    { uptoKm: 30, kmh: 60 },
    { uptoKm: Infinity, kmh: 105 },
  ],
} as const;

/** Points of the drawn line: one every ~5 km, at least 8 segments, at most 64. */
const MIN_SEGMENTS = 8;
const MAX_SEGMENTS = 64;

/** Straight-line km → estimated road km (before rounding). */
export function roadKmFromStraight(straightKm: number): number {
  const urban = Math.min(straightKm, DETOUR.urbanStraightKm);
  const beyond = Math.max(0, straightKm - DETOUR.urbanStraightKm);
  return urban * DETOUR.urbanFactor + beyond * DETOUR.longFactor;
}

/** Road km → estimated minutes (before rounding); 0 km is 0 minutes. */
export function minutesForRoadKm(roadKm: number): number {
  if (roadKm <= 0) return 0;
  let minutes = SPEED_MODEL.overheadMinutes;
  let from = 0;
  for (const band of SPEED_MODEL.bands) {
    const km = Math.min(roadKm, band.uptoKm) - from;
    if (km <= 0) break;
    minutes += (km / band.kmh) * 60;
    from = band.uptoKm;
  }
  return minutes;
}

/** The estimate for one trip, with a great-circle line for the map. */
export function estimateRoute(from: Location, to: Location): RouteAnswer {
  const straightKm = haversineKm(from, to);
  const roadKm = roundKm(roadKmFromStraight(straightKm));
  const segments = Math.min(MAX_SEGMENTS, Math.max(MIN_SEGMENTS, Math.ceil(straightKm / 5)));
  return {
    distance_km: roadKm,
    duration_minutes: roadKm === 0 ? 0 : ceilMinutes(minutesForRoadKm(roadKm)),
    source: 'estimate',
    geometry: {
      type: 'LineString',
      coordinates: roadKm === 0 ? greatCirclePoints(from, to, 1) : greatCirclePoints(from, to, segments),
    },
  };
}

export class EstimateRouting implements RoutingService {
  async route(from: Location, to: Location): Promise<RouteAnswer> {
    return estimateRoute(from, to);
  }
}
