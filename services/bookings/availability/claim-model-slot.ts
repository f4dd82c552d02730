import { bookingStream, modelScheduleStream, problemText, type BookingStatus } from '@chauffeur/contracts';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@chauffeur/eventstore';
import {
  DomainError,
  fold,
  handleCommand,
  loadState,
  loadedStream,
  refusal,
  type CommandContext,
} from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import { deepestOverlap, overlaps, type Interval } from './busy-interval';
import { daysOf, modelScheduleDecider, type SlotHold } from './model-schedule-decider';

export const MODEL_UNAVAILABLE = problemText({ code: 'vehicle_unavailable_at_time' });

/**
 * Which bookings keep their car (decision 147): a confirmed or running ride always; a booking awaiting
 * confirmation (or not written yet: its creation is under way or crashed after the hold) while its hold is
 * younger than the hold time; a finished, cancelled, no-show or deleted booking never.
 */
const HOLDS_ITS_CAR: Record<BookingStatus | 'none', 'always' | 'while_young' | 'never'> = {
  none: 'while_young',
  pending: 'while_young',
  confirmed: 'always',
  in_progress: 'always',
  completed: 'never',
  cancelled: 'never',
  no_show: 'never',
};

export interface ModelCapacity {
  vehicleId: string;
  /** Active cars of the model; null: the model has no cars recorded, its availability is not tracked. */
  cars: number | null;
  /** Setting `pending_hold_minutes`. */
  holdMinutes: number;
}

interface ScheduleDeps {
  eventStore: EventStore;
  now: () => Date;
}

/** Every day stream the interval touches, as read now. */
async function readSchedule(eventStore: EventStore, vehicleId: string, interval: Interval) {
  return Promise.all(
    daysOf(interval).map(async (day) => ({
      day,
      events: await eventStore.readStream(modelScheduleStream(vehicleId, day)),
    })),
  );
}

const holdsOf = (events: readonly RecordedEvent[]) =>
  fold(
    modelScheduleDecider,
    events.map(
      (event) =>
        ({ type: event.type, data: event.data }) as Parameters<typeof modelScheduleDecider.evolve>[1],
    ),
  );

/** The holds of other bookings clashing with `interval` whose booking still keeps its car. */
async function busyHolds(
  deps: ScheduleDeps,
  days: readonly { events: readonly RecordedEvent[] }[],
  interval: Interval,
  capacity: ModelCapacity,
  except?: string,
): Promise<SlotHold[]> {
  const clashing = new Map<string, SlotHold>();
  for (const { events } of days) {
    for (const hold of Object.values(holdsOf(events))) {
      if (hold.bookingId !== except && overlaps(hold, interval)) clashing.set(hold.bookingId, hold);
    }
  }
  const now = deps.now().getTime();
  const kept = await Promise.all(
    [...clashing.values()].map(async (hold) => {
      // The booking's own stream says whether it still keeps the car: authoritative, never behind.
      const { state } = await loadState(deps.eventStore, bookingStream(hold.bookingId), bookingDecider);
      const status = state.status === 'none' ? 'none' : state.deleted ? 'cancelled' : state.status;
      const rule = HOLDS_ITS_CAR[status];
      const young = now - hold.heldAt < capacity.holdMinutes * 60_000;
      return rule === 'always' || (rule === 'while_young' && young) ? hold : null;
    }),
  );
  return kept.filter((hold): hold is SlotHold => hold !== null);
}

/** Whether the model has a car free over `interval` now (the quote's answer; nothing is written). */
export async function modelIsFree(
  deps: ScheduleDeps,
  capacity: ModelCapacity,
  interval: Interval,
  /** A booking whose own hold does not count (it asks to move: issue 18's change requests). */
  except?: string,
) {
  if (capacity.cars === null) return true;
  if (capacity.cars === 0) return false;
  const days = await readSchedule(deps.eventStore, capacity.vehicleId, interval);
  return deepestOverlap(await busyHolds(deps, days, interval, capacity, except), interval) < capacity.cars;
}

/** Enough for any realistic burst: each round one of the racing bookings gets in or all are refused. */
const MAX_ROUNDS = 100;

/**
 * Holds a car of the model for the booking over its busy interval, or refuses with MODEL_UNAVAILABLE
 * (409) when every active car is busy at some instant of it. Called before the booking is written.
 *
 * Consistency comes from the log (decision 147): the holds are read from every day stream the interval
 * touches and each append expects the revision that was read, so two bookings that clash (they share at
 * least one day stream) cannot both be decided on a reading without the other: the second append fails
 * and that booking decides again. A multi-day interval is appended day by day; when a later day refuses,
 * the earlier days' holds are released (until then they may refuse a rival: the safe side).
 */
export async function claimModelSlot(
  deps: ScheduleDeps,
  capacity: ModelCapacity,
  bookingId: string,
  interval: Interval,
  context: CommandContext,
): Promise<void> {
  if (capacity.cars === null) return;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const days = await readSchedule(deps.eventStore, capacity.vehicleId, interval);
    const busy = await busyHolds(deps, days, interval, capacity, bookingId);
    if (deepestOverlap(busy, interval) >= capacity.cars) {
      await releaseSlot(deps, capacity.vehicleId, bookingId, days, context);
      throw refusal('conflict', { code: 'vehicle_unavailable_at_time' }, { title: 'Vehicle unavailable' });
    }
    try {
      for (const { day, events } of days) {
        await handleCommand(deps.eventStore, {
          stream: modelScheduleStream(capacity.vehicleId, day),
          decider: modelScheduleDecider,
          command: {
            type: 'HoldSlot',
            vehicleId: capacity.vehicleId,
            day,
            bookingId,
            interval,
            now: deps.now(),
          },
          context,
          loaded: loadedStream(events),
          now: deps.now,
        });
      }
      return;
    } catch (error) {
      // Another booking of this model wrote to one of these days since they were read: decide again.
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
  throw new DomainError('unavailable', 'Too many bookings at once for this vehicle. Please try again.');
}

/**
 * Writes the booking's hold on these days as given, with no capacity check: for an edit whose booking
 * append failed, putting back the hold it had (decision 167). Each day read again, decided again on a race.
 */
export async function putModelHolds(
  deps: ScheduleDeps,
  vehicleId: string,
  bookingId: string,
  holds: readonly { day: string; interval: Interval | null }[],
  context: CommandContext,
): Promise<void> {
  for (const { day, interval } of holds) {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const command =
        interval === null
          ? ({ type: 'ReleaseSlot', vehicleId, day, bookingId } as const)
          : ({ type: 'HoldSlot', vehicleId, day, bookingId, interval, now: deps.now() } as const);
      try {
        await handleCommand(deps.eventStore, {
          stream: modelScheduleStream(vehicleId, day),
          decider: modelScheduleDecider,
          command,
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

/** Undoes the holds a refused booking wrote on some of its days (each read again: they may have moved). */
async function releaseSlot(
  deps: ScheduleDeps,
  vehicleId: string,
  bookingId: string,
  days: readonly { day: string; events: readonly RecordedEvent[] }[],
  context: CommandContext,
) {
  for (const { day, events } of days) {
    if (!holdsOf(events)[bookingId]) continue;
    await handleCommand(deps.eventStore, {
      stream: modelScheduleStream(vehicleId, day),
      decider: modelScheduleDecider,
      command: { type: 'ReleaseSlot', vehicleId, day, bookingId },
      context,
      now: deps.now,
    });
  }
}
