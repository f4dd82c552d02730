import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  LIFECYCLE_STEPS,
  actionsFor,
  composeCatalogue,
  type BookingRequestedData,
  type BookingStatus,
} from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import type { BookingEvent } from '../events';
import { bookingEvents } from '../index';

const eventCatalogue = composeCatalogue([bookingEvents]);
import {
  bookingDecider,
  type BookingCommand,
  type BookingState,
  type BookingStreamEvent,
} from './booking-decider';

/**
 * The decider as the lifecycle table makes it: for every row and every status, given a booking in that
 * status, when the row's command is sent at a moment its rule in time allows, then the row's event (and its
 * target status), or 409 when the row may not start from there. A new row is covered without a new test here.
 */
const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const scheduled = '2026-12-01T09:00:00.000Z';
const booking = { booking_id: id, reference: 'CH-7K3P9Q', scheduled_time: scheduled, total_fare: 53.2 };
const requested = { type: 'BookingRequested', data: booking as BookingRequestedData } as const;

/** A booking in `status`, as the decider's state (built directly: the table, not a history, is under test). */
const inStatus = (status: BookingStatus): BookingState => ({
  status,
  deleted: false,
  waitingChangeRequests: [],
  totalFare: 53.2,
  reference: 'CH-7K3P9Q',
  scheduledTime: scheduled,
  startedAt: '2026-12-01T08:30:00.000Z',
  vatRatePercent: null,
  receiptPlaces: null,
  booking: booking as BookingRequestedData,
});
/** One hour after pickup: every rule in time allows every step then. */
const world = {
  now: new Date('2026-12-01T10:00:00.000Z'),
  startWindowHours: 2,
  vatRatePercent: 6,
  receiptPlacesOf: () => ({ pickup: 'Grand-Place', dropoff: 'Brussels Airport' }),
};
/** Every command gives a reason: a row that requires one (reasonRequiredFrom) is then taken too. */
const givenReason = { reason: 'Customer called' };
const commandOf = (command: string) =>
  ({ type: command, bookingId: id, ...world, ...givenReason }) as BookingCommand;

describe('the lifecycle table drives the decider', () => {
  for (const step of LIFECYCLE_STEPS) {
    for (const status of BOOKING_STATUSES) {
      const allowed = (step.from as readonly BookingStatus[]).includes(status);
      it(`given ${status}, when ${step.command}, then ${allowed ? `${step.event} → ${step.to}` : '409'}`, () => {
        const attempt = () => bookingDecider.decide(commandOf(step.command), inStatus(status));
        if (!allowed) {
          expect(attempt).toThrow(expect.objectContaining({ kind: 'conflict' }));
          return;
        }
        const events = attempt();
        expect(events.map((event) => event.type)).toEqual([step.event]);
        expect(events[0]!.data).toMatchObject({ booking_id: id });
        // What the event carries is what the table says, no more (checked by its catalogue schema).
        expect(Object.keys(events[0]!.data).sort()).toEqual(
          ['booking_id', ...Object.keys(step.carries)].sort(),
        );
        expect(eventCatalogue.get(step.event)!.schema.safeParse(events[0]!.data).success).toBe(true);
        expect(bookingDecider.evolve(inStatus(status), events[0]!)).toMatchObject({ status: step.to });
      });
    }
  }

  it("given a request, when confirm, start and complete in turn, then the history folds to each row's status", () => {
    const history: BookingStreamEvent[] = [requested as BookingEvent];
    for (const action of ['confirm', 'start', 'complete'] as const) {
      const step = LIFECYCLE_STEPS.find((row) => row.action === action)!;
      history.push(...bookingDecider.decide(commandOf(step.command), fold(bookingDecider, history)));
      expect(fold(bookingDecider, history).status).toBe(step.to);
    }
    expect(history.map((event) => event.type)).toEqual([
      'BookingRequested',
      ...['confirm', 'start', 'complete'].map((a) => LIFECYCLE_STEPS.find((row) => row.action === a)!.event),
    ]);
  });

  it('offers the web exactly the actions whose row may start from the status', () => {
    for (const status of BOOKING_STATUSES) {
      expect(actionsFor(status)).toEqual(
        LIFECYCLE_STEPS.filter((step) => (step.from as readonly string[]).includes(status)).map(
          (s) => s.action,
        ),
      );
    }
    expect(actionsFor('pending')).toEqual(['confirm', 'cancel']);
    // Issue 17: a confirmed booking may be cancelled (with a reason).
    expect(actionsFor('confirmed')).toEqual(['start', 'cancel', 'no_show']);
    expect(actionsFor('in_progress')).toEqual(['complete', 'no_show']);
    expect(actionsFor('completed')).toEqual([]);
  });

  it('requires a reason only where the row may start and its event carries one, and refuses a blank one there', () => {
    for (const step of LIFECYCLE_STEPS) {
      for (const status of step.reasonRequiredFrom as readonly BookingStatus[]) {
        expect(step.from).toContain(status);
        expect(Object.keys(step.carries)).toContain('reason');
        const command = { type: step.command, bookingId: id, ...world, reason: ' ' } as BookingCommand;
        expect(() => bookingDecider.decide(command, inStatus(status))).toThrow(
          expect.objectContaining({
            kind: 'invalid',
            details: { fields: [expect.objectContaining({ field: 'reason' })] },
          }),
        );
      }
    }
    expect(LIFECYCLE_STEPS.find((step) => step.action === 'cancel')!.reasonRequiredFrom).toEqual([
      'confirmed',
    ]);
  });

  it('defines one catalogue event per row, in the stream of bookings, from the module', () => {
    for (const step of LIFECYCLE_STEPS) {
      const definition = bookingEvents.find((event) => event.type === step.event);
      expect(definition).toMatchObject({
        streamPrefix: 'booking-',
        version: 1,
        description: step.description,
      });
      expect(eventCatalogue.get(step.event)).toBe(definition);
    }
  });
});
