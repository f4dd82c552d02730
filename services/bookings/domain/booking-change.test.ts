import { describe, expect, it } from 'vitest';
import type { BookingRequestedData } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import type { BookingEvent } from '../events';
import { bookingDecider, type BookingCommand, type BookingStreamEvent } from './booking-decider';

/** Given a booking's events, when an admin changes it (issue 17 point 5, decision 141), then what is recorded. */
const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const booking: BookingRequestedData = {
  booking_id: id,
  reference: 'CH-7K3P9Q',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-12-01T09:00:00.000Z',
  vehicle: { id: 'a0a0a0a0-0000-4000-8000-000000000001', name: 'E-Class', type: 'standard', price_per_km: 2 },
  passenger_count: 2,
  luggage_count: 2,
  flight_number: 'SN3712',
  is_round_trip: false,
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56', email: 'anne@example.be' },
  language: 'nl',
  distance_km: 15,
  estimated_duration_minutes: 27,
  route_source: 'estimate',
  base_fare: 0,
  distance_fare: 30,
  total_fare: 30,
  pickup_address_line: 'Rue au Beurre 1',
};
const requested: BookingEvent = { type: 'BookingRequested', data: booking };
const confirmed: BookingEvent = { type: 'BookingConfirmed', data: { booking_id: id } };
const started: BookingEvent = {
  type: 'RideStarted',
  data: { booking_id: id, started_at: booking.scheduled_time },
};
const cancelled: BookingEvent = { type: 'BookingCancelled', data: { booking_id: id, reason: null } };
const dayBefore = new Date('2026-11-30T09:00:00.000Z');

const given = (events: BookingStreamEvent[]) => ({
  when: (command: BookingCommand) => () => bookingDecider.decide(command, fold(bookingDecider, events)),
});
const change = (proposed: Partial<BookingRequestedData>, now = dayBefore): BookingCommand => ({
  type: 'ChangeBooking',
  bookingId: id,
  now,
  proposed: { ...booking, ...proposed },
});
/** The S-Class to the same airport, as the command priced it (double the price per km). */
const upgraded = {
  vehicle: {
    ...booking.vehicle,
    id: 'a0a0a0a0-0000-4000-8000-000000000003',
    name: 'S-Class',
    price_per_km: 4,
  },
  distance_fare: 60,
  total_fare: 60,
};

describe('changing a booking', () => {
  it('records the changed fields before and after, and the total re-priced', () => {
    expect(given([requested]).when(change({ ...upgraded, passenger_count: 3 }))()).toEqual([
      {
        type: 'BookingChanged',
        data: {
          booking_id: id,
          changes: { vehicle: upgraded.vehicle, passenger_count: 3, distance_fare: 60 },
          previous: { vehicle: booking.vehicle, passenger_count: 2, distance_fare: 30 },
          previous_total_fare: 30,
          total_fare: 60,
        },
      },
    ]);
  });

  it('records nothing for an edit that changes nothing (keys in another order are the same place)', () => {
    const reordered = { lng: 4.3525, lat: 50.8467, address: 'Grand-Place, 1000 Bruxelles' };
    expect(given([requested, confirmed]).when(change({ pickup_location: reordered }))()).toEqual([]);
  });

  it('clears an address line (null) and sets one', () => {
    const { pickup_address_line: _cleared, ...withoutLine } = booking;
    const [event] = given([requested]).when({
      type: 'ChangeBooking',
      bookingId: id,
      now: dayBefore,
      proposed: { ...withoutLine, dropoff_address_line: 'Terminal 1' },
    })();
    expect(event?.data).toMatchObject({
      changes: { pickup_address_line: null, dropoff_address_line: 'Terminal 1' },
      previous: { pickup_address_line: 'Rue au Beurre 1', dropoff_address_line: null },
    });
  });

  it('is allowed while pending or confirmed, before pickup; refused (409) once started, ended or past pickup', () => {
    expect(given([requested]).when(change({ passenger_count: 3 }))()).toHaveLength(1);
    expect(given([requested, confirmed]).when(change({ passenger_count: 3 }))()).toHaveLength(1);
    expect(given([requested, confirmed, started]).when(change({ passenger_count: 3 }))).toThrow(
      'Cannot change a booking that is in progress',
    );
    expect(given([requested, cancelled]).when(change({ passenger_count: 3 }))).toThrow(
      'Cannot change a booking that is cancelled',
    );
    const atPickup = new Date(booking.scheduled_time);
    expect(given([requested, confirmed]).when(change({ passenger_count: 3 }, atPickup))).toThrow(
      'Cannot change a booking whose pickup time has passed',
    );
    expect(given([]).when(change({ passenger_count: 3 }))).toThrow('Booking not found');
  });

  it('keeps the status, and a ride re-priced then completed earns its new fare', () => {
    const [changed] = given([requested, confirmed]).when(change(upgraded))();
    const history = [requested, confirmed, changed!];
    expect(fold(bookingDecider, history)).toMatchObject({ status: 'confirmed', totalFare: 60 });
    const later = new Date('2026-12-01T10:00:00.000Z');
    const [completed] = given([...history, started]).when({
      type: 'CompleteRide',
      bookingId: id,
      now: later,
      vatRatePercent: 6,
      receiptPlacesOf: () => ({ pickup: 'From', dropoff: 'To' }),
    })();
    expect(completed).toEqual({
      type: 'RideCompleted',
      data: {
        booking_id: id,
        total_fare: 60,
        vat_rate_percent: 6,
        receipt_places: { pickup: 'From', dropoff: 'To' },
      },
    });
  });

  it('moves the pickup: the rules in time follow the new one', () => {
    const [moved] = given([requested]).when(change({ scheduled_time: '2026-12-02T09:00:00.000Z' }))();
    const state = fold(bookingDecider, [requested, moved!]);
    expect(state).toMatchObject({ scheduledTime: '2026-12-02T09:00:00.000Z' });
  });
});
