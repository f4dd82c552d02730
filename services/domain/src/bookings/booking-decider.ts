import {
  BOOKING_ACTIONS,
  type BookingAction,
  type BookingEvent,
  type BookingRequestedData,
  type BookingStatus,
} from '@chauffeur/contracts';
import type { Decider } from '../decider';
import { conflict, notFound } from '../errors';

export type BookingCommand =
  | { type: 'RequestBooking'; booking: BookingRequestedData }
  | { type: 'ConfirmBooking'; bookingId: string }
  | { type: 'StartRide'; bookingId: string }
  | { type: 'CompleteRide'; bookingId: string }
  | { type: 'CancelBooking'; bookingId: string; reason?: string | null }
  | { type: 'DeleteBooking'; bookingId: string };

export type BookingState =
  { status: 'none' } | { status: BookingStatus; deleted: boolean; totalFare: number; reference: string };

/** What each status command is called in messages, and which action of SPEC 4 it is. */
const STEP: Record<
  Exclude<BookingCommand['type'], 'RequestBooking' | 'DeleteBooking'>,
  { action: BookingAction; verb: string }
> = {
  ConfirmBooking: { action: 'confirm', verb: 'confirm' },
  StartRide: { action: 'start', verb: 'start' },
  CompleteRide: { action: 'complete', verb: 'complete' },
  CancelBooking: { action: 'cancel', verb: 'cancel' },
};

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** The booking lifecycle of SPEC 4: pending → confirmed | cancelled; confirmed → in_progress → completed. */
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
    const booking_id = command.bookingId;
    switch (command.type) {
      case 'ConfirmBooking':
        return [{ type: 'BookingConfirmed', data: { booking_id } }];
      case 'StartRide':
        return [{ type: 'RideStarted', data: { booking_id } }];
      case 'CompleteRide':
        return [{ type: 'RideCompleted', data: { booking_id, total_fare: state.totalFare } }];
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
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'BookingConfirmed':
        return { ...state, status: 'confirmed' };
      case 'RideStarted':
        return { ...state, status: 'in_progress' };
      case 'RideCompleted':
        return { ...state, status: 'completed' };
      case 'BookingCancelled':
        return { ...state, status: 'cancelled' };
      case 'BookingDeleted':
        return { ...state, deleted: true };
    }
  },
};
