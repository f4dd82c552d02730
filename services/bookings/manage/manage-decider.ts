import { BOOKING_LIFECYCLE } from '@chauffeur/contracts';
import { BRAND, refusal, type Decider } from '@chauffeur/platform';
import {
  bookingDecider,
  closeWaitingRequests,
  type BookingState,
  type BookingStreamEvent,
} from '../domain/booking-decider';
import { decideChange } from '../domain/booking-change';
import { customerMayCancel, type CustomerCancelRefusal } from './customer-cancellation';

/** What a customer does through the manage link (the server's clock and the setting read by the route). */
export type ManageCommand =
  | {
      type: 'CancelBookingAsCustomer';
      bookingId: string;
      reason: string | null | undefined;
      now: Date;
      freeCancellationHours: number;
    }
  | {
      /** Decision 340: the customer corrects their name or phone (absent = unchanged); never the e-mail. */
      type: 'CorrectContactAsCustomer';
      bookingId: string;
      name?: string;
      phone?: string;
      now: Date;
    };

/* "Find my booking" is decided on its own stream (manage-link-decider.ts, decision 255). */

/** The refusals in SPEC's style, one each: 409 for the booking's state, 422 for the clock. */
export const CUSTOMER_CANCEL_REFUSALS: Record<CustomerCancelRefusal, (hours: number) => Error> = {
  cut_off: (hours) =>
    refusal('invalid', { code: 'cancel_cut_off', params: { count: hours, phone: BRAND.phoneDisplay } }),
  cancelled: () => refusal('conflict', { code: 'already_cancelled' }),
  started: () => refusal('conflict', { code: 'ride_started' }),
  ended: () => refusal('conflict', { code: 'ride_ended' }),
};

/**
 * The customer's side of a booking's stream: the same state as the booking's decider (its evolve), other
 * commands: their cancellation, and the correction of their name or phone (decision 340, below). A customer's cancellation is the lifecycle's cancel step (its event, from its `from` statuses)
 * under the customer's own rule in time (customer-cancellation.ts), checked here on the write side so a
 * page left open past the cut-off is refused. The reason is optional for a customer: the staff rule that a
 * confirmed booking needs one (decision 132) is for the history, where the actor already says who (decision 180).
 */
export const manageDecider: Decider<ManageCommand, BookingStreamEvent, BookingState> = {
  initialState: bookingDecider.initialState,
  evolve: (state, event) => bookingDecider.evolve(state, event),
  decide(command, state) {
    if (state.status === 'none' || state.deleted) throw refusal('not_found', { code: 'booking_not_found' });
    if (command.type === 'CorrectContactAsCustomer') {
      // The admin's change of a booking (decision 141) with only the contact laid over: the same event, the
      // same refusals once the ride is no longer ahead, nothing recorded when nothing differs. The proposal is
      // built here from the booking itself, so nothing but the name and the phone can move.
      const { customer } = state.booking;
      const proposed = {
        ...state.booking,
        customer: {
          ...customer,
          name: command.name ?? customer.name,
          phone: command.phone ?? customer.phone,
        },
      };
      return decideChange(
        { type: 'ChangeBooking', bookingId: command.bookingId, now: command.now, proposed },
        state,
      ).map((data) => ({ type: 'BookingChanged' as const, data }));
    }
    const decision = customerMayCancel(
      { status: state.status, scheduledTime: state.scheduledTime },
      command.now,
      command.freeCancellationHours,
    );
    if (!decision.allowed) throw CUSTOMER_CANCEL_REFUSALS[decision.refusal](command.freeCancellationHours);
    const step = BOOKING_LIFECYCLE.cancel;
    // The table's own guard too, so a status the rule allows but the step does not can never slip through.
    if (!(step.from as readonly string[]).includes(state.status))
      throw CUSTOMER_CANCEL_REFUSALS.ended(command.freeCancellationHours);
    return [
      {
        type: step.event,
        data: { booking_id: command.bookingId, reason: command.reason?.trim() || null },
      },
      // A change request still waiting ends with the booking, by the customer (decision 277).
      ...closeWaitingRequests(state, command.bookingId, step.to),
    ];
  },
};
