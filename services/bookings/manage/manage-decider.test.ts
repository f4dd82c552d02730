import { describe, expect, it } from 'vitest';
import type { BookingRequestedData } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import type { BookingEvent } from '../events';
import { manageDecider } from './manage-decider';

const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const booking: BookingRequestedData = {
  booking_id: id,
  reference: 'CH-7K3P9Q',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-12-01T09:00:00.000Z',
  vehicle: { id: 'a0a0a0a0-0000-4000-8000-000000000001', name: 'S-Class', type: 'luxury', price_per_km: 3.5 },
  passenger_count: 2,
  luggage_count: 2,
  flight_number: null,
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
const events: BookingEvent[] = [
  { type: 'BookingRequested', data: booking },
  { type: 'BookingConfirmed', data: { booking_id: id } },
];
const hoursBefore = (hours: number) =>
  new Date(new Date(booking.scheduled_time).getTime() - hours * 3_600_000);

/** The customer cancels at `now` under a free-cancellation setting of `freeCancellationHours`. */
const cancel = (now: Date, freeCancellationHours: number) => () =>
  manageDecider.decide(
    { type: 'CancelBookingAsCustomer', bookingId: id, reason: null, now, freeCancellationHours },
    fold(manageDecider, events),
  );

describe("the customer's cancellation after the cut-off, in the server's English (decision 288)", () => {
  it('says 1 hour in the singular and 24 in the plural', () => {
    expect(cancel(hoursBefore(0.5), 1)).toThrow(
      'This booking can no longer be cancelled online: free cancellation ends 1 hour before pickup. Please call us on +32 2 000 00 00.',
    );
    expect(cancel(hoursBefore(2), 24)).toThrow('free cancellation ends 24 hours before pickup.');
  });

  it('says a setting of 0 hours as the pickup time, not "0 hours before pickup"', () => {
    expect(cancel(hoursBefore(-0.1), 0)).toThrow(
      'This booking can no longer be cancelled online: free cancellation ends at the pickup time. Please call us on +32 2 000 00 00.',
    );
  });
});
