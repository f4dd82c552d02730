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
