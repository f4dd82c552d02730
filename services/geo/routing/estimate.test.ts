import { describe, expect, it } from 'vitest';
import { routeAnswerSchema, type Location } from '@chauffeur/contracts';
import { haversineKm } from '../geodesy';
import { EstimateRouting, estimateRoute, minutesForRoadKm, roadKmFromStraight } from './estimate';
import { createRoutingService } from './factory';

const at = (address: string, lat: number, lng: number): Location => ({ address, lat, lng });
const GRAND_PLACE = at('Grand-Place, 1000 Bruxelles', 50.8467, 4.3525);
const BRU = at('Brussels Airport, 1930 Zaventem', 50.8988, 4.4838);
const ANTWERP = at('Grote Markt, 2000 Antwerpen', 51.2213, 4.3997);
const LIEGE = at('Place Saint-Lambert, 4000 Liège', 50.6455, 5.5733);
const BRUGES = at('Markt, 8000 Brugge', 51.2089, 3.2242);

describe('haversine', () => {
  it('measures the great circle: Grand-Place → Brussels Airport is about 11 km', () => {
    expect(haversineKm(GRAND_PLACE, BRU)).toBeCloseTo(10.9, 1);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineKm(ANTWERP, LIEGE)).toBeCloseTo(haversineKm(LIEGE, ANTWERP), 9);
    expect(haversineKm(LIEGE, LIEGE)).toBe(0);
  });
});

describe('estimate', () => {
  it('Grand-Place → Brussels Airport: about 14 km by road (the real road is ≈ 14 km), 20–30 minutes', () => {
    const answer = estimateRoute(GRAND_PLACE, BRU);
    expect(answer.distance_km).toBeGreaterThanOrEqual(13);
    expect(answer.distance_km).toBeLessThanOrEqual(16);
    expect(answer.duration_minutes).toBeGreaterThanOrEqual(20);
    expect(answer.duration_minutes).toBeLessThanOrEqual(30);
    expect(answer.source).toBe('estimate');
    expect(answer.fallback_reason).toBeUndefined();
  });

  it('Brussels → Antwerp: 41.6 km straight, within 45–52 km by road (real ≈ 46 km), under an hour', () => {
    const answer = estimateRoute(GRAND_PLACE, ANTWERP);
    expect(answer.distance_km).toBeGreaterThanOrEqual(45);
    expect(answer.distance_km).toBeLessThanOrEqual(52);
    expect(answer.duration_minutes).toBeGreaterThanOrEqual(40);
    expect(answer.duration_minutes).toBeLessThanOrEqual(60);
  });

  it('long motorway trips stay close to the road (Liège ≈ 97 km, Bruges ≈ 98 km)', () => {
    for (const city of [LIEGE, BRUGES]) {
      const answer = estimateRoute(GRAND_PLACE, city);
      expect(answer.distance_km).toBeGreaterThan(95);
      expect(answer.distance_km).toBeLessThan(106);
      expect(answer.duration_minutes).toBeGreaterThan(65);
      expect(answer.duration_minutes).toBeLessThan(90);
    }
  });

  it('rounds: km to one decimal, minutes up to a whole number', () => {
    const answer = estimateRoute(GRAND_PLACE, ANTWERP);
    expect(answer.distance_km * 10).toBe(Math.round(answer.distance_km * 10));
    expect(Number.isInteger(answer.duration_minutes)).toBe(true);
    expect(answer.duration_minutes).toBeGreaterThanOrEqual(minutesForRoadKm(answer.distance_km));
  });

  it('answers a trip to the same point with 0 km, 0 minutes and a two-point line', () => {
    const answer = estimateRoute(BRU, { ...BRU, address: 'the same place' });
    expect(answer).toEqual({
      distance_km: 0,
      duration_minutes: 0,
      source: 'estimate',
      geometry: {
        type: 'LineString',
        coordinates: [
          [4.4838, 50.8988],
          [4.4838, 50.8988],
        ],
      },
    });
  });

  it('grows with distance: road km and minutes never decrease', () => {
    let lastKm = 0;
    let lastMinutes = 0;
    for (let straight = 0; straight <= 300; straight += 0.5) {
      const km = roadKmFromStraight(straight);
      const minutes = minutesForRoadKm(km);
      expect(km).toBeGreaterThanOrEqual(lastKm);
      expect(minutes).toBeGreaterThanOrEqual(lastMinutes);
      lastKm = km;
      lastMinutes = minutes;
    }
    const trips = [BRU, ANTWERP, BRUGES, LIEGE].map((to) => estimateRoute(GRAND_PLACE, to));
    const byKm = [...trips].sort((a, b) => a.distance_km - b.distance_km);
    for (let i = 1; i < byKm.length; i++)
      expect(byKm[i]!.duration_minutes).toBeGreaterThanOrEqual(byKm[i - 1]!.duration_minutes);
  });

  it('draws the great circle from pickup to drop-off with several points, [lng, lat]', () => {
    const { geometry } = estimateRoute(GRAND_PLACE, LIEGE);
    expect(geometry.coordinates.length).toBeGreaterThanOrEqual(9);
    expect(geometry.coordinates[0]).toEqual([4.3525, 50.8467]);
    expect(geometry.coordinates.at(-1)).toEqual([5.5733, 50.6455]);
    for (const [lng, lat] of geometry.coordinates) {
      expect(lng).toBeGreaterThanOrEqual(4.35);
      expect(lng).toBeLessThanOrEqual(5.58);
      expect(lat).toBeGreaterThan(50.6);
      expect(lat).toBeLessThan(50.9);
    }
    const lngs = geometry.coordinates.map(([lng]) => lng);
    expect([...lngs].sort((a, b) => a - b)).toEqual(lngs);
  });

  it('is deterministic and matches the shared contract', async () => {
    const service = new EstimateRouting();
    const first = await service.route(GRAND_PLACE, ANTWERP);
    expect(await service.route(GRAND_PLACE, ANTWERP)).toEqual(first);
    expect(routeAnswerSchema.parse(first)).toEqual(first);
  });

  it('is what the factory gives without ROUTING_URL', async () => {
    expect(createRoutingService()).toBeInstanceOf(EstimateRouting);
    expect(createRoutingService({ routingUrl: null })).toBeInstanceOf(EstimateRouting);
  });
});
