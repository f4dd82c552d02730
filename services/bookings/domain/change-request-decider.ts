import {
  CHANGE_REQUESTS_MAX,
  PENDING_CHANGE_STATES,
  type BookingRequestedData,
  type ChangeRequestFields,
  type ChangeRequestState,
  type CodedProblem,
} from '@chauffeur/contracts';
import { refusal, type Decider } from '@chauffeur/platform';
import { assertChangeable, decideChange } from './booking-change';
import { bookingDecider, type BookingState, type BookingStreamEvent } from './booking-decider';
import { requestStateAt } from './change-request-expiry';

/**
 * Issue 18 point 2 (decisions 183–185): a customer's change request and its answers, decided on the
 * booking's stream. Pure: the route gives it the clock, the cut-off setting, the new id, and (to accept or
 * confirm) the booking as the change would leave it, verified and re-priced by the server
 * (commands/change-booking.ts, the admin edit's path).
 */
export type ChangeRequestCommand =
  | {
      type: 'RequestChange';
      bookingId: string;
      requestId: string;
      changes: ChangeRequestFields;
      now: Date;
      cutoffHours: number;
    }
  | { type: 'AcceptChange'; bookingId: string; requestId: string; now: Date; proposed: BookingRequestedData }
  | { type: 'DeclineChange'; bookingId: string; requestId: string; reason: string; now: Date }
  | {
      type: 'ConfirmChange';
      bookingId: string;
      requestId: string;
      now: Date;
      cutoffHours: number;
      proposed: BookingRequestedData;
    }
  | { type: 'WithdrawChange'; bookingId: string; requestId: string; now: Date };

export interface RequestState {
  id: string;
  /** As the events leave it: never `expired`, which is read on the clock (requestStateAt). */
  state: ChangeRequestState;
  changes: ChangeRequestFields;
  /** The total the customer was asked to confirm (awaiting_customer). */
  quotedTotal: number | null;
}

export interface ChangeRequestsState {
  booking: BookingState;
  requests: Record<string, RequestState>;
}

type StreamEvent = BookingStreamEvent;

/** Why a request in this state cannot be acted on (contracts' problem codes: each in four languages). */
const NOT_NOW: Record<ChangeRequestState, CodedProblem> = {
  open: { code: 'change_request_waiting' },
  awaiting_customer: { code: 'change_request_awaiting_customer' },
  applied: { code: 'change_request_applied' },
  declined: { code: 'change_request_declined' },
  withdrawn: { code: 'change_request_withdrawn' },
  closed: { code: 'change_request_closed' },
  expired: { code: 'change_request_expired' },
};

const HOUR_MS = 3_600_000;

/** The request that may still be acted on: its state at `now` (its pickup time) is one of `states`, or 404/409. */
function requestIn(
  state: ChangeRequestsState,
  id: string,
  states: readonly ChangeRequestState[],
  at: { now: Date; pickup: string },
) {
  const request = state.requests[id];
  if (!request) throw refusal('not_found', { code: 'change_request_not_found' });
  const current = requestStateAt(request.state, at.pickup, at.now);
  if (!states.includes(current)) throw refusal('conflict', NOT_NOW[current]);
  return request;
}

/** Up to `cutoffHours` before pickup (the free-cancellation setting), on the server's clock. */
function assertBeforeCutoff(booking: Exclude<BookingState, { status: 'none' }>, now: Date, hours: number) {
  const cutoff = new Date(booking.scheduledTime).getTime() - hours * HOUR_MS;
  if (now.getTime() >= cutoff)
    throw refusal('conflict', { code: 'change_cut_off', params: { count: hours } });
}

const appliedEvents = (
  command: { bookingId: string; requestId: string; now: Date; proposed: BookingRequestedData },
  booking: Exclude<BookingState, { status: 'none' }>,
): StreamEvent[] => [
  {
    type: 'ChangeRequestApplied',
    data: {
      booking_id: command.bookingId,
      request_id: command.requestId,
      total_fare: command.proposed.total_fare,
    },
  },
  // The same decision as the admin edit: BookingChanged (and its e-mail), or nothing if nothing changes.
  ...decideChange({ type: 'ChangeBooking', ...command }, booking).map(
    (data) => ({ type: 'BookingChanged', data }) as const,
  ),
];

export const changeRequestDecider: Decider<ChangeRequestCommand, StreamEvent, ChangeRequestsState> = {
  initialState: { booking: bookingDecider.initialState, requests: {} },

  decide(command, state) {
    const booking = state.booking;
    if (booking.status === 'none' || booking.deleted)
      throw refusal('not_found', { code: 'booking_not_found' });
    const at = { now: command.now, pickup: booking.scheduledTime };
    switch (command.type) {
      case 'RequestChange': {
        assertBeforeCutoff(booking, command.now, command.cutoffHours);
        const open = Object.values(state.requests).find((r) => PENDING_CHANGE_STATES.includes(r.state));
        if (open) throw refusal('conflict', { code: 'change_request_already_open', params: { id: open.id } });
        if (Object.keys(state.requests).length >= CHANGE_REQUESTS_MAX)
          throw refusal('conflict', {
            code: 'change_requests_used_up',
            params: { count: CHANGE_REQUESTS_MAX },
          });
        // Before the cut-off the pickup is ahead, but the booking may have ended otherwise (cancelled).
        assertChangeable(booking, command.now);
        return [
          {
            type: 'ChangeRequested',
            data: {
              booking_id: command.bookingId,
              request_id: command.requestId,
              changes: command.changes,
              previous_total_fare: booking.totalFare,
            },
          },
        ];
      }
      case 'AcceptChange': {
        requestIn(state, command.requestId, ['open'], at);
        // A higher total is the customer's to accept (decision 184); the same or lower applies at once.
        if (command.proposed.total_fare > booking.totalFare)
          return [
            {
              type: 'ChangeRequestPriced',
              data: {
                booking_id: command.bookingId,
                request_id: command.requestId,
                previous_total_fare: booking.totalFare,
                total_fare: command.proposed.total_fare,
              },
            },
          ];
        return appliedEvents(command, booking);
      }
      case 'DeclineChange':
        requestIn(state, command.requestId, ['open'], at);
        return [
          {
            type: 'ChangeRequestDeclined',
            data: {
              booking_id: command.bookingId,
              request_id: command.requestId,
              reason: command.reason.trim(),
            },
          },
        ];
      case 'ConfirmChange': {
        const request = requestIn(state, command.requestId, ['awaiting_customer'], at);
        assertBeforeCutoff(booking, command.now, command.cutoffHours);
        // Priced again now: never more than the total the customer was shown (decision 184).
        if (command.proposed.total_fare > (request.quotedTotal ?? booking.totalFare))
          throw refusal('conflict', { code: 'change_price_rose' });
        return appliedEvents(command, booking);
      }
      case 'WithdrawChange':
        requestIn(state, command.requestId, PENDING_CHANGE_STATES, at);
        return [
          {
            type: 'ChangeRequestWithdrawn',
            data: { booking_id: command.bookingId, request_id: command.requestId },
          },
        ];
    }
  },

  evolve(previous, event) {
    // The booking follows every event of its stream, a request's too (it knows which are still waiting).
    const state = { ...previous, booking: bookingDecider.evolve(previous.booking, event) };
    const to = (id: string, patch: Partial<RequestState>) => ({
      ...state,
      requests: { ...state.requests, [id]: { ...state.requests[id]!, ...patch } },
    });
    switch (event.type) {
      case 'ChangeRequested':
        return {
          ...state,
          requests: {
            ...state.requests,
            [event.data.request_id]: {
              id: event.data.request_id,
              state: 'open',
              changes: event.data.changes,
              quotedTotal: null,
            },
          },
        };
      case 'ChangeRequestPriced':
        return to(event.data.request_id, { state: 'awaiting_customer', quotedTotal: event.data.total_fare });
      case 'ChangeRequestApplied':
        return to(event.data.request_id, { state: 'applied' });
      case 'ChangeRequestDeclined':
        return to(event.data.request_id, { state: 'declined' });
      case 'ChangeRequestWithdrawn':
        return to(event.data.request_id, { state: 'withdrawn' });
      case 'ChangeRequestClosed':
        return to(event.data.request_id, { state: 'closed' });
      default:
        return state;
    }
  },
};
