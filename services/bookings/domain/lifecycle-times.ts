import { formatBrussels, type LifecycleTiming } from '@chauffeur/contracts';
import { DomainError } from '@chauffeur/platform';
import type { BookingState } from './booking-decider';

const HOUR_MS = 3_600_000;

/** An instant as the admin reads it ("25 Nov 2026, 14:30"): the company's clock, whatever the server's zone. */
export const brusselsTime = (instant: Date) => `${formatBrussels(instant, 'en', 'dateTime')} (Brussels time)`;

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

type Booked = Exclude<BookingState, { status: 'none' }>;
type Earliest = { at: Date; message: (at: string) => string } | null;

/**
 * What the command of a step with each rule in time carries from the world: the server's clock, and for the
 * start window the setting (the route reads both, so the decider stays pure). The lifecycle table names the
 * rule of each step; this is what the rule needs.
 */
export interface TimingWorld {
  start_window: { now: Date; startWindowHours: number };
  after_start: { now: Date };
  after_pickup: { now: Date };
}

/**
 * Issue 13's rules in time, one row per rule the lifecycle table names: the earliest moment its steps may be
 * taken, and what the admin reads before then. A ride whose pickup is tomorrow cannot be started (nor so
 * completed) today, so its revenue cannot count on a day before it took place.
 */
const EARLIEST: { [Timing in LifecycleTiming]: (world: TimingWorld[Timing], state: Booked) => Earliest } = {
  start_window: (world, state) => ({
    at: new Date(Date.parse(state.scheduledTime) - world.startWindowHours * HOUR_MS),
    message: (at) => `This ride can be started from ${at} (${hours(world.startWindowHours)} before pickup)`,
  }),
  // Never before it started: a clock set back (or a skewed server) cannot complete a ride "before" its start.
  after_start: (_world, state) =>
    state.startedAt === null
      ? null
      : {
          at: new Date(state.startedAt),
          message: (at) => `This ride can be completed only after its start, ${at}`,
        },
  // Whether the customer came is known only once the pickup time has passed.
  after_pickup: (_world, state) => ({
    at: new Date(state.scheduledTime),
    message: (at) => `A no-show can be recorded from the pickup time, ${at}`,
  }),
};

/** The refusal (422) of a step taken too early, or null when its time has come (or it has no rule). */
export function lifecycleTimeViolation(
  timing: LifecycleTiming | null,
  world: { now?: Date; startWindowHours?: number },
  state: Booked,
): DomainError | null {
  if (timing === null) return null;
  if (!world.now) throw new Error(`A step with the rule ${timing} needs the server's clock`);
  const earliest = (EARLIEST[timing] as (w: typeof world, s: Booked) => Earliest)(world, state);
  if (!earliest || world.now.getTime() >= earliest.at.getTime()) return null;
  return new DomainError('invalid', earliest.message(brusselsTime(earliest.at)));
}
