import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent, type CalendarBooking } from './booking-calendar';

const booking = (minutes: number): CalendarBooking => ({
  booking_id: '0b6f1c2e-5a43-4c1d-9d0e-3f1f2a4b5c6d',
  reference: 'CH-7K3P9Q',
  scheduled_time: '2030-03-31T08:00:00.000Z',
  estimated_duration_minutes: minutes,
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  is_round_trip: false,
  vehicle: { id: '6a1c7e36-2b0d-4a8e-9a63-1f8a3c1e2d10', name: 'E-Class', type: 'standard', price_per_km: 2 },
  passenger_count: 2,
  flight_number: null,
});

const minutesOf = (minutes: number, roundTrip = false) => {
  const event = bookingCalendarEvent({
    booking: { ...booking(minutes), is_round_trip: roundTrip },
    status: 'confirmed',
    revision: 1n,
    language: 'en',
    manageUrl: 'https://chauffeur.test/booking/t?lng=en',
    stamp: new Date('2030-03-01T12:00:00.000Z'),
  });
  return (event.end.getTime() - event.start.getTime()) / 60_000;
};

/** Decision 341: one duration rule for the confirmation's attachment and the manage page's file. */
describe("a booking's calendar event", () => {
  it('lasts the measured one-way route, a quarter of an hour at least (also when none was measured)', () => {
    expect(minutesOf(27)).toBe(27);
    expect(minutesOf(27, true)).toBe(27);
    expect(minutesOf(4)).toBe(15);
    expect(minutesOf(0)).toBe(15);
  });
});
