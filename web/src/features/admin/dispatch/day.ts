import {
  intlLocale,
  brusselsDayOf,
  formatBrussels,
  brusselsDayStart,
  nextDay,
  type DispatchRide,
} from '@chauffeur/contracts';

/** The Brussels day before `day` (YYYY-MM-DD): noon UTC of the day, a day back, never skips over DST. */
export const previousDay = (day: string): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export { nextDay };

/** Today in Brussels, the board's default day (the office's day, whatever the browser's zone). */
export const brusselsToday = (now: Date): string => brusselsDayOf(now);

/** A day the date picker or the address bar gave, if it is one. */
export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));

const HOUR = 3_600_000;
/** The usual working window: 05:00 to 02:00 the next night, widened to whatever ride falls outside it. */
const USUAL_FROM_HOURS = 5;
const USUAL_TO_HOURS = 26;

export interface TimeAxis {
  from: number;
  to: number;
  /** The whole hours inside, as instants (Brussels is a whole number of hours from UTC). */
  hours: number[];
}

/** The board's time axis for a day: the usual window, stretched to whole hours around every busy time. */
export function timeAxisOf(day: string, rides: readonly DispatchRide[]): TimeAxis {
  const start = Date.parse(brusselsDayStart(day));
  let from = start + USUAL_FROM_HOURS * HOUR;
  let to = start + USUAL_TO_HOURS * HOUR;
  for (const ride of rides) {
    from = Math.min(from, Math.floor(Date.parse(ride.busy.from) / HOUR) * HOUR);
    to = Math.max(to, Math.ceil(Date.parse(ride.busy.to) / HOUR) * HOUR);
  }
  const hours: number[] = [];
  for (let hour = from; hour < to; hour += HOUR) hours.push(hour);
  return { from, to, hours };
}

/**
 * The hour the board opens on: the whole hour an hour before the first ride's busy time, never before the
 * axis. On the hour, so the first hour in view begins at the lane names' edge with its label whole: a view
 * opening mid-hour left that hour's label under the sticky lane names, cut or hidden.
 */
export const openingHour = (axis: TimeAxis, firstBusyFrom: number): number =>
  Math.max(axis.from, Math.floor((firstBusyFrom - HOUR) / HOUR) * HOUR);

/** Where an instant sits on the axis, in % of its width. */
export const percentOf = (axis: TimeAxis, instant: number): number =>
  ((instant - axis.from) / (axis.to - axis.from)) * 100;

/**
 * A time of day as Brussels reads it (e.g. 14:30). Always a 24-hour clock, English included: a board
 * spanning 05:00 to 02:00 reads without AM/PM, and the office and its chauffeurs speak in 24 hours.
 */
export const brusselsTime = (instant: string | number, language: string): string =>
  formatBrussels(instant, language, 'clock');

/** The board's title day, e.g. "Wednesday 25 November 2026". */
export const longDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** Only a ride not yet started may change its car or chauffeur (the assignment decider's rule). */
export const isAssignable = (ride: DispatchRide): boolean =>
  ride.status === 'pending' || ride.status === 'confirmed';

/**
 * Rides the dispatcher still has to give a car or a chauffeur: those that may still get one. A ride started,
 * completed or cancelled without a car can never leave the list, and there is nothing left to do for it.
 */
export const lacksAssignment = (ride: DispatchRide): boolean =>
  isAssignable(ride) && (!ride.car || !ride.chauffeur);
