import type { Decider } from '@chauffeur/platform';
import { bookingDecider, type BookingState } from '../domain/booking-decider';
import type { BookingEvent } from '../events';

/** How long before pickup the reminder is due (issue 18 point 4: "a reminder 24 h before pickup"). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export type PickupReminderDueData = { booking_id: string; scheduled_time: string };
type ReminderEvent = BookingEvent | { type: 'PickupReminderDue'; data: PickupReminderDueData };

export interface ReminderState {
  /** The booking as its own decider folds it (status, deletion, pickup time after changes). */
  booking: BookingState;
  /** The pickup time the last reminder was for (null: none yet). */
  remindedFor: string | null;
}

export interface SendPickupReminder {
  type: 'SendPickupReminder';
  bookingId: string;
  /** The scheduler's clock (injected): the reminder is due from 24 h before pickup until pickup. */
  now: Date;
}

/**
 * Folded over the booking's stream followed by its reminder stream (reminder-scheduler.ts).
 * Whether the pickup reminder is written: only for a confirmed booking (never a pending, cancelled, started,
 * completed or deleted one), inside the 24 h before its pickup, and once per pickup time (a ride moved to
 * another time after its reminder may have one for the new time). Anything else decides nothing rather than
 * refusing: the scheduler asks again and again, and two schedulers may ask at once; the second, appending
 * at the reminder stream's revision it read, is refused by the store and, asking again, hears nothing is due.
 */
export const reminderDecider: Decider<SendPickupReminder, ReminderEvent, ReminderState> = {
  initialState: { booking: bookingDecider.initialState, remindedFor: null },
  decide(command, { booking, remindedFor }) {
    if (booking.status !== 'confirmed' || booking.deleted) return [];
    const pickup = Date.parse(booking.scheduledTime);
    const now = command.now.getTime();
    if (now < pickup - REMINDER_BEFORE_MS || now >= pickup) return [];
    if (remindedFor !== null && Date.parse(remindedFor) === pickup) return [];
    return [
      {
        type: 'PickupReminderDue',
        data: { booking_id: command.bookingId, scheduled_time: booking.scheduledTime },
      },
    ];
  },
  evolve(state, event) {
    if (event.type === 'PickupReminderDue') return { ...state, remindedFor: event.data.scheduled_time };
    return { ...state, booking: bookingDecider.evolve(state.booking, event) };
  },
};
