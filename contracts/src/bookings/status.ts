import { z } from 'zod';

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/**
 * The admin actions of SPEC 4 and the status each one leads to, plus issue 13's `no_show`: the customer
 * never came. A no-show is recorded from `confirmed` and also from `in_progress`, because a chauffeur
 * starts the ride up to the start window before pickup (on the way to the customer), and only then learns
 * that nobody comes; completing such a ride would count revenue for a ride that never took place.
 * When in time an action may be taken (start window, pickup time) is the decider's rule (booking-decider.ts).
 */
export const BOOKING_ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed' },
  cancel: { from: ['pending'], to: 'cancelled' },
  start: { from: ['confirmed'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  no_show: { from: ['confirmed', 'in_progress'], to: 'no_show' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingAction = keyof typeof BOOKING_ACTIONS;
export const BOOKING_ACTION_NAMES = Object.keys(BOOKING_ACTIONS) as BookingAction[];

/** The status actions an admin may take on a booking in this status (delete is always possible). */
export const actionsFor = (status: BookingStatus): BookingAction[] =>
  BOOKING_ACTION_NAMES.filter((action) =>
    (BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status),
  );
