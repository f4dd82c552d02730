import {
  PER_KM,
  computeFare,
  roundToCents,
  type Fare,
  type FareBasis,
  type Location,
} from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { fixedFareFor, type FixedFareMatch } from '../../pricing/index';

/** Where the quote and the booking look up a trip's fixed fares (the pricing module's table). */
export type FixedFareLookup = (pickup: Location, dropoff: Location) => Promise<FixedFareMatch | null>;
/** The lookup on the app's read store (the pricing read model). */
export const fareTable =
  (readStore: ReadStore): FixedFareLookup =>
  (pickup, dropoff) =>
    fixedFareFor(readStore, pickup, dropoff);

/** A fixed fare as a Fare: all of it the base, no distance part, so `base + distance = total` still holds. */
export const fixedFare = (total: number): Fare => ({ base_fare: total, distance_fare: 0, total_fare: total });

/**
 * One vehicle's fare for a trip (issue 17): the zone pair's fixed price when the trip's ends fall in a pair
 * that prices this model (twice it for a round trip: there and back are two fixed rides), else SPEC 9's
 * price per km with the minimum fare. A fixed fare is what the operator chose for the route, so the
 * minimum fare does not top it up.
 */
export function tripFare(
  trip: { distance_km: number; is_round_trip: boolean },
  vehicle: { id: string; price_per_km: number },
  minimumFare: number,
  fixed: FixedFareMatch | null,
): { fare: Fare; basis: FareBasis } {
  const price = fixed?.prices.find((entry) => entry.vehicle_id === vehicle.id)?.price;
  if (fixed && price !== undefined) {
    return { fare: fixedFare(roundToCents(price * (trip.is_round_trip ? 2 : 1))), basis: fixed.basis };
  }
  return {
    fare: computeFare(trip.distance_km, vehicle.price_per_km, trip.is_round_trip, minimumFare),
    basis: PER_KM,
  };
}
