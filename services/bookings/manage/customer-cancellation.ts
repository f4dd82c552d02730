import type { BookingStatus } from '@chauffeur/contracts';

/** What the rule needs to know of a booking: where it is in its life and when the pickup is. */
export interface CancellableBooking {
  status: BookingStatus;
  scheduledTime: string;
}

/** Why a customer may not cancel online (each has its own message at the edge: manage-problems.ts). */
export type CustomerCancelRefusal = 'cut_off' | 'cancelled' | 'started' | 'ended';

export type CustomerCancelDecision =
  | { allowed: true; cancelUntil: string }
  | { allowed: false; cancelUntil: string; refusal: CustomerCancelRefusal };

/**
 * The statuses a customer finds their booking in, and whether that status alone refuses an online
 * cancellation (null: the clock decides). One table: a new status must say what it means here.
 */
const BY_STATUS: Record<BookingStatus, CustomerCancelRefusal | null> = {
  pending: null,
  confirmed: null,
  in_progress: 'started',
  completed: 'ended',
  no_show: 'ended',
  cancelled: 'cancelled',
};

/** The last moment a customer may cancel online: pickup − the free-cancellation hours (SPEC 9: 24). */
export const cancelUntil = (scheduledTime: string, freeCancellationHours: number): Date =>
  new Date(new Date(scheduledTime).getTime() - freeCancellationHours * 3_600_000);

/**
 * Issue 18 point 2: a customer cancels online, free, until pickup − `free_cancellation_hours` (a setting),
 * a booking that has not started or ended. At the very moment of the cut-off it is already too late: "up
 * to 24 h before" means strictly more than 24 h before the pickup. Pure: the server's clock is given.
 */
export function customerMayCancel(
  booking: CancellableBooking,
  now: Date,
  freeCancellationHours: number,
): CustomerCancelDecision {
  const until = cancelUntil(booking.scheduledTime, freeCancellationHours);
  const cancelUntilIso = until.toISOString();
  const byStatus = BY_STATUS[booking.status];
  if (byStatus) return { allowed: false, cancelUntil: cancelUntilIso, refusal: byStatus };
  if (now.getTime() >= until.getTime())
    return { allowed: false, cancelUntil: cancelUntilIso, refusal: 'cut_off' };
  return { allowed: true, cancelUntil: cancelUntilIso };
}
