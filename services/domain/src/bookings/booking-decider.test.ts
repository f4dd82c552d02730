import { describe, expect, it } from 'vitest';
import type { BookingEvent, BookingRequestedData } from '@chauffeur/contracts';
import { fold } from '../decider';
import { bookingDecider, type BookingCommand } from './booking-decider';

const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const booking: BookingRequestedData = {
  booking_id: id,
  reference: 'CH-7K3P9Q',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-12-01T09:00:00.000Z',
  vehicle: {
    id: 'a0a0a0a0-0000-4000-8000-000000000001',
    name: 'Mercedes-Benz S-Class',
    type: 'luxury',
    price_per_km: 3.5,
  },
  passenger_count: 2,
  luggage_count: 2,
  flight_number: 'SN3712',
  is_round_trip: false,
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56', email: 'anne@example.be' },
  language: 'nl',
  distance_km: 15.2,
  estimated_duration_minutes: 27,
  route_source: 'estimate',
  base_fare: 0,
  distance_fare: 53.2,
  total_fare: 53.2,
};

const requested: BookingEvent = { type: 'BookingRequested', data: booking };
const confirmed: BookingEvent = { type: 'BookingConfirmed', data: { booking_id: id } };
const started: BookingEvent = { type: 'RideStarted', data: { booking_id: id } };
const completed: BookingEvent = { type: 'RideCompleted', data: { booking_id: id, total_fare: 53.2 } };
const cancelled: BookingEvent = { type: 'BookingCancelled', data: { booking_id: id, reason: null } };
const deleted: BookingEvent = { type: 'BookingDeleted', data: { booking_id: id } };

/** Histories that put the booking in each status. */
const histories: Record<string, BookingEvent[]> = {
  pending: [requested],
  confirmed: [requested, confirmed],
  in_progress: [requested, confirmed, started],
  completed: [requested, confirmed, started, completed],
  cancelled: [requested, cancelled],
};

const commands: Record<string, BookingCommand> = {
  ConfirmBooking: { type: 'ConfirmBooking', bookingId: id },
  StartRide: { type: 'StartRide', bookingId: id },
  CompleteRide: { type: 'CompleteRide', bookingId: id },
  CancelBooking: { type: 'CancelBooking', bookingId: id },
};

/** The whole of SPEC 4 as a table: status × command → the event, or the 409 message. */
const expected: Record<string, Record<string, BookingEvent | string>> = {
  pending: {
    ConfirmBooking: confirmed,
    StartRide: 'Cannot start a booking that is pending',
    CompleteRide: 'Cannot complete a booking that is pending',
    CancelBooking: cancelled,
  },
  confirmed: {
    ConfirmBooking: 'Cannot confirm a booking that is confirmed',
    StartRide: started,
    CompleteRide: 'Cannot complete a booking that is confirmed',
    CancelBooking: 'Cannot cancel a booking that is confirmed',
  },
  in_progress: {
    ConfirmBooking: 'Cannot confirm a booking that is in progress',
    StartRide: 'Cannot start a booking that is in progress',
    CompleteRide: completed,
    CancelBooking: 'Cannot cancel a booking that is in progress',
  },
  completed: {
    ConfirmBooking: 'Cannot confirm a booking that is completed',
    StartRide: 'Cannot start a booking that is completed',
    CompleteRide: 'Cannot complete a booking that is completed',
    CancelBooking: 'Cannot cancel a booking that is completed',
  },
  cancelled: {
    ConfirmBooking: 'Cannot confirm a booking that is cancelled',
    StartRide: 'Cannot start a booking that is cancelled',
    CompleteRide: 'Cannot complete a booking that is cancelled',
    CancelBooking: 'Cannot cancel a booking that is cancelled',
  },
};

const given = (events: BookingEvent[]) => ({
  when: (command: BookingCommand) => () => bookingDecider.decide(command, fold(bookingDecider, events)),
});

describe('booking decider', () => {
  it('requests a new booking as pending', () => {
    expect(given([]).when({ type: 'RequestBooking', booking })()).toEqual([requested]);
    expect(fold(bookingDecider, [requested])).toMatchObject({ status: 'pending', totalFare: 53.2 });
  });

  it('refuses to request the same booking twice', () => {
    expect(given([requested]).when({ type: 'RequestBooking', booking })).toThrow(
      'This booking already exists',
    );
  });

  for (const [status, row] of Object.entries(expected)) {
    for (const [commandName, outcome] of Object.entries(row)) {
      it(`given ${status}, when ${commandName}, then ${typeof outcome === 'string' ? '409' : outcome.type}`, () => {
        const attempt = given(histories[status]!).when(commands[commandName]!);
        if (typeof outcome === 'string') {
          expect(attempt).toThrow(expect.objectContaining({ kind: 'conflict', message: outcome }));
        } else {
          expect(attempt()).toEqual([outcome]);
        }
      });
    }
    it(`given ${status}, when DeleteBooking, then BookingDeleted`, () => {
      expect(given(histories[status]!).when({ type: 'DeleteBooking', bookingId: id })()).toEqual([deleted]);
    });
  }

  it('completes with the fare decided at booking time', () => {
    expect(given(histories.in_progress!).when(commands.CompleteRide!)()).toEqual([
      { type: 'RideCompleted', data: { booking_id: id, total_fare: 53.2 } },
    ]);
  });

  it('answers not found for every command on a missing or deleted booking', () => {
    for (const history of [[], [requested, deleted]]) {
      for (const command of [...Object.values(commands), { type: 'DeleteBooking', bookingId: id } as const]) {
        expect(given(history).when(command)).toThrow(
          expect.objectContaining({ kind: 'not_found', message: 'Booking not found' }),
        );
      }
    }
  });
});
