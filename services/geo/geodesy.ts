/** Spherical-earth helpers (mean radius 6371.0088 km); errors against WGS84 stay below 0.5 %. */

export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `segments + 1` points along the great circle from `a` to `b`, as GeoJSON `[lng, lat]` rounded to 5
 * decimals (about 1 m). The ends are exactly `a` and `b` (rounded).
 */
export function greatCirclePoints(a: LatLng, b: LatLng, segments: number): [number, number][] {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  const p1 = rad(a.lat);
  const l1 = rad(a.lng);
  const p2 = rad(b.lat);
  const l2 = rad(b.lng);
  const angle = haversineKm(a, b) / EARTH_RADIUS_KM;
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const f = i / segments;
    if (angle === 0 || i === 0 || i === segments) {
      const end = i === segments ? b : a;
      points.push([round(end.lng), round(end.lat)]);
      continue;
    }
    const wa = Math.sin((1 - f) * angle) / Math.sin(angle);
    const wb = Math.sin(f * angle) / Math.sin(angle);
    const x = wa * Math.cos(p1) * Math.cos(l1) + wb * Math.cos(p2) * Math.cos(l2);
    const y = wa * Math.cos(p1) * Math.sin(l1) + wb * Math.cos(p2) * Math.sin(l2);
    const z = wa * Math.sin(p1) + wb * Math.sin(p2);
    points.push([round(deg(Math.atan2(y, x))), round(deg(Math.atan2(z, Math.hypot(x, y))))]);
  }
  return points;
}
