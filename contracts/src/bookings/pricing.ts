/** Rounds a money amount to cents, avoiding binary float surprises such as 1.005 → 1.00. */
export const roundToCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

export interface Fare {
  base_fare: number;
  distance_fare: number;
  total_fare: number;
}

/**
 * SPEC 9: price = route distance in km × the vehicle's price per km, doubled for a round trip, rounded to
 * cents; `base_fare` is 0 and `distance_fare` equals `total_fare`. Shared by the server (which decides)
 * and the browser (which only displays).
 */
export function computeFare(distanceKm: number, pricePerKm: number, isRoundTrip: boolean): Fare {
  const total = roundToCents(distanceKm * pricePerKm * (isRoundTrip ? 2 : 1));
  return { base_fare: 0, distance_fare: total, total_fare: total };
}
