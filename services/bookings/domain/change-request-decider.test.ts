import { describe, expect, it } from 'vitest';
import type { BookingRequestedData } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import type { ChangeRequestEvent } from '../change-requests/change-request-events';
import type { BookingEvent } from '../events';
import { changeRequestDecider, type ChangeRequestCommand } from './change-request-decider';

/** Issue 18 point 2: given the booking's stream, when a change-request command, then its events. */
const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const rid = '9d6a8a57-1f0e-4c1b-8e3a-2b7c6d5e4f10';
const booking: BookingRequestedData = {
  booking_id: id,
  reference: 'CH-7K3P9Q',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-12-01T09:00:00.000Z',
  vehicle: { id: 'a0a0a0a0-0000-4000-8000-000000000001', name: 'S-Class', type: 'luxury', price_per_km: 3.5 },
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
type Event = BookingEvent | ChangeRequestEvent;
const requested: Event = { type: 'BookingRequested', data: booking };
const confirmed: Event = { type: 'BookingConfirmed', data: { booking_id: id } };
const asked: Event = {
  type: 'ChangeRequested',
  data: { booking_id: id, request_id: rid, changes: { passenger_count: 3 }, previous_total_fare: 53.2 },
};
const priced: Event = {
  type: 'ChangeRequestPriced',
  data: { booking_id: id, request_id: rid, previous_total_fare: 53.2, total_fare: 60 },
};
const hoursBefore = (hours: number) =>
  new Date(new Date(booking.scheduled_time).getTime() - hours * 3_600_000);
const withThree = (total: number): BookingRequestedData => ({
  ...booking,
  passenger_count: 3,
  total_fare: total,
});

const given = (events: Event[]) => ({
  when: (command: ChangeRequestCommand) => () =>
    changeRequestDecider.decide(command, fold(changeRequestDecider, events)),
});
const request = (now: Date): ChangeRequestCommand => ({
  type: 'RequestChange',
  bookingId: id,
  requestId: rid,
  changes: { passenger_count: 3 },
  now,
  cutoffHours: 24,
});
const accept = (total: number): ChangeRequestCommand => ({
  type: 'AcceptChange',
  bookingId: id,
  requestId: rid,
  now: hoursBefore(48),
  proposed: withThree(total),
});
const confirm = (total: number, now = hoursBefore(48)): ChangeRequestCommand => ({
  type: 'ConfirmChange',
  bookingId: id,
  requestId: rid,
  now,
  cutoffHours: 24,
  proposed: withThree(total),
});
const withdraw = (now = hoursBefore(48)): ChangeRequestCommand => ({
  type: 'WithdrawChange',
  bookingId: id,
  requestId: rid,
  now,
});
const decline = (now = hoursBefore(48)): ChangeRequestCommand => ({
  type: 'DeclineChange',
  bookingId: id,
  requestId: rid,
  reason: ' Full ',
  now,
});

describe('change request decider', () => {
  it('records a request up to the cut-off, and refuses it from the cut-off on', () => {
    expect(given([requested, confirmed]).when(request(hoursBefore(24.01)))()).toEqual([
      {
        type: 'ChangeRequested',
        data: { booking_id: id, request_id: rid, changes: { passenger_count: 3 }, previous_total_fare: 53.2 },
      },
    ]);
    expect(given([requested]).when(request(hoursBefore(24)))).toThrow('24 hours before pickup');
  });

  it("says the cut-off's hours in English as a person would: 1 hour, and 0 as the pickup time (decision 288)", () => {
    const at = (hours: number, cutoffHours: number) => ({ ...request(hoursBefore(hours)), cutoffHours });
    expect(given([requested]).when(at(0.5, 1))).toThrow(
      'Changes can be asked online up to 1 hour before pickup. Please call us to change this booking.',
    );
    expect(given([requested]).when(at(0, 0))).toThrow(
      'Changes can be asked online until the pickup time. Please call us to change this booking.',
    );
  });

  it('refuses a second request while one is open or awaits the customer, naming it', () => {
    expect(given([requested, asked]).when(request(hoursBefore(48)))).toThrow(rid);
    expect(given([requested, asked, priced]).when(request(hoursBefore(48)))).toThrow(rid);
  });

  it('refuses for a cancelled, deleted or unknown booking', () => {
    const cancelled: Event = { type: 'BookingCancelled', data: { booking_id: id, reason: null } };
    expect(given([requested, cancelled]).when(request(hoursBefore(48)))).toThrow('cancelled');
    expect(
      given([requested, { type: 'BookingDeleted', data: { booking_id: id } }]).when(request(hoursBefore(48))),
    ).toThrow('Booking not found');
    expect(given([]).when(request(hoursBefore(48)))).toThrow('Booking not found');
  });

  it('accepting at the same or a lower price applies the change with BookingChanged', () => {
    const events = given([requested, asked]).when(accept(50))();
    expect(events.map((e) => e.type)).toEqual(['ChangeRequestApplied', 'BookingChanged']);
    expect(events[1]!.data).toMatchObject({
      changes: { passenger_count: 3 },
      previous: { passenger_count: 2 },
      previous_total_fare: 53.2,
      total_fare: 50,
    });
  });

  it('accepting at a higher price waits for the customer', () => {
    expect(given([requested, asked]).when(accept(60))()).toEqual([priced]);
    // Only the customer's confirmation applies it, and not for more than they were shown.
    expect(
      given([requested, asked, priced])
        .when(confirm(60))()
        .map((e) => e.type),
    ).toEqual(['ChangeRequestApplied', 'BookingChanged']);
    expect(given([requested, asked, priced]).when(confirm(61))).toThrow('gone up');
    expect(given([requested, asked, priced]).when(confirm(60, hoursBefore(2)))).toThrow('24 hours');
    expect(given([requested, asked]).when(confirm(60))).toThrow('waiting for our answer');
  });

  it('an answered request cannot be answered again; an unknown one is 404', () => {
    const withdrawn: Event = { type: 'ChangeRequestWithdrawn', data: { booking_id: id, request_id: rid } };
    expect(given([requested, asked, withdrawn]).when(accept(50))).toThrow('already withdrawn');
    expect(given([requested, asked, priced]).when(accept(50))).toThrow('confirmation');
    expect(given([requested, asked, priced]).when(withdraw())()).toEqual([withdrawn]);
    expect(given([requested, asked]).when(decline())()).toEqual([
      { type: 'ChangeRequestDeclined', data: { booking_id: id, request_id: rid, reason: 'Full' } },
    ]);
    expect(given([requested]).when(withdraw())).toThrow('Change request not found');
  });

  it('a request still waiting at the pickup time has expired: nobody may answer it (decision 284)', () => {
    const atPickup = hoursBefore(0);
    for (const [events, command] of [
      [[requested, confirmed, asked], { ...accept(50), now: atPickup }],
      [[requested, confirmed, asked], decline(atPickup)],
      [[requested, confirmed, asked], withdraw(atPickup)],
      [[requested, confirmed, asked, priced], confirm(60, atPickup)],
      [[requested, confirmed, asked, priced], withdraw(atPickup)],
    ] as const)
      expect(given([...events]).when(command)).toThrow('This change request expired');
    // A minute before, the operator still answers.
    expect(given([requested, confirmed, asked]).when(decline(hoursBefore(1 / 60)))()).toHaveLength(1);
  });

  it('the booking folds as before: an applied change is the booking as it stands', () => {
    const applied = given([requested, asked]).when(accept(50))() as Event[];
    const state = fold(changeRequestDecider, [requested, asked, ...applied]);
    expect(state.booking).toMatchObject({
      status: 'pending',
      totalFare: 50,
      booking: { passenger_count: 3 },
    });
    expect(state.requests[rid]!.state).toBe('applied');
  });
});
