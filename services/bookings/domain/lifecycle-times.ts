import { EARLIEST_MOMENT, type CodedProblem, type LifecycleTiming } from '@chauffeur/contracts';
import { refusal, type DomainError } from '@chauffeur/platform';
import type { BookingState } from './booking-decider';

type Booked = Exclude<BookingState, { status: 'none' }>;

/**
 * What the command of a step with each rule in time carries from the world: the server's clock, and for the
 * start window the setting (the route reads both, so the decider stays pure). The lifecycle table names the
 * rule of each step; contracts' EARLIEST_MOMENT says when it allows it; this is what the rule needs.
 */
export interface TimingWorld {
  start_window: { now: Date; startWindowHours: number };
  after_start: { now: Date };
  after_pickup: { now: Date };
}

/**
 * The refusal of each rule before its moment (coded: the driver and the admin read it in their language; its
 * sentences are contracts' problem-codes.ts), given the moment (ISO).
 */
const REFUSAL: { [Timing in LifecycleTiming]: (at: string, world: TimingWorld[Timing]) => CodedProblem } = {
  start_window: (at, world) => ({ code: 'start_too_early', params: { at, count: world.startWindowHours } }),
  after_start: (at) => ({ code: 'complete_before_start', params: { at } }),
  after_pickup: (at) => ({ code: 'no_show_too_early', params: { at } }),
};

/** The refusal (422) of a step taken too early, or null when its time has come (or it has no rule). */
export function lifecycleTimeViolation(
  timing: LifecycleTiming | null,
  world: { now?: Date; startWindowHours?: number },
  state: Booked,
): DomainError | null {
  if (timing === null) return null;
  if (!world.now) throw new Error(`A step with the rule ${timing} needs the server's clock`);
  if (timing === 'start_window' && world.startWindowHours === undefined)
    throw new Error('Starting a ride needs the start window setting');
  const at = EARLIEST_MOMENT[timing]({
    scheduledTime: state.scheduledTime,
    startedAt: state.startedAt,
    startWindowHours: world.startWindowHours,
  });
  if (!at || world.now.getTime() >= at.getTime()) return null;
  return refusal(
    'invalid',
    (REFUSAL[timing] as (at: string, w: typeof world) => CodedProblem)(at.toISOString(), world),
  );
}
