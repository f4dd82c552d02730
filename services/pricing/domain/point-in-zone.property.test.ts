import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LatLngPoint } from '@chauffeur/contracts';
import { haversineKm } from '../../geo/index';
import { inZone } from './point-in-zone';
import { matchFixedFare } from './fixed-fare';

/** Points and shapes around Brussels, where zones are drawn. */
const lat = fc.double({ min: 50.6, max: 51.1, noNaN: true });
const lng = fc.double({ min: 4.1, max: 4.7, noNaN: true });
const point = fc.record({ lat, lng });

/** Brute force for a convex polygon: the point is on the same side of every edge (cross products). */
function insideConvex(p: LatLngPoint, corners: LatLngPoint[]): boolean {
  const signs = corners.map((a, i) => {
    const b = corners[(i + 1) % corners.length]!;
    return Math.sign((b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng));
  });
  return signs.every((s) => s >= 0) || signs.every((s) => s <= 0);
}

/** A convex polygon: corners on an ellipse at increasing angles. */
const convexPolygon = fc
  .record({
    centre: point,
    radius: fc.double({ min: 0.005, max: 0.2, noNaN: true }),
    // Whole degrees, distinct: no two corners coincide (a zero-length edge has no side).
    degrees: fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 12 }),
  })
  .map(({ centre, radius, degrees }) =>
    [...degrees]
      .sort((a, b) => a - b)
      .map((degree) => (degree * Math.PI) / 180)
      .map((angle) => ({
        lat: centre.lat + radius * Math.sin(angle),
        lng: centre.lng + radius * Math.cos(angle),
      })),
  );

describe('the point-in-zone rule', () => {
  it('agrees with a brute-force side-of-every-edge check on convex polygons', () => {
    fc.assert(
      fc.property(convexPolygon, point, (points, p) => {
        // Points within a hair of an edge may fall either side (documented): skip them.
        const onEdge = points.some((a, i) => {
          const b = points[(i + 1) % points.length]!;
          const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
          return Math.abs(cross) < 1e-12;
        });
        fc.pre(!onEdge);
        expect(inZone(p, { kind: 'polygon', points })).toBe(insideConvex(p, points));
      }),
      { numRuns: 2000 },
    );
  });

  it('holds a point in a circle exactly when it is within the radius', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0.1, max: 50, noNaN: true }), (centre, p, radius_km) => {
        const shape = { kind: 'circle' as const, place_id: null, center: centre, radius_km };
        expect(inZone(p, shape)).toBe(haversineKm(p, centre) <= radius_km);
      }),
    );
  });

  it('finds an L-shaped (concave) zone’s notch outside', () => {
    const L = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 1, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 2, lng: 1 },
      { lat: 2, lng: 0 },
    ];
    expect(inZone({ lat: 0.5, lng: 1.5 }, { kind: 'polygon', points: L })).toBe(true);
    expect(inZone({ lat: 1.5, lng: 0.5 }, { kind: 'polygon', points: L })).toBe(true);
    expect(inZone({ lat: 1.5, lng: 1.5 }, { kind: 'polygon', points: L })).toBe(false);
  });
});

describe('which zone pair prices a trip', () => {
  const circle = (lat: number, lng: number, radius_km: number) => ({
    kind: 'circle' as const,
    place_id: null,
    center: { lat, lng },
    radius_km,
  });
  const centre = {
    id: '00000000-0000-4000-8000-000000000001',
    name: { en: 'Centre' },
    shape: circle(50.8467, 4.3525, 2),
  };
  const region = {
    id: '00000000-0000-4000-8000-000000000002',
    name: { en: 'Region' },
    shape: circle(50.8467, 4.3525, 9),
  };
  const airport = {
    id: '00000000-0000-4000-8000-000000000003',
    name: { en: 'Airport' },
    shape: circle(50.8988, 4.4838, 1.5),
  };
  const price = (p: number) => [{ vehicle_id: '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01', price: p }];
  const fares = [
    { id: 'region-airport', zone_ids: [region.id, airport.id] as [string, string], prices: price(95) },
    { id: 'centre-airport', zone_ids: [centre.id, airport.id] as [string, string], prices: price(85) },
  ];
  const grandPlace = { lat: 50.8467, lng: 4.3525 };
  const bru = { lat: 50.9014, lng: 4.4844 };
  const uccle = { lat: 50.802, lng: 4.337 };

  it('takes the most specific pair where zones overlap, in both directions, named in the trip’s direction', () => {
    const zones = [centre, region, airport];
    expect(matchFixedFare(zones, fares, grandPlace, bru)).toEqual({
      basis: { kind: 'fixed', pair: 'centre-airport', zones: ['Centre', 'Airport'] },
      names: [{ en: 'Centre' }, { en: 'Airport' }],
      prices: price(85),
    });
    expect(matchFixedFare(zones, fares, bru, grandPlace)?.basis.zones).toEqual(['Airport', 'Centre']);
    expect(matchFixedFare(zones, fares, uccle, bru)?.prices).toEqual(price(95));
  });

  it('goes by the km when no pair holds both ends, or a pair names a removed zone', () => {
    expect(matchFixedFare([centre, region, airport], fares, grandPlace, uccle)).toBeNull();
    expect(matchFixedFare([region, centre], fares, grandPlace, bru)).toBeNull();
  });
});
