import {
  BOOKING_ACTIONS,
  type BookingAction,
  type BookingEvent,
  type BookingRequestedData,
  type BookingStatus,
} from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import { lifecycleTimeViolation } from './lifecycle-times';

/**
 * The status commands carry the server's clock (`now`) and StartRide the start window of the settings:
 * the decider stays pure, the route handler reads both.
 */
export type BookingCommand =
  | { type: 'RequestBooking'; booking: BookingRequestedData }
  | { type: 'ConfirmBooking'; bookingId: string }
  | { type: 'StartRide'; bookingId: string; now: Date; startWindowHours: number }
  | { type: 'CompleteRide'; bookingId: string; now: Date }
  | { type: 'MarkNoShow'; bookingId: string; now: Date }
  | { type: 'CancelBooking'; bookingId: string; reason?: string | null }
  | { type: 'DeleteBooking'; bookingId: string };

export type BookingState =
  | { status: 'none' }
  | {
      status: BookingStatus;
      deleted: boolean;
      totalFare: number;
      reference: string;
      scheduledTime: string;
      /** When the ride started by the server clock; null before, or for rides started before issue 13. */
      startedAt: string | null;
    };

type StatusCommand = Exclude<BookingCommand, { type: 'RequestBooking' | 'DeleteBooking' }>;

/** What each status command is called in messages, and which action of SPEC 4 it is. */
const STEP: Record<StatusCommand['type'], { action: BookingAction; verb: string }> = {
  ConfirmBooking: { action: 'confirm', verb: 'confirm' },
  StartRide: { action: 'start', verb: 'start' },
  CompleteRide: { action: 'complete', verb: 'complete' },
  MarkNoShow: { action: 'no_show', verb: 'mark as no-show' },
  CancelBooking: { action: 'cancel', verb: 'cancel' },
};

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/**
 * The booking lifecycle of SPEC 4 (pending → confirmed | cancelled; confirmed → in_progress → completed)
 * with issue 13's rules in time and its no-show outcome: the status table is BOOKING_ACTIONS, the times
 * are lifecycle-times.ts.
 */
export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (command.type === 'RequestBooking') {
      if (state.status !== 'none') throw conflict('This booking already exists');
      // Automatic confirmation is a separate ConfirmBooking by the system actor (see create-booking.ts).
      return [{ type: 'BookingRequested', data: command.booking }];
    }
    if (state.status === 'none' || state.deleted) throw notFound('Booking not found');
    if (command.type === 'DeleteBooking')
      return [{ type: 'BookingDeleted', data: { booking_id: command.bookingId } }];

    const step = STEP[command.type];
    const rule = BOOKING_ACTIONS[step.action];
    if (!(rule.from as readonly BookingStatus[]).includes(state.status)) {
      throw conflict(`Cannot ${step.verb} a booking that is ${STATUS_WORDS[state.status]}`);
    }
    const tooEarly = lifecycleTimeViolation(command, state);
    if (tooEarly) throw tooEarly;
    const booking_id = command.bookingId;
    switch (command.type) {
      case 'ConfirmBooking':
        return [{ type: 'BookingConfirmed', data: { booking_id } }];
      case 'StartRide':
        return [{ type: 'RideStarted', data: { booking_id, started_at: command.now.toISOString() } }];
      case 'CompleteRide':
        return [{ type: 'RideCompleted', data: { booking_id, total_fare: state.totalFare } }];
      case 'MarkNoShow':
        return [{ type: 'BookingMarkedNoShow', data: { booking_id } }];
      case 'CancelBooking':
        return [{ type: 'BookingCancelled', data: { booking_id, reason: command.reason ?? null } }];
    }
  },

  evolve(state, event) {
    if (event.type === 'BookingRequested') {
      return {
        status: 'pending',
        deleted: false,
        totalFare: event.data.total_fare,
        reference: event.data.reference,
        scheduledTime: event.data.scheduled_time,
        startedAt: null,
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'BookingConfirmed':
        return { ...state, status: 'confirmed' };
      case 'RideStarted':
        return { ...state, status: 'in_progress', startedAt: event.data.started_at ?? null };
      case 'RideCompleted':
        return { ...state, status: 'completed' };
      case 'BookingMarkedNoShow':
        return { ...state, status: 'no_show' };
      case 'BookingCancelled':
        return { ...state, status: 'cancelled' };
      case 'BookingDeleted':
        return { ...state, deleted: true };
    }
  },
};
