import type { FareBasis, LatLngPoint, ModelFare, Zone, ZoneFare } from '@chauffeur/contracts';
import { inZone, zoneAreaKm2 } from './point-in-zone';

/** A zone pair's fixed fares that apply to a trip, with the basis a booking records. */
export interface FixedFareMatch {
  basis: Extract<FareBasis, { kind: 'fixed' }>;
  prices: ModelFare[];
}

/**
 * The fixed fares of a trip: the pair whose one zone holds the pickup and the other the destination (in
 * either direction). Zones may overlap (a centre inside a region): of the pairs that match, the one whose
 * zones are smallest together wins (the most specific), then the lower pair key so the answer never
 * depends on storage order. Null: no pair matches, the trip goes by the km (SPEC 9).
 */
export function matchFixedFare(
  zones: readonly Pick<Zone, 'id' | 'name' | 'shape'>[],
  fares: readonly Pick<ZoneFare, 'id' | 'zone_ids' | 'prices'>[],
  pickup: LatLngPoint,
  dropoff: LatLngPoint,
): FixedFareMatch | null {
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  const holds = (zoneId: string, point: LatLngPoint) => {
    const zone = byId.get(zoneId);
    return zone !== undefined && inZone(point, zone.shape);
  };
  const candidates = fares
    .filter(
      ({ zone_ids: [a, b] }) =>
        (holds(a, pickup) && holds(b, dropoff)) || (holds(b, pickup) && holds(a, dropoff)),
    )
    .map((fare) => ({
      fare,
      area: fare.zone_ids.reduce((sum, id) => sum + zoneAreaKm2(byId.get(id)!.shape), 0),
    }))
    .sort((x, y) => x.area - y.area || x.fare.id.localeCompare(y.fare.id));
  const best = candidates[0]?.fare;
  if (!best) return null;
  // Named in the trip's direction: "Brussels Airport → Brussels centre" for a ride from the airport.
  const [a, b] = best.zone_ids;
  const [from, to] = holds(a, pickup) && holds(b, dropoff) ? [a, b] : [b, a];
  return {
    basis: { kind: 'fixed', pair: best.id, zones: [byId.get(from)!.name, byId.get(to)!.name] },
    prices: best.prices,
  };
}
