import { formatBrussels, wallTimeOf, type DriverRide } from '@chauffeur/contracts';

/** The Brussels day (YYYY-MM-DD) of an instant: the company's day, whatever the phone's time zone. */
export const brusselsDay = (instant: Date | string) => wallTimeOf(instant).date;

/** The pickup time as the chauffeur reads it: hours and minutes in Brussels, on the 24-hour clock of Belgium. */
export const pickupTime = (iso: string, language: string) => formatBrussels(iso, language, 'clock');

/** A day's heading: weekday, day and month in Brussels. */
export const dayHeading = (iso: string, language: string) => formatBrussels(iso, language, 'dayHeading');

/**
 * The Brussels day a group's heading names: today's, a later day's (its key), none for "Under way" (rides
 * of earlier days). What is said under it need not repeat that day (decision 296).
 */
export const headingDay = (key: RideGroup['key'], now: Date): string | undefined =>
  key === 'underWay' ? undefined : key === 'today' ? brusselsDay(now) : key;

export interface RideGroup {
  /** `underWay` (started on an earlier day), `today`, or the Brussels day of later rides. */
  key: string;
  rides: DriverRide[];
}

/**
 * The rides in the order the server gives them (by pickup time), grouped: under way from an earlier day,
 * today's, then one group per later day.
 */
export function groupRides(rides: readonly DriverRide[], now: Date): RideGroup[] {
  const today = brusselsDay(now);
  const groups: RideGroup[] = [];
  for (const ride of rides) {
    const day = brusselsDay(ride.scheduled_time);
    const key = day < today ? 'underWay' : day === today ? 'today' : day;
    const last = groups.at(-1);
    if (last?.key === key) last.rides.push(ride);
    else groups.push({ key, rides: [ride] });
  }
  return groups;
}
