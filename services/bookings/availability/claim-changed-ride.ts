import {
  ASSIGNMENT_MESSAGES,
  vehicleCarsStream,
  type BookingRequestedData,
  type SettingsValues,
} from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { conflict, loadState, type CommandContext } from '@chauffeur/platform';
import { activeCarCount, carsDecider } from '../../fleet/index';
import { bookingRideOf, claimOfRide, rideInterval, type BookingRide } from './booking-ride';
import { claimModelSlot, putModelHolds } from './claim-model-slot';
import { claimRideSlot, releaseRideSlot } from './claim-ride-slot';
import { busyRuleOf } from './model-availability';
import { daysOf } from './model-schedule-decider';
import type { RideResource, RideResourceKind } from './ride-schedule-decider';

type Settings = Pick<
  SettingsValues,
  'preparation_buffer_minutes' | 'turnaround_buffer_minutes' | 'pending_hold_minutes'
>;

/** What the change does once its event is appended (`settle`) or refused (`undo`). */
export interface ChangedRideClaims {
  settle(): Promise<void>;
  undo(): Promise<void>;
}

const NOTHING: ChangedRideClaims = { settle: async () => {}, undo: async () => {} };

/**
 * A booking edit that moves the ride (its time, its route or its vehicle: its busy interval or its model)
 * claims the ride again before the change is appended (issue 17, decision 167): its car and chauffeur, if
 * it has them, must be free over the new interval (409 "This car is already on CH-… at that time", and the
 * edit is refused: the operator decides whom to move, nothing is un-assigned behind their back), a vehicle
 * change with a car assigned is refused (the car is the old model's), and the model must have a car free
 * (409 "This vehicle is not available…", as for a new booking).
 *
 * The car and chauffeur claims of the old ride stop counting by themselves once the booking has moved
 * (claim-ride-slot.ts); the model's old holds are released on `settle` (those of days the new ride does
 * not touch; shared days were replaced). Should the change's append fail, `undo` takes the new claims back
 * and puts the old holds back.
 */
export async function claimChangedRide(
  deps: { eventStore: EventStore; now: () => Date },
  request: {
    bookingId: string;
    events: readonly RecordedEvent[];
    proposed: BookingRequestedData;
    settings: Settings;
  },
  context: CommandContext,
): Promise<ChangedRideClaims> {
  const { bookingId, proposed, settings } = request;
  const before = bookingRideOf(request.events);
  const after: BookingRide = {
    ...before,
    vehicleId: proposed.vehicle.id,
    scheduledTime: proposed.scheduled_time,
    durationMinutes: proposed.estimated_duration_minutes,
    roundTrip: proposed.is_round_trip,
  };
  const rule = busyRuleOf(settings);
  const was = rideInterval(before, rule);
  const will = rideInterval(after, rule);
  const modelChanged = after.vehicleId !== before.vehicleId;
  if (!modelChanged && was.from === will.from && was.to === will.to) return NOTHING;
  if (modelChanged && before.assigned.car) throw conflict(ASSIGNMENT_MESSAGES.carOfPreviousModel);

  // The car first, then the chauffeur: each refused claim takes back the ones made before it.
  const claim = claimOfRide(bookingId, after, will);
  const claimed: RideResource[] = [];
  const releaseClaims = async () => {
    for (const resource of claimed) await releaseRideSlot(deps, resource, claim, context);
  };
  try {
    for (const kind of ['car', 'chauffeur'] as RideResourceKind[]) {
      const id = before.assigned[kind];
      if (!id) continue;
      await claimRideSlot(deps, { kind, id }, claim, context);
      claimed.push({ kind, id });
    }
  } catch (error) {
    await releaseClaims();
    throw error;
  }

  const oldDays = daysOf(was);
  const newDays = daysOf(will);
  // Put the model's holds back as they were before this edit (a refused claim may have released them).
  const restoreHolds = async () => {
    if (!modelChanged) {
      const holds = [
        ...oldDays.map((day) => ({ day, interval: was })),
        ...newDays.filter((day) => !oldDays.includes(day)).map((day) => ({ day, interval: null })),
      ];
      await putModelHolds(deps, before.vehicleId, bookingId, holds, context);
    } else {
      const holds = newDays.map((day) => ({ day, interval: null }));
      await putModelHolds(deps, after.vehicleId, bookingId, holds, context);
    }
  };
  const { state: cars } = await loadState(deps.eventStore, vehicleCarsStream(after.vehicleId), carsDecider);
  try {
    await claimModelSlot(
      deps,
      {
        vehicleId: after.vehicleId,
        cars: Object.keys(cars).length === 0 ? null : activeCarCount(cars),
        holdMinutes: settings.pending_hold_minutes,
      },
      bookingId,
      will,
      context,
    );
  } catch (error) {
    await releaseClaims();
    if (!modelChanged) await restoreHolds();
    throw error;
  }

  return {
    settle: async () => {
      const stale = modelChanged ? oldDays : oldDays.filter((day) => !newDays.includes(day));
      const holds = stale.map((day) => ({ day, interval: null }));
      await putModelHolds(deps, before.vehicleId, bookingId, holds, context);
    },
    undo: async () => {
      await releaseClaims();
      await restoreHolds();
    },
  };
}
