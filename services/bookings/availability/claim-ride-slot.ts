import { carScheduleStream, chauffeurScheduleStream } from '@chauffeur/contracts';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@chauffeur/eventstore';
import {
  DomainError,
  fold,
  refusal,
  handleCommand,
  loadedStream,
  type CommandContext,
} from '@chauffeur/platform';
import { overlaps, type Interval } from './busy-interval';
import { loadBookingRide, type BookingRide } from './booking-ride';
import { daysOf } from './model-schedule-decider';
import {
  rideScheduleDecider,
  type ClaimedRide,
  type RideClaim,
  type RideResource,
  type RideScheduleEvent,
} from './ride-schedule-decider';

/**
 * How long a claim counts before its booking shows the assignment (decision 165): the assignment is
 * appended to the booking right after the claim, at the revision the claim names, so a claim whose booking
 * is still at that revision and this young may be one being written. Once anything else is appended to the
 * booking, that append can no longer succeed; and older, it crashed: either way it holds nothing.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

/** Which bookings keep the car or chauffeur they were given: a ride not yet over, never one that is. */
const KEEPS_ITS_RIDE: Record<BookingRide['status'], 'if_still_theirs' | 'while_in_flight' | 'never'> = {
  none: 'while_in_flight',
  pending: 'if_still_theirs',
  confirmed: 'if_still_theirs',
  in_progress: 'if_still_theirs',
  completed: 'never',
  cancelled: 'never',
  no_show: 'never',
  deleted: 'never',
};

export const scheduleStreamOf = (resource: RideResource, day: string) =>
  resource.kind === 'car' ? carScheduleStream(resource.id, day) : chauffeurScheduleStream(resource.id, day);

interface Deps {
  eventStore: EventStore;
  now: () => Date;
}

/** A ride a car or chauffeur already has over the wanted interval. */
export interface RideClash {
  bookingId: string;
  reference: string;
  /**
   * Only a claim whose assignment is still being written holds it (its booking does not show it yet): it
   * may yet lose, e.g. a ride over two days whose second day's claim was refused, which then releases the
   * first's (decision 300).
   */
  inFlight: boolean;
}

/** The ride to claim for: its booking, busy interval and ride, and the booking's revision as read. */
export interface RideToClaim {
  bookingId: string;
  interval: Interval;
  ride: ClaimedRide;
  bookingRevision: number;
}

async function readSchedule(eventStore: EventStore, resource: RideResource, interval: Interval) {
  return Promise.all(
    daysOf(interval).map(async (day) => ({
      day,
      events: await eventStore.readStream(scheduleStreamOf(resource, day)),
    })),
  );
}

const claimsOf = (events: readonly RecordedEvent[]) =>
  fold(
    rideScheduleDecider,
    events.map((event) => ({ type: event.type, data: event.data }) as RideScheduleEvent),
  );

/**
 * Whether a claim still holds its car or chauffeur, from its booking's own stream (decision 165): the ride
 * is not over, the resource is still assigned to it and it still has the claim's pickup; or its assignment
 * may be being written (the booking is still at the revision the claim was decided on, and the claim is
 * young). Un-assignment, a move, cancellation, completion, no-show and deletion thus free the slot with no
 * event of their own.
 */
export function stillHolds(
  claim: RideClaim,
  ride: BookingRide,
  resource: RideResource,
  now: number,
): boolean {
  const inFlight = ride.revision === claim.bookingRevision && now - claim.claimedAt < IN_FLIGHT_MS;
  const rule = KEEPS_ITS_RIDE[ride.status];
  if (rule === 'never') return false;
  if (rule === 'while_in_flight') return inFlight;
  return shownByItsBooking(claim, ride, resource) || inFlight;
}

/** The claim's booking shows the resource on that very ride: it holds it, whatever its claim's age. */
function shownByItsBooking(claim: RideClaim, ride: BookingRide, resource: RideResource): boolean {
  return (
    KEEPS_ITS_RIDE[ride.status] === 'if_still_theirs' &&
    ride.assigned[resource.kind] === resource.id &&
    Date.parse(ride.scheduledTime) === Date.parse(claim.scheduledTime) &&
    ride.durationMinutes === claim.durationMinutes &&
    ride.roundTrip === claim.roundTrip
  );
}

/**
 * THE rule of assignability, pure: the first claim (by start) of another booking that overlaps `wanted` and
 * still holds, or null when the car or chauffeur is free for it. Property-tested against a brute force.
 */
export function firstClash(
  claims: readonly RideClaim[],
  rideOf: (bookingId: string) => BookingRide,
  resource: RideResource,
  wanted: { bookingId: string; interval: Interval },
  now: number,
): RideClaim | null {
  const clashing = claims
    .filter((claim) => claim.bookingId !== wanted.bookingId && overlaps(claim, wanted.interval))
    .sort((a, b) => a.from - b.from);
  return clashing.find((claim) => stillHolds(claim, rideOf(claim.bookingId), resource, now)) ?? null;
}

/** The ride claimed on these days that keeps the resource from `interval`, reading the bookings it needs. */
async function clashIn(
  deps: Deps,
  resource: RideResource,
  days: readonly { events: readonly RecordedEvent[] }[],
  interval: Interval,
  except: string,
): Promise<RideClash | null> {
  const claims = days.flatMap(({ events }) =>
    Object.values(claimsOf(events)).filter(
      (claim) => claim.bookingId !== except && overlaps(claim, interval),
    ),
  );
  const ids = [...new Set(claims.map((claim) => claim.bookingId))];
  const rides = new Map(
    await Promise.all(ids.map(async (id) => [id, await loadBookingRide(deps.eventStore, id)] as const)),
  );
  const rideOf = (id: string) => rides.get(id)!;
  const clash = firstClash(claims, rideOf, resource, { bookingId: except, interval }, deps.now().getTime());
  if (!clash) return null;
  // Named: a ride whose booking shows the resource, before one whose claim is still being written.
  const shown = [...claims]
    .sort((a, b) => a.from - b.from)
    .find((claim) => shownByItsBooking(claim, rideOf(claim.bookingId), resource));
  const named = shown ?? clash;
  return { bookingId: named.bookingId, reference: rideOf(named.bookingId).reference, inFlight: !shown };
}

/** The ride that keeps the car or chauffeur busy over `interval` now, if any (read only: the board's). */
export async function rideSlotClash(
  deps: Deps,
  resource: RideResource,
  ride: RideToClaim,
): Promise<RideClash | null> {
  const days = await readSchedule(deps.eventStore, resource, ride.interval);
  return clashIn(deps, resource, days, ride.interval, ride.bookingId);
}

/** The refusal of a car or chauffeur who already has an overlapping ride, by its code (the web translates it). */
const busy = (resource: RideResource, reference: string) =>
  refusal(
    'conflict',
    { code: resource.kind === 'car' ? 'car_busy' : 'chauffeur_busy', params: { reference } },
    { title: resource.kind === 'car' ? 'Car busy' : 'Chauffeur busy' },
  );

/** Enough for any realistic burst: each round one of the racing claims gets in or all are refused. */
const MAX_ROUNDS = 100;
/**
 * How long a claim held only by claims still being written is decided again rather than refused: such a
 * claim is written within milliseconds, or released when it loses. Refused at once, a rival that was to
 * lose named itself the holder ("already on CH-…", a ride that then did not have the car), and both could
 * be refused while the car stayed free.
 */
const IN_FLIGHT_WAIT_MS = 250;
const IN_FLIGHT_POLL_MS = 10;

/**
 * Claims the car or chauffeur for the ride over its busy interval, or refuses (409 naming the clashing
 * booking's reference) when another ride that still holds it overlaps. Called before the assignment (or
 * the edit that moves the ride) is appended to the booking.
 *
 * The model schedule's pattern (decision 147): the claims are read from every day stream the interval
 * touches and each append expects the revision that was read, so two clashing claims (they share at least
 * one day) cannot both be decided on a reading without the other: the later append fails and decides again.
 * A claim refused on a later day releases the claims it wrote on earlier ones.
 */
export async function claimRideSlot(
  deps: Deps,
  resource: RideResource,
  ride: RideToClaim,
  context: CommandContext,
): Promise<void> {
  // Days this call wrote a claim on (a multi-day ride whose later day failed): released if refused after.
  const wrote = new Set<string>();
  let waited = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const days = await readSchedule(deps.eventStore, resource, ride.interval);
    const clash = await clashIn(deps, resource, days, ride.interval, ride.bookingId);
    if (clash?.inFlight && waited < IN_FLIGHT_WAIT_MS) {
      waited += IN_FLIGHT_POLL_MS;
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
      continue;
    }
    if (clash) {
      if (wrote.size > 0) await releaseRideSlot(deps, resource, ride, context, [...wrote]);
      throw busy(resource, clash.reference);
    }
    try {
      for (const { day, events } of days) {
        await handleCommand(deps.eventStore, {
          stream: scheduleStreamOf(resource, day),
          decider: rideScheduleDecider,
          command: { type: 'ClaimRideSlot', resource, day, ...ride, now: deps.now() },
          context,
          loaded: loadedStream(events),
          now: deps.now,
        });
        wrote.add(day);
      }
      return;
    } catch (error) {
      // Another ride of this car or chauffeur wrote to one of these days since they were read: decide again.
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
  throw new DomainError('unavailable', 'Too many assignments at once. Please try again.');
}

/**
 * Takes back the claims of a ride whose assignment was then refused (each day read again: it may have moved),
 * so that it does not keep a rival out for the in-flight time.
 */
export async function releaseRideSlot(
  deps: Deps,
  resource: RideResource,
  ride: Pick<RideToClaim, 'bookingId' | 'interval'>,
  context: CommandContext,
  days: readonly string[] = daysOf(ride.interval),
): Promise<void> {
  for (const day of days) {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      try {
        await handleCommand(deps.eventStore, {
          stream: scheduleStreamOf(resource, day),
          decider: rideScheduleDecider,
          command: {
            type: 'ReleaseRideSlot',
            resource,
            day,
            bookingId: ride.bookingId,
            interval: ride.interval,
          },
          context,
          now: deps.now,
        });
        break;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
      }
    }
  }
}
