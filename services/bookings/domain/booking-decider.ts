import {
  applyBookingChange,
  isChangeable,
  type BOOKING_LIFECYCLE,
  type ChangeRequestClosedBy,
  lifecycleStepOfCommand,
  lifecycleStepOfEvent,
  type BookingAction,
  type BookingRequestedData,
  type BookingStatus,
  type LifecycleCommandType,
  type LifecycleTiming,
  type ProblemCode,
  type ReceiptPlaces,
} from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, invalid, refusal } from '@chauffeur/platform';
import type { BookingEvent } from '../events';
import type { ChangeRequestEvent } from '../change-requests/change-request-events';
import { lifecycleTimeViolation, type TimingWorld } from './lifecycle-times';
import { decideChange, type ChangeBookingCommand } from './booking-change';

type Lifecycle = typeof BOOKING_LIFECYCLE;
/** What a step's command carries from the world: what its rule in time needs (lifecycle-times.ts). */
type WorldOf<Timing> = Timing extends LifecycleTiming ? TimingWorld[Timing] : unknown;
/** A step whose event carries a reason takes it from the command (required from some statuses: the table). */
type ReasonOf<Carries> = 'reason' extends keyof Carries ? { reason?: string | null } : unknown;
/** A step whose event carries the VAT rate (complete) takes the rate in force from the command (decision 232). */
type VatRateOf<Carries> = 'vat_rate_percent' extends keyof Carries ? { vatRatePercent: number } : unknown;
/**
 * How a step whose event carries the receipt's places (complete) says a booking's places (decision 297): the
 * gazetteer's reading, given by the route (lifecycle-command.ts) so the decider knows no gazetteer.
 */
export type ReceiptPlacesOf = (booking: BookingRequestedData) => ReceiptPlaces;
type PlacesOf<Carries> = 'receipt_places' extends keyof Carries
  ? { receiptPlacesOf: ReceiptPlacesOf }
  : unknown;

/**
 * The command of each step of the lifecycle table, derived from its row: its type, and what it carries from
 * the world. The server's clock (`now`) and the settings are read by the route, so the decider stays pure.
 */
export type LifecycleCommand = {
  [A in BookingAction]: { type: Lifecycle[A]['command']; bookingId: string } & WorldOf<
    Lifecycle[A]['timing']
  > &
    ReasonOf<Lifecycle[A]['carries']> &
    VatRateOf<Lifecycle[A]['carries']> &
    PlacesOf<Lifecycle[A]['carries']>;
}[BookingAction];

export type BookingCommand =
  | { type: 'RequestBooking'; booking: BookingRequestedData }
  | LifecycleCommand
  | { type: 'DeleteBooking'; bookingId: string }
  | { type: 'AddBookingNote'; bookingId: string; text: string }
  | ChangeBookingCommand;

/** Every event of a booking's stream the decider reads: its own, and its change requests' (decision 277). */
export type BookingStreamEvent = BookingEvent | ChangeRequestEvent;

export type BookingState =
  | { status: 'none' }
  | {
      status: BookingStatus;
      deleted: boolean;
      /**
       * The change requests still waiting for an answer (the operator's or the customer's): closed in the
       * same append as the step that ends the booking (decision 277), so none is left to accept.
       */
      waitingChangeRequests: readonly string[];
      totalFare: number;
      reference: string;
      scheduledTime: string;
      /** When the ride started by the server clock; null before, or for rides started before issue 13. */
      startedAt: string | null;
      /**
       * The VAT rate its completion recorded (the receipt's, decision 232); null before the completion, or
       * for a completion stored before decision 232 (the receipt then reads the settings' history, 233).
       */
      vatRatePercent: number | null;
      /**
       * The places its completion recorded as the receipt says them (decision 297); null before the
       * completion, or for a completion stored before decision 297 (the receipt then asks the gazetteer).
       */
      receiptPlaces: ReceiptPlaces | null;
      /** The booking as it stands: its request with every change laid over (what a change compares with). */
      booking: BookingRequestedData;
    };

type Booked = Exclude<BookingState, { status: 'none' }>;
/** Any lifecycle command, seen through the fields any of them may carry. */
type AnyStepCommand = {
  type: LifecycleCommandType;
  bookingId: string;
  now?: Date;
  startWindowHours?: number;
  reason?: string | null;
  vatRatePercent?: number;
  receiptPlacesOf?: ReceiptPlacesOf;
};
type CarriedField = { [A in BookingAction]: keyof Lifecycle[A]['carries'] }[BookingAction];
/** The lifecycle events whose row carries `Field` (the table says which), with their data typed. */
type EventCarrying<Field extends CarriedField> = Extract<
  BookingEvent,
  {
    type: Lifecycle[{
      [A in BookingAction]: Field extends keyof Lifecycle[A]['carries'] ? A : never;
    }[BookingAction]]['event'];
  }
>;
/** Whether the event's row carries `field`: narrows the event to those whose data has it. */
const carries = <Field extends CarriedField>(
  field: Field,
  event: BookingEvent,
): event is EventCarrying<Field> => field in (lifecycleStepOfEvent(event.type)?.carries ?? {});

/** How the decider fills each field a lifecycle event carries (the table says which event carries which). */
const FILL: { [Field in CarriedField]: (command: AnyStepCommand, state: Booked) => unknown } = {
  started_at: (command) => command.now!.toISOString(),
  total_fare: (_command, state) => state.totalFare,
  // A blank reason is no reason: stored as null (and refused where the table requires one).
  reason: (command) => command.reason?.trim() || null,
  // The rate in force at the completion, read by the route from the settings' stream (lifecycle-command.ts).
  vat_rate_percent: (command) => {
    if (command.vatRatePercent === undefined)
      throw new Error('Completing a ride needs the VAT rate in force');
    return command.vatRatePercent;
  },
  // The places as the receipt says them, from the booking as it stands when the ride ends (no change can
  // follow a completion), so a later gazetteer rewrites no receipt (decision 297).
  receipt_places: (command, state) => {
    if (command.receiptPlacesOf === undefined)
      throw new Error('Completing a ride needs a reading of its places for the receipt');
    return command.receiptPlacesOf(state.booking);
  },
};

/**
 * The ChangeRequestClosed events of a step that leaves the booking where it can no longer be changed (its
 * ride started or ended, it was cancelled) or deletes it: each request still waiting is closed, by the
 * step's actor, with what ended the booking (decision 277). None for a step that keeps it changeable.
 */
export function closeWaitingRequests(
  state: Booked,
  bookingId: string,
  closedBy: BookingStatus | 'deleted',
): ChangeRequestEvent[] {
  if (closedBy !== 'deleted' && isChangeable(closedBy)) return [];
  return state.waitingChangeRequests.map((requestId) => ({
    type: 'ChangeRequestClosed',
    data: { booking_id: bookingId, request_id: requestId, closed_by: closedBy as ChangeRequestClosedBy },
  }));
}

/** What each change-request event does to the list of those waiting (added, answered, or neither). */
const WAITING_AFTER: Record<ChangeRequestEvent['type'], 'add' | 'remove' | 'keep'> = {
  ChangeRequested: 'add',
  // Accepted at a higher price: it waits for the customer now.
  ChangeRequestPriced: 'keep',
  ChangeRequestApplied: 'remove',
  ChangeRequestDeclined: 'remove',
  ChangeRequestWithdrawn: 'remove',
  ChangeRequestClosed: 'remove',
};

const isRequestEvent = (event: BookingStreamEvent): event is ChangeRequestEvent =>
  event.type in WAITING_AFTER;

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/**
 * A step refused by the status the booking is in, by that status (decision 282): the panel says what the
 * booking now is in the admin's language; the English `detail` stays "Cannot <verb> a booking that is …".
 */
const STATUS_NOW: Record<BookingStatus, Extract<ProblemCode, `booking_now_${string}`>> = {
  pending: 'booking_now_pending',
  confirmed: 'booking_now_confirmed',
  in_progress: 'booking_now_in_progress',
  completed: 'booking_now_completed',
  cancelled: 'booking_now_cancelled',
  no_show: 'booking_now_no_show',
};

/**
 * The booking lifecycle of SPEC 4 with issue 13's rules in time and its no-show outcome. Every status step is
 * a row of the lifecycle table (contracts/src/bookings/lifecycle.ts): which statuses it may start from, the
 * event it decides and the status that event leads to; the rules in time are lifecycle-times.ts. Only the
 * request (the first event) and the deletion (a flag, not a status) are written out here.
 */
export const bookingDecider: Decider<BookingCommand, BookingStreamEvent, BookingState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (command.type === 'RequestBooking') {
      if (state.status !== 'none') throw conflict('This booking already exists');
      // Automatic confirmation is a separate lifecycle command by the system actor (see create-booking.ts).
      return [{ type: 'BookingRequested', data: command.booking }];
    }
    if (state.status === 'none' || state.deleted) throw refusal('not_found', { code: 'booking_not_found' });
    if (command.type === 'DeleteBooking')
      return [
        { type: 'BookingDeleted', data: { booking_id: command.bookingId } },
        ...closeWaitingRequests(state, command.bookingId, 'deleted'),
      ];
    // A note changes no status: staff may write one at any point of the booking's life, even after it.
    if (command.type === 'AddBookingNote')
      return [{ type: 'BookingNoteAdded', data: { booking_id: command.bookingId, text: command.text } }];
    // A change is no status step: it keeps the status, and may only be made before the ride (decision 141).
    if (command.type === 'ChangeBooking')
      return decideChange(command, state).map((data) => ({ type: 'BookingChanged' as const, data }));

    const step = lifecycleStepOfCommand(command.type)!;
    const stepCommand: AnyStepCommand = command;
    if (!(step.from as readonly BookingStatus[]).includes(state.status))
      throw refusal('conflict', { code: STATUS_NOW[state.status], params: { step: step.verb } });
    const tooEarly = lifecycleTimeViolation(step.timing, stepCommand, state);
    if (tooEarly) throw tooEarly;
    // Ending a confirmed ride needs a reason for the history (issue 17, decision 132): the table says where.
    if (
      (step.reasonRequiredFrom as readonly BookingStatus[]).includes(state.status) &&
      !stepCommand.reason?.trim()
    ) {
      const message = `A reason is required to ${step.verb} a booking that is ${STATUS_WORDS[state.status]}`;
      throw invalid(message, [{ field: 'reason', message: 'Reason is required' }]);
    }
    const carried = Object.keys(step.carries) as CarriedField[];
    const data = {
      booking_id: command.bookingId,
      ...Object.fromEntries(carried.map((field) => [field, FILL[field](stepCommand, state)])),
    };
    return [
      { type: step.event, data } as BookingEvent,
      ...closeWaitingRequests(state, command.bookingId, step.to),
    ];
  },

  evolve(state, event) {
    if (event.type === 'BookingRequested') {
      return {
        status: 'pending',
        deleted: false,
        waitingChangeRequests: [],
        totalFare: event.data.total_fare,
        reference: event.data.reference,
        scheduledTime: event.data.scheduled_time,
        startedAt: null,
        vatRatePercent: null,
        receiptPlaces: null,
        booking: event.data,
      };
    }
    if (state.status === 'none') return state;
    if (isRequestEvent(event)) {
      const { request_id } = event.data;
      const after = WAITING_AFTER[event.type];
      const others = state.waitingChangeRequests.filter((id) => id !== request_id);
      if (after === 'keep') return state;
      return { ...state, waitingChangeRequests: after === 'add' ? [...others, request_id] : others };
    }
    if (event.type === 'BookingDeleted') return { ...state, deleted: true };
    if (event.type === 'BookingNoteAdded') return state;
    if (event.type === 'BookingChanged') {
      const booking = applyBookingChange(state.booking, event.data);
      // The completion carries the total as it stands (FILL), so a re-priced ride earns its new fare.
      return { ...state, booking, totalFare: booking.total_fare, scheduledTime: booking.scheduled_time };
    }
    const step = lifecycleStepOfEvent(event.type);
    if (!step) return state;
    // The state remembers when a ride started: the rule `after_start` compares with it.
    const startedAt = carries('started_at', event) ? { startedAt: event.data.started_at ?? null } : {};
    // And the VAT rate its completion fixed: the receipt shows it, never today's setting (decision 232).
    const vatRate = carries('vat_rate_percent', event)
      ? { vatRatePercent: event.data.vat_rate_percent ?? null }
      : {};
    // And the places its receipt says (decision 297).
    const places = carries('receipt_places', event)
      ? { receiptPlaces: event.data.receipt_places ?? null }
      : {};
    return { ...state, status: step.to, ...startedAt, ...vatRate, ...places };
  },
};
