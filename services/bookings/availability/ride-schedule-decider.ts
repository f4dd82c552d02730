import type { Decider } from '@chauffeur/platform';
import type { RideClaimData, RideSlotData } from '../events';
import type { Interval } from './busy-interval';

/** What is claimed for a ride: one car or one chauffeur (issue 17, decision 165). */
export type RideResourceKind = 'car' | 'chauffeur';
export interface RideResource {
  kind: RideResourceKind;
  id: string;
}

/** A ride's claim on a car or a chauffeur, as one day's schedule stream records it. */
export interface RideClaim extends Interval {
  bookingId: string;
  /** The pickup the claim was made for: once the booking moves, this claim no longer holds anything. */
  scheduledTime: string;
  /** The booking's revision when the claim was decided (its assignment is appended at it). */
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
      scheduledTime: string;
      bookingRevision: number;
      now: Date;
    }
  | { type: 'ReleaseRideSlot'; resource: RideResource; day: string; bookingId: string };

export type RideScheduleEvent =
  | { type: 'CarSlotClaimed' | 'ChauffeurSlotClaimed'; data: RideClaimData }
  | { type: 'CarSlotReleased' | 'ChauffeurSlotReleased'; data: RideSlotData };

/** One table: the event types of each kind's schedule. */
const EVENT_TYPES = {
  car: { claimed: 'CarSlotClaimed', released: 'CarSlotReleased' },
  chauffeur: { claimed: 'ChauffeurSlotClaimed', released: 'ChauffeurSlotReleased' },
} as const;

/** The claims of one car or chauffeur on one UTC day, by booking id. */
export type RideScheduleState = Readonly<Record<string, RideClaim>>;

/**
 * One car's or one chauffeur's schedule on one day. Like the model schedule it only records: whether the
 * resource is free is decided by claim-ride-slot.ts from every day the ride touches and the claimed
 * bookings' own streams, and made safe by appending at the revision that decision read. A claim is always
 * appended, even for a booking that already has one: the append is what makes a rival decide again, and a
 * fresh claim is what counts while its assignment is being written.
 */
export const rideScheduleDecider: Decider<RideScheduleCommand, RideScheduleEvent, RideScheduleState> = {
  initialState: {},

  decide(command, state) {
    const { resource, day, bookingId: booking_id } = command;
    const types = EVENT_TYPES[resource.kind];
    if (command.type === 'ClaimRideSlot') {
      const { from, to } = command.interval;
      return [
        {
          type: types.claimed,
          data: {
            resource_id: resource.id,
            day,
            booking_id,
            from: new Date(from).toISOString(),
            to: new Date(to).toISOString(),
            scheduled_time: new Date(command.scheduledTime).toISOString(),
            booking_revision: command.bookingRevision,
            claimed_at: command.now.toISOString(),
          },
        },
      ];
    }
    return state[booking_id]
      ? [{ type: types.released, data: { resource_id: resource.id, day, booking_id } }]
      : [];
  },

  evolve(state, event) {
    const { booking_id } = event.data;
    if (event.type === 'CarSlotReleased' || event.type === 'ChauffeurSlotReleased') {
      const { [booking_id]: _released, ...rest } = state;
      return rest;
    }
    const { from, to, scheduled_time, booking_revision, claimed_at } = event.data as RideClaimData;
    const claim: RideClaim = {
      bookingId: booking_id,
      from: Date.parse(from),
      to: Date.parse(to),
      scheduledTime: scheduled_time,
      bookingRevision: booking_revision,
      claimedAt: Date.parse(claimed_at),
    };
    return { ...state, [booking_id]: claim };
  },
};
