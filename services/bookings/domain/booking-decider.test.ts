import { describe, expect, it } from 'vitest';
import type { BookingRequestedData } from '@chauffeur/contracts';
import type { BookingEvent } from '../events';
import { fold } from '@chauffeur/platform';
import { bookingDecider, type BookingCommand, type BookingStreamEvent } from './booking-decider';

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
/** The pickup of the booking above, and moments around it (Brussels is UTC+1 in December). */
const pickup = new Date(booking.scheduled_time);
const hoursFromPickup = (hours: number) => new Date(pickup.getTime() + hours * 3_600_000);
const started: BookingEvent = {
  type: 'RideStarted',
  data: { booking_id: id, started_at: hoursFromPickup(-1).toISOString() },
};
const noShow: BookingEvent = { type: 'BookingMarkedNoShow', data: { booking_id: id } };
/** The gazetteer's reading of a booking's places, as the route gives it (decision 297): marked, to be seen. */
const receiptPlacesOf = (ride: BookingRequestedData) => ({
  pickup: `${ride.pickup_location.address} (${ride.language})`,
  dropoff: `${ride.dropoff_location.address} (${ride.language})`,
});
const receipt_places = {
  pickup: 'Grand-Place, 1000 Bruxelles (nl)',
  dropoff: 'Brussels Airport, 1930 Zaventem (nl)',
};
const completed: BookingEvent = {
  type: 'RideCompleted',
  data: { booking_id: id, total_fare: 53.2, vat_rate_percent: 6, receipt_places },
};
const cancelled: BookingEvent = { type: 'BookingCancelled', data: { booking_id: id, reason: null } };
const deleted: BookingEvent = { type: 'BookingDeleted', data: { booking_id: id } };
/** The table's cancellation gives a reason (a confirmed booking needs one, issue 17). */
const reason = 'Customer called: flight cancelled';
const cancelledBecause: BookingEvent = { type: 'BookingCancelled', data: { booking_id: id, reason } };

/** Histories that put the booking in each status. */
const histories: Record<string, BookingEvent[]> = {
  pending: [requested],
  confirmed: [requested, confirmed],
  in_progress: [requested, confirmed, started],
  completed: [requested, confirmed, started, completed],
  cancelled: [requested, cancelled],
  no_show: [requested, confirmed, noShow],
};

/** The status commands at a moment when every rule in time allows them (one hour after pickup). */
const later = hoursFromPickup(1);
const commands: Record<string, BookingCommand> = {
  ConfirmBooking: { type: 'ConfirmBooking', bookingId: id },
  StartRide: { type: 'StartRide', bookingId: id, now: hoursFromPickup(-1), startWindowHours: 2 },
  CompleteRide: { type: 'CompleteRide', bookingId: id, now: later, vatRatePercent: 6, receiptPlacesOf },
  MarkNoShow: { type: 'MarkNoShow', bookingId: id, now: later },
  CancelBooking: { type: 'CancelBooking', bookingId: id, reason },
};

/** The whole of SPEC 4 (with issue 13's no-show and issue 17's cancellation of a confirmed ride) as a table: status × command → the event, or the 409 message. */
const expected: Record<string, Record<string, BookingEvent | string>> = {
  pending: {
    ConfirmBooking: confirmed,
    StartRide: 'Cannot start a booking that is pending',
    CompleteRide: 'Cannot complete a booking that is pending',
    MarkNoShow: 'Cannot mark as no-show a booking that is pending',
    CancelBooking: cancelledBecause,
  },
  confirmed: {
    ConfirmBooking: 'Cannot confirm a booking that is confirmed',
    StartRide: started,
    CompleteRide: 'Cannot complete a booking that is confirmed',
    MarkNoShow: noShow,
    CancelBooking: cancelledBecause,
  },
  in_progress: {
    ConfirmBooking: 'Cannot confirm a booking that is in progress',
    StartRide: 'Cannot start a booking that is in progress',
    CompleteRide: completed,
    MarkNoShow: noShow,
    CancelBooking: 'Cannot cancel a booking that is in progress',
  },
  completed: {
    ConfirmBooking: 'Cannot confirm a booking that is completed',
    StartRide: 'Cannot start a booking that is completed',
    CompleteRide: 'Cannot complete a booking that is completed',
    MarkNoShow: 'Cannot mark as no-show a booking that is completed',
    CancelBooking: 'Cannot cancel a booking that is completed',
  },
  cancelled: {
    ConfirmBooking: 'Cannot confirm a booking that is cancelled',
    StartRide: 'Cannot start a booking that is cancelled',
    CompleteRide: 'Cannot complete a booking that is cancelled',
    MarkNoShow: 'Cannot mark as no-show a booking that is cancelled',
    CancelBooking: 'Cannot cancel a booking that is cancelled',
  },
  no_show: {
    ConfirmBooking: 'Cannot confirm a booking that is a no-show',
    StartRide: 'Cannot start a booking that is a no-show',
    CompleteRide: 'Cannot complete a booking that is a no-show',
    MarkNoShow: 'Cannot mark as no-show a booking that is a no-show',
    CancelBooking: 'Cannot cancel a booking that is a no-show',
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
      {
        type: 'RideCompleted',
        data: { booking_id: id, total_fare: 53.2, vat_rate_percent: 6, receipt_places },
      },
    ]);
  });

  it('given a ride in progress, when it is completed, then RideCompleted carries its places as the receipt says them and the state keeps them (decision 297)', () => {
    expect(fold(bookingDecider, histories.in_progress!)).toMatchObject({ receiptPlaces: null });
    expect(fold(bookingDecider, histories.completed!)).toMatchObject({ receiptPlaces: receipt_places });
    // A completion stored before decision 297 recorded none: the receipt asks the gazetteer, as it did.
    const legacy: BookingEvent = { type: 'RideCompleted', data: { booking_id: id, total_fare: 53.2 } };
    expect(fold(bookingDecider, [...histories.in_progress!, legacy])).toMatchObject({ receiptPlaces: null });
  });

  it('given a ride in progress, when it is completed while the VAT rate is 12 %, then RideCompleted carries 12 and the state keeps it', () => {
    const events = given(histories.in_progress!).when({
      ...commands.CompleteRide!,
      vatRatePercent: 12,
    } as BookingCommand)();
    expect(events).toEqual([
      {
        type: 'RideCompleted',
        data: { booking_id: id, total_fare: 53.2, vat_rate_percent: 12, receipt_places },
      },
    ]);
    expect(fold(bookingDecider, histories.in_progress!)).toMatchObject({ vatRatePercent: null });
    expect(fold(bookingDecider, [...histories.in_progress!, ...events])).toMatchObject({
      status: 'completed',
      vatRatePercent: 12,
    });
  });

  it('given a completion stored before decision 232 (no rate), then the state has no rate of its own (the receipt reads the log)', () => {
    const legacy: BookingEvent = { type: 'RideCompleted', data: { booking_id: id, total_fare: 53.2 } };
    expect(fold(bookingDecider, [...histories.in_progress!, legacy])).toMatchObject({
      status: 'completed',
      vatRatePercent: null,
    });
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

describe('booking decider: cancelling with a reason (issue 17)', () => {
  const cancel = (why?: string | null): BookingCommand => ({
    type: 'CancelBooking',
    bookingId: id,
    ...(why === undefined ? {} : { reason: why }),
  });

  for (const why of [undefined, null, '', '   \n ']) {
    it(`given confirmed, when CancelBooking with reason ${JSON.stringify(why)}, then 400 naming the field reason`, () => {
      expect(given(histories.confirmed!).when(cancel(why))).toThrow(
        expect.objectContaining({
          kind: 'invalid',
          message: 'A reason is required to cancel a booking that is confirmed',
          details: { fields: [{ field: 'reason', message: 'Reason is required' }] },
        }),
      );
    });
  }

  it('given pending, when CancelBooking without a reason, then BookingCancelled with none (SPEC 4: one click)', () => {
    expect(given(histories.pending!).when(cancel())()).toEqual([cancelled]);
    expect(given(histories.pending!).when(cancel('  '))()).toEqual([cancelled]);
  });

  it('given confirmed, when CancelBooking with a padded reason, then the reason is kept trimmed', () => {
    expect(given(histories.confirmed!).when(cancel(`  ${reason}\n`))()).toEqual([cancelledBecause]);
    expect(fold(bookingDecider, [...histories.confirmed!, cancelledBecause]).status).toBe('cancelled');
  });

  it('given a ride in progress, when CancelBooking even with a reason, then 409 (it has started)', () => {
    expect(given(histories.in_progress!).when(cancel(reason))).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'Cannot cancel a booking that is in progress' }),
    );
  });
});

describe('booking decider: internal notes (issue 15)', () => {
  const note = (text: string): BookingCommand => ({ type: 'AddBookingNote', bookingId: id, text });
  const noted = (text: string): BookingEvent => ({
    type: 'BookingNoteAdded',
    data: { booking_id: id, text },
  });
  const statusOf = (events: BookingStreamEvent[]) => fold(bookingDecider, events).status;

  for (const [status, history] of Object.entries(histories)) {
    it(`given ${status}, when AddBookingNote, then BookingNoteAdded and the status stays ${status}`, () => {
      const events = given(history).when(note('Customer called: two child seats.'))();
      expect(events).toEqual([noted('Customer called: two child seats.')]);
      expect(statusOf([...history, ...events])).toBe(status);
    });
  }

  it('given notes, when the next step is taken, then the lifecycle is unchanged by them', () => {
    const history = [requested, noted('VIP'), confirmed, noted('Gate B')];
    expect(statusOf(history)).toBe('confirmed');
    expect(given(history).when(commands.CompleteRide!)).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'Cannot complete a booking that is confirmed' }),
    );
  });

  it('given a missing or deleted booking, when AddBookingNote, then not found', () => {
    for (const history of [[], [requested, deleted]])
      expect(given(history).when(note('late'))).toThrow(
        expect.objectContaining({ kind: 'not_found', message: 'Booking not found' }),
      );
  });
});

describe('booking decider: the rules in time (issue 13)', () => {
  const start = (now: Date, startWindowHours = 2): BookingCommand => ({
    type: 'StartRide',
    bookingId: id,
    now,
    startWindowHours,
  });
  // The English sentence, and the code the driver's and the admin's pages say in their language (decision 248).
  const refusal = (code: string, message: string) =>
    expect.objectContaining({
      kind: 'invalid',
      message,
      details: { coded: expect.objectContaining({ code }) },
    });
  const startedAt = (now: Date): BookingEvent => ({
    type: 'RideStarted',
    data: { booking_id: id, started_at: now.toISOString() },
  });

  it('given a confirmed ride whose pickup is tomorrow, when it is started today, then 422 naming when it can', () => {
    expect(given(histories.confirmed!).when(start(hoursFromPickup(-24)))).toThrow(
      refusal(
        'start_too_early',
        'This ride can be started from 1 Dec 2026, 08:00 (Brussels time) (2 hours before pickup)',
      ),
    );
  });

  it('given a confirmed ride, when it is started a minute before the window opens, then 422; at the opening, RideStarted', () => {
    const opening = hoursFromPickup(-2);
    expect(given(histories.confirmed!).when(start(new Date(opening.getTime() - 60_000)))).toThrow(
      refusal(
        'start_too_early',
        'This ride can be started from 1 Dec 2026, 08:00 (Brussels time) (2 hours before pickup)',
      ),
    );
    expect(given(histories.confirmed!).when(start(opening))()).toEqual([startedAt(opening)]);
  });

  it('given a confirmed ride, when the window is the setting of 0 or 1 hour, then the start opens that late', () => {
    expect(given(histories.confirmed!).when(start(hoursFromPickup(-0.5), 0))).toThrow(
      refusal(
        'start_too_early',
        'This ride can be started from 1 Dec 2026, 10:00 (Brussels time) (0 hours before pickup)',
      ),
    );
    expect(given(histories.confirmed!).when(start(pickup, 0))()).toEqual([startedAt(pickup)]);
    expect(given(histories.confirmed!).when(start(hoursFromPickup(-1.5), 1))).toThrow(
      refusal(
        'start_too_early',
        'This ride can be started from 1 Dec 2026, 09:00 (Brussels time) (1 hour before pickup)',
      ),
    );
  });

  it('given a ride started at 09:00, when it is completed by a clock showing 08:59, then 422; at 09:00, RideCompleted', () => {
    const history = [requested, confirmed, startedAt(hoursFromPickup(-1))];
    expect(
      given(history).when({
        type: 'CompleteRide',
        bookingId: id,
        now: hoursFromPickup(-61 / 60),
        vatRatePercent: 6,
        receiptPlacesOf,
      }),
    ).toThrow(
      refusal(
        'complete_before_start',
        'This ride can be completed only after its start, 1 Dec 2026, 09:00 (Brussels time)',
      ),
    );
    expect(
      given(history).when({
        type: 'CompleteRide',
        bookingId: id,
        now: hoursFromPickup(-1),
        vatRatePercent: 6,
        receiptPlacesOf,
      })(),
    ).toEqual([completed]);
  });

  it('given a ride started before issue 13 (no start time stored), when it is completed, then RideCompleted', () => {
    const legacy: BookingEvent = { type: 'RideStarted', data: { booking_id: id } };
    expect(
      given([requested, confirmed, legacy]).when({
        type: 'CompleteRide',
        bookingId: id,
        now: hoursFromPickup(-5),
        vatRatePercent: 6,
        receiptPlacesOf,
      })(),
    ).toEqual([completed]);
  });

  it('given a confirmed ride, when a no-show is recorded before the pickup time, then 422; from it, BookingMarkedNoShow', () => {
    const noShowAt = (now: Date): BookingCommand => ({ type: 'MarkNoShow', bookingId: id, now });
    expect(given(histories.confirmed!).when(noShowAt(hoursFromPickup(-0.25)))).toThrow(
      refusal(
        'no_show_too_early',
        'A no-show can be recorded from the pickup time, 1 Dec 2026, 10:00 (Brussels time)',
      ),
    );
    expect(given(histories.confirmed!).when(noShowAt(pickup))()).toEqual([noShow]);
    expect(fold(bookingDecider, [requested, confirmed, noShow])).toMatchObject({ status: 'no_show' });
  });
});
