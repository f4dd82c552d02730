/** Rounds a money amount to cents, avoiding binary float surprises such as 1.005 → 1.00. */
export const roundToCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

export interface Fare {
  base_fare: number;
  distance_fare: number;
  total_fare: number;
}

/**
 * SPEC 9: price = route distance in km × the vehicle's price per km, doubled for a round trip, rounded to
 * cents; `distance_fare` is that price. Issue 13 adds the `minimum_fare` setting: the total is never below
 * it, and `base_fare` is the top-up that brings the distance price up to it (0 when the distance price is
 * enough, i.e. SPEC 9's base fare of 0), so `base_fare + distance_fare = total_fare` always holds.
 * Shared by the server (which decides) and the browser (which only displays): one place for the rule.
 */
export function computeFare(
  distanceKm: number,
  pricePerKm: number,
  isRoundTrip: boolean,
  minimumFare = 0,
): Fare {
  const distance = roundToCents(distanceKm * pricePerKm * (isRoundTrip ? 2 : 1));
  const total = Math.max(distance, roundToCents(minimumFare));
  return { base_fare: roundToCents(total - distance), distance_fare: distance, total_fare: total };
}
