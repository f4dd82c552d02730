import { z } from 'zod';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** The admin actions of SPEC 4 and the status each one leads to. */
export const BOOKING_ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed' },
  cancel: { from: ['pending'], to: 'cancelled' },
  start: { from: ['confirmed'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingAction = keyof typeof BOOKING_ACTIONS;
export const BOOKING_ACTION_NAMES = Object.keys(BOOKING_ACTIONS) as BookingAction[];

/** The status actions an admin may take on a booking in this status (delete is always possible). */
export const actionsFor = (status: BookingStatus): BookingAction[] =>
  BOOKING_ACTION_NAMES.filter((action) =>
    (BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status),
  );
