import { describe, expect, it } from 'vitest';
import { fold } from '@chauffeur/platform';
import { sampleBooking } from '@chauffeur/platform/testing';
import type { BookingEvent } from '../events';
import { manageDecider } from './manage-decider';

const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const booking = sampleBooking({ booking_id: id, scheduled_time: '2026-12-01T09:00:00.000Z' });
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

/** The customer corrects their contact (decision 340) on the booking as `given` leaves it. */
const correct = (given: BookingEvent[], fields: { name?: string; phone?: string }, now = hoursBefore(48)) =>
  manageDecider.decide(
    { type: 'CorrectContactAsCustomer', bookingId: id, now, ...fields },
    fold(manageDecider, given),
  );

describe("the customer's correction of their name and phone (decision 340)", () => {
  it('records BookingChanged with only the contact, the e-mail and the fare kept', () => {
    expect(correct(events, { phone: '+32 471 99 88 77' })).toEqual([
      {
        type: 'BookingChanged',
        data: {
          booking_id: id,
          changes: { customer: { ...booking.customer, phone: '+32 471 99 88 77' } },
          previous: { customer: booking.customer },
          previous_total_fare: booking.total_fare,
          total_fare: booking.total_fare,
        },
      },
    ]);
  });

  it('records nothing when the values are the ones the booking has', () => {
    expect(correct(events, { name: booking.customer.name, phone: booking.customer.phone })).toEqual([]);
    expect(correct(events, {})).toEqual([]);
  });

  it('refuses once the ride is not ahead: cancelled, or its pickup time passed', () => {
    const cancelled: BookingEvent[] = [
      ...events,
      { type: 'BookingCancelled', data: { booking_id: id, reason: null } },
    ];
    expect(() => correct(cancelled, { phone: '+32 471 99 88 77' })).toThrow(
      'Cannot change a booking that is cancelled',
    );
    expect(() => correct(events, { phone: '+32 471 99 88 77' }, hoursBefore(-0.1))).toThrow(
      'Cannot change a booking whose pickup time has passed',
    );
  });
});
