/**
 * When a ride keeps its car (and later its chauffeur) busy, and when two such times clash: the one rule the
 * model availability check, car assignment and the dispatch board share (issue 17, decision 146).
 * Times are epoch milliseconds; an interval is half-open [from, to): a ride ending at 10:00 and one whose
 * preparation starts at 10:00 do not clash.
 */
export interface Interval {
  from: number;
  to: number;
}

export interface BusyRule {
  /** Minutes before pickup the car leaves the garage (setting `preparation_buffer_minutes`). */
  preparationMinutes: number;
  /** Minutes after drop-off before the car can take the next ride (setting `turnaround_buffer_minutes`). */
  turnaroundMinutes: number;
}

export interface Ride {
  pickup: Date | string;
  /** The route's duration one way, in minutes (the booking's `estimated_duration_minutes`). */
  durationMinutes: number;
  /** A round trip drives the route back: the return leg is as long as the way out. */
  roundTrip: boolean;
}

const MINUTE = 60_000;

/** busy = pickup − preparation … pickup + route duration (× 2 for a round trip) + turnaround. */
export function busyInterval(ride: Ride, rule: BusyRule): Interval {
  const pickup = new Date(ride.pickup).getTime();
  const driving = ride.durationMinutes * (ride.roundTrip ? 2 : 1);
  return {
    from: pickup - rule.preparationMinutes * MINUTE,
    to: pickup + (driving + rule.turnaroundMinutes) * MINUTE,
  };
}

/** Two busy intervals clash when they share at least one instant. */
export const overlaps = (a: Interval, b: Interval): boolean => a.from < b.to && b.from < a.to;

/**
 * The most of `busy` that run at the same instant somewhere inside `within`. With n cars a new ride fits
 * exactly when this is below n: rides are intervals, and intervals need as many cars as their deepest
 * overlap (an interval graph's colouring equals its largest clique), so counting every clashing ride
 * would refuse rides that one car can take one after the other.
 */
export function deepestOverlap(busy: readonly Interval[], within: Interval): number {
  const edges: [number, number][] = [];
  for (const interval of busy) {
    if (!overlaps(interval, within)) continue;
    edges.push([Math.max(interval.from, within.from), +1], [Math.min(interval.to, within.to), -1]);
  }
  // At one instant an end comes before a start: half-open intervals that only touch do not overlap.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let depth = 0;
  let deepest = 0;
  for (const [, step] of edges) {
    depth += step;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/**
 * The cars free for `wanted`: each car's busy intervals (its assigned rides) clash with none of it.
 * Car assignment and the dispatch board (issue 17, point 3) pass each car's intervals.
 */
export function freeCars<Car extends { id: string }>(
  cars: readonly Car[],
  busyOf: (car: Car) => readonly Interval[],
  wanted: Interval,
): Car[] {
  return cars.filter((car) => !busyOf(car).some((busy) => overlaps(busy, wanted)));
}
