import { bookingStream, type BookingStatus } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { fold } from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import { busyInterval, type BusyRule, type Interval } from './busy-interval';
import type { RideResourceKind } from './ride-schedule-decider';

/**
 * A booking as car and chauffeur availability see it, folded from its own stream (never behind): its
 * status, reference, ride and who is assigned. The assignment events are the dispatch module's; they are
 * read here by type only, as the dispatch module reads this module's events, so neither imports the other's
 * internals and the booking decider stays untouched.
 */
export interface BookingRide {
  /** The stream's last revision (-1: no stream). */
  revision: number;
  status: BookingStatus | 'none' | 'deleted';
  reference: string;
  vehicleId: string;
  scheduledTime: string;
  durationMinutes: number;
  roundTrip: boolean;
  assigned: Record<RideResourceKind, string | null>;
}

const ASSIGNED: Record<string, [RideResourceKind, 'on' | 'off']> = {
  CarAssigned: ['car', 'on'],
  CarUnassigned: ['car', 'off'],
  ChauffeurAssigned: ['chauffeur', 'on'],
  ChauffeurUnassigned: ['chauffeur', 'off'],
};

export function bookingRideOf(events: readonly RecordedEvent[]): BookingRide {
  const assigned: BookingRide['assigned'] = { car: null, chauffeur: null };
  for (const event of events) {
    const step = ASSIGNED[event.type];
    if (!step) continue;
    const data = event.data as { car?: { id: string }; chauffeur?: { id: string } };
    assigned[step[0]] = step[1] === 'on' ? (data[step[0]]?.id ?? null) : null;
  }
  const state = fold(
    bookingDecider,
    events.map((event) => ({ type: event.type, data: event.data }) as BookingEvent),
  );
  const revision = events.length === 0 ? -1 : Number(events.at(-1)!.revision);
  if (state.status === 'none') {
    return {
      revision,
      status: 'none',
      reference: '',
      vehicleId: '',
      scheduledTime: '',
      durationMinutes: 0,
      roundTrip: false,
      assigned,
    };
  }
  return {
    revision,
    status: state.deleted ? 'deleted' : state.status,
    reference: state.reference,
    vehicleId: state.booking.vehicle.id,
    scheduledTime: state.booking.scheduled_time,
    durationMinutes: state.booking.estimated_duration_minutes,
    roundTrip: state.booking.is_round_trip,
    assigned,
  };
}

export async function loadBookingRide(eventStore: EventStore, bookingId: string): Promise<BookingRide> {
  return bookingRideOf(await eventStore.readStream(bookingStream(bookingId)));
}

/** The booking's busy interval by the rule of the settings. */
export const rideInterval = (ride: BookingRide, rule: BusyRule): Interval =>
  busyInterval(
    { pickup: ride.scheduledTime, durationMinutes: ride.durationMinutes, roundTrip: ride.roundTrip },
    rule,
  );

/** What a claim for this booking's ride records (claim-ride-slot.ts): its ride and the revision read. */
export const claimOfRide = (bookingId: string, ride: BookingRide, interval: Interval) => ({
  bookingId,
  interval,
  ride: {
    scheduledTime: ride.scheduledTime,
    durationMinutes: ride.durationMinutes,
    roundTrip: ride.roundTrip,
  },
  bookingRevision: ride.revision,
});
