import { DomainError } from '@chauffeur/platform';
import type { BookingCommand, BookingState } from './booking-decider';

const HOUR_MS = 3_600_000;

const BRUSSELS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the admin reads it: the company's clock, whatever the server's time zone. */
export const brusselsTime = (instant: Date) => `${BRUSSELS_TIME.format(instant)} (Brussels time)`;

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

type Booked = Exclude<BookingState, { status: 'none' }>;
type Earliest = { at: Date; message: (at: string) => string } | null;

/**
 * Issue 13's rules in time, one row per timed command: the earliest moment it may be taken, and what the
 * admin reads before then. A ride whose pickup is tomorrow cannot be started (nor so completed) today, so its
 * revenue cannot count on a day before it took place.
 */
const EARLIEST: {
  [Type in 'StartRide' | 'CompleteRide' | 'MarkNoShow']: (
    command: Extract<BookingCommand, { type: Type }>,
    state: Booked,
  ) => Earliest;
} = {
  StartRide: (command, state) => ({
    at: new Date(Date.parse(state.scheduledTime) - command.startWindowHours * HOUR_MS),
    message: (at) => `This ride can be started from ${at} (${hours(command.startWindowHours)} before pickup)`,
  }),
  // Never before it started: a clock set back (or a skewed server) cannot complete a ride "before" its start.
  CompleteRide: (_command, state) =>
    state.startedAt === null
      ? null
      : {
          at: new Date(state.startedAt),
          message: (at) => `This ride can be completed only after its start, ${at}`,
        },
  // Whether the customer came is known only once the pickup time has passed.
  MarkNoShow: (_command, state) => ({
    at: new Date(state.scheduledTime),
    message: (at) => `A no-show can be recorded from the pickup time, ${at}`,
  }),
};

/** The refusal (422) of a timed command taken too early, or null when its time has come (or it has none). */
export function lifecycleTimeViolation(command: BookingCommand, state: Booked): DomainError | null {
  if (command.type !== 'StartRide' && command.type !== 'CompleteRide' && command.type !== 'MarkNoShow')
    return null;
  const earliest = (EARLIEST[command.type] as (c: BookingCommand, s: Booked) => Earliest)(command, state);
  if (!earliest || command.now.getTime() >= earliest.at.getTime()) return null;
  return new DomainError('invalid', earliest.message(brusselsTime(earliest.at)));
}
