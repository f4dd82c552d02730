import type { DriverRide } from '@chauffeur/contracts';

const BRUSSELS = 'Europe/Brussels';
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRUSSELS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Brussels day (YYYY-MM-DD) of an instant: the company's day, whatever the phone's time zone. */
export const brusselsDay = (instant: Date | string) => dayKey.format(new Date(instant));

/** The pickup time as the chauffeur reads it: hours and minutes in Brussels, on the 24-hour clock of Belgium. */
export const pickupTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: BRUSSELS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** A day's heading: weekday, day and month in Brussels. */
export const dayHeading = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: BRUSSELS,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));

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
