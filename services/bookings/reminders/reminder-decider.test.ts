import { fold } from '@chauffeur/platform';
import { sampleBooking } from '@chauffeur/platform/testing';
import { describe, expect, it } from 'vitest';
import { reminderDecider } from './reminder-decider';

const PICKUP = '2030-06-13T12:30:00.000Z';
const HOUR = 3_600_000;
const booking = sampleBooking({ scheduled_time: PICKUP });
const id = booking.booking_id;
const at = (hoursBeforePickup: number) => new Date(Date.parse(PICKUP) - hoursBeforePickup * HOUR);

type Given = { type: string; data: unknown }[];
const requested = { type: 'BookingRequested', data: booking };
const confirmed = { type: 'BookingConfirmed', data: { booking_id: id } };
const reminded = (time = PICKUP) => ({
  type: 'PickupReminderDue',
  data: { booking_id: id, scheduled_time: time },
});

/** Given the stream, when the scheduler asks at `now`: the events decided. */
const when = (given: Given, now: Date) =>
  reminderDecider.decide(
    { type: 'SendPickupReminder', bookingId: id, now },
    fold(reminderDecider, given as Parameters<typeof reminderDecider.evolve>[1][]),
  );

describe('the pickup reminder decider', () => {
  it('writes the reminder of a confirmed ride within the 24 h before pickup', () => {
    expect(when([requested, confirmed], at(23))).toEqual([reminded()]);
    expect(when([requested, confirmed], at(24))).toEqual([reminded()]);
    expect(when([requested, confirmed], at(0.1))).toEqual([reminded()]);
  });

  it('writes none before the window nor once the pickup time has come', () => {
    expect(when([requested, confirmed], at(24.1))).toEqual([]);
    expect(when([requested, confirmed], at(0))).toEqual([]);
  });

  it('writes a second one for the same pickup time never', () => {
    expect(when([requested, confirmed, reminded()], at(12))).toEqual([]);
  });

  it('writes none for a ride not confirmed, or cancelled, started, completed, no-show, deleted', () => {
    const cases: Given[] = [
      [requested],
      [requested, { type: 'BookingCancelled', data: { booking_id: id, reason: null } }],
      [requested, confirmed, { type: 'BookingCancelled', data: { booking_id: id, reason: 'x' } }],
      [requested, confirmed, { type: 'RideStarted', data: { booking_id: id } }],
      [
        requested,
        confirmed,
        { type: 'RideStarted', data: { booking_id: id } },
        { type: 'RideCompleted', data: { booking_id: id, total_fare: 10 } },
      ],
      [requested, confirmed, { type: 'BookingMarkedNoShow', data: { booking_id: id } }],
      [requested, confirmed, { type: 'BookingDeleted', data: { booking_id: id } }],
      [],
    ];
    for (const given of cases) expect(when(given, at(12))).toEqual([]);
  });

  it('writes one for the new time of a ride moved after its reminder', () => {
    const later = '2030-06-14T09:00:00.000Z';
    const moved = {
      type: 'BookingChanged',
      data: {
        booking_id: id,
        changes: { scheduled_time: later },
        previous: { scheduled_time: PICKUP },
        total_fare: booking.total_fare,
        previous_total_fare: booking.total_fare,
      },
    };
    const given = [requested, confirmed, reminded(), moved];
    expect(when(given, at(12))).toEqual([]); // the new time is not within 24 h yet
    expect(when(given, new Date(Date.parse(later) - 2 * HOUR))).toEqual([reminded(later)]);
  });
});
