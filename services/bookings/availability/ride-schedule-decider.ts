import type { Decider } from '@chauffeur/platform';
import type { RideClaimData, RideSlotData } from '../events';
import type { Interval } from './busy-interval';

/** What is claimed for a ride: one car or one chauffeur (issue 17, decision 165). */
export type RideResourceKind = 'car' | 'chauffeur';
export interface RideResource {
  kind: RideResourceKind;
  id: string;
}

/** The ride a claim is made for, as its booking describes it (a booking whose ride differs has moved). */
export interface ClaimedRide {
  scheduledTime: string;
  durationMinutes: number;
  roundTrip: boolean;
}

/** A ride's claim on a car or a chauffeur, as one day's schedule stream records it. */
export interface RideClaim extends Interval, ClaimedRide {
  bookingId: string;
  /** The booking's revision when the claim was decided (its assignment or edit is appended at it). */
  bookingRevision: number;
  claimedAt: number;
}

export type RideScheduleCommand =
  | {
      type: 'ClaimRideSlot';
      resource: RideResource;
      day: string;
      bookingId: string;
      interval: Interval;
      ride: ClaimedRide;
      bookingRevision: number;
      now: Date;
    }
  | { type: 'ReleaseRideSlot'; resource: RideResource; day: string; bookingId: string; interval: Interval };

export type RideScheduleEvent =
  | { type: 'CarSlotClaimed' | 'ChauffeurSlotClaimed'; data: RideClaimData }
  | { type: 'CarSlotReleased' | 'ChauffeurSlotReleased'; data: RideSlotData };

/** One table: the event types of each kind's schedule. */
const EVENT_TYPES = {
  car: { claimed: 'CarSlotClaimed', released: 'CarSlotReleased' },
  chauffeur: { claimed: 'ChauffeurSlotClaimed', released: 'ChauffeurSlotReleased' },
} as const;

/**
 * The claims of one car or chauffeur on one UTC day, by booking and interval: a booking edited to another
 * time claims anew beside its old claim, which stops counting once the booking has moved (and counts again
 * should the edit fail), so an edit never has to undo anything.
 */
export type RideScheduleState = Readonly<Record<string, RideClaim>>;
const keyOf = (bookingId: string, from: number, to: number) => `${bookingId}|${from}|${to}`;

/**
 * One car's or one chauffeur's schedule on one day. Like the model schedule it only records: whether the
 * resource is free is decided by claim-ride-slot.ts from every day the ride touches and the claimed
 * bookings' own streams, and made safe by appending at the revision that decision read. A claim is always
 * appended, even one the day already has: the append is what makes a rival decide again, and a fresh claim
 * (its booking revision) is what counts while its assignment is being written.
 */
export const rideScheduleDecider: Decider<RideScheduleCommand, RideScheduleEvent, RideScheduleState> = {
  initialState: {},

  decide(command, state) {
    const { resource, day, bookingId: booking_id } = command;
    const types = EVENT_TYPES[resource.kind];
    const from = new Date(command.interval.from).toISOString();
    const to = new Date(command.interval.to).toISOString();
    const slot = { resource_id: resource.id, day, booking_id, from, to };
    if (command.type === 'ClaimRideSlot') {
      const { ride } = command;
      return [
        {
          type: types.claimed,
          data: {
            ...slot,
            scheduled_time: new Date(ride.scheduledTime).toISOString(),
            duration_minutes: ride.durationMinutes,
            round_trip: ride.roundTrip,
            booking_revision: command.bookingRevision,
            claimed_at: command.now.toISOString(),
          },
        },
      ];
    }
    return state[keyOf(booking_id, command.interval.from, command.interval.to)]
      ? [{ type: types.released, data: slot }]
      : [];
  },

  evolve(state, event) {
    const { booking_id, from, to } = event.data;
    const key = keyOf(booking_id, Date.parse(from), Date.parse(to));
    if (event.type === 'CarSlotReleased' || event.type === 'ChauffeurSlotReleased') {
      const { [key]: _released, ...rest } = state;
      return rest;
    }
    const data = event.data as RideClaimData;
    const claim: RideClaim = {
      bookingId: booking_id,
      from: Date.parse(from),
      to: Date.parse(to),
      scheduledTime: data.scheduled_time,
      durationMinutes: data.duration_minutes,
      roundTrip: data.round_trip,
      bookingRevision: data.booking_revision,
      claimedAt: Date.parse(data.claimed_at),
    };
    return { ...state, [key]: claim };
  },
};
