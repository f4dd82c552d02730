import type { LatLngPoint, ZoneShape } from '@chauffeur/contracts';
import { haversineKm } from '../../geo/index';

/**
 * The point-in-zone rule. A circle holds the points within its radius (great-circle distance, edge
 * included). A polygon holds the points inside its ring by the even-odd rule (a ray cast towards the
 * east crosses the edges an odd number of times), on plain lat/lng: a zone is a few km wide, where
 * the difference from a geodesic edge is metres; a point exactly on an edge may fall either side.
 */
export function inZone(point: LatLngPoint, shape: ZoneShape): boolean {
  if (shape.kind === 'circle') return haversineKm(point, shape.center) <= shape.radius_km;
  let inside = false;
  const { points } = shape;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    // The edge a–b straddles the point's latitude, and crosses it east of the point.
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = a.lng + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lng - a.lng);
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

const KM_PER_DEGREE = 111.32;

/**
 * A zone's area in km² (polygon: shoelace on an equirectangular projection around its first corner).
 * Used only to rank overlapping zones, smallest (most specific) first, so precision is not an issue.
 */
export function zoneAreaKm2(shape: ZoneShape): number {
  if (shape.kind === 'circle') return Math.PI * shape.radius_km ** 2;
  const cos = Math.cos((shape.points[0]!.lat * Math.PI) / 180);
  const xy = shape.points.map((p) => [p.lng * KM_PER_DEGREE * cos, p.lat * KM_PER_DEGREE] as const);
  let twice = 0;
  for (let i = 0, j = xy.length - 1; i < xy.length; j = i++)
    twice += xy[j]![0] * xy[i]![1] - xy[i]![0] * xy[j]![1];
  return Math.abs(twice) / 2;
}
