import {
  localize,
  type FareBasis,
  type LatLngPoint,
  type LocalizedText,
  type ModelFare,
  type Zone,
  type ZoneFare,
} from '@chauffeur/contracts';
import { inZone, zoneAreaKm2 } from './point-in-zone';

type FixedBasis = Extract<FareBasis, { kind: 'fixed' }>;

/** A zone pair's fixed fares that apply to a trip, with the basis a booking records. */
export interface FixedFareMatch {
  /** The record's: the zones' default names, whatever the visitor's language. */
  basis: FixedBasis;
  /** The two zones' names in every language they have, in the trip's direction. */
  names: [LocalizedText, LocalizedText];
  prices: ModelFare[];
}

/** The basis as a visitor reads it: the zones named in their language, else by their default names. */
export const basisIn = (match: FixedFareMatch, language: string): FixedBasis => ({
  ...match.basis,
  zones: [localize(match.names[0], language), localize(match.names[1], language)],
});

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
  const names: [LocalizedText, LocalizedText] = [byId.get(from)!.name, byId.get(to)!.name];
  return {
    basis: { kind: 'fixed', pair: best.id, zones: [names[0].en, names[1].en] },
    names,
    prices: best.prices,
  };
}
