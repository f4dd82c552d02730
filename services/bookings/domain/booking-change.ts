import {
  CHANGEABLE_FIELDS,
  isChangeable,
  type CHANGEABLE_STATUSES,
  type BookingChangeFields,
  type CodedProblem,
  type BookingChangedData,
  type BookingRequestedData,
  type BookingStatus,
} from '@chauffeur/contracts';
import { refusal } from '@chauffeur/platform';

/**
 * ChangeBooking (issue 17 point 5, decision 141): the booking as the admin's edit would leave it, already
 * verified and priced by the command (change-booking.ts: the same path as a new booking), and the server's
 * clock. The decider only compares it with the booking as it stands and says what changed.
 */
export interface ChangeBookingCommand {
  type: 'ChangeBooking';
  bookingId: string;
  now: Date;
  proposed: BookingRequestedData;
}

/** What the decider knows of the booking when it is asked to change it. */
export interface ChangeableBooking {
  status: BookingStatus;
  scheduledTime: string;
  booking: BookingRequestedData;
}

/**
 * Why a booking in a status that is not changeable (contracts' CHANGEABLE_STATUSES) cannot be changed, coded so the panel says it in the admin's
 * language (decision 277: the raw English reached a German admin through an accepted change request).
 */
const NOT_CHANGEABLE: Record<Exclude<BookingStatus, (typeof CHANGEABLE_STATUSES)[number]>, CodedProblem> = {
  in_progress: { code: 'change_ride_started' },
  completed: { code: 'change_ride_completed' },
  cancelled: { code: 'change_booking_cancelled' },
  no_show: { code: 'change_ride_no_show' },
};

/** A value as compared: objects with their keys sorted (a place from the geocoder may list them otherwise). */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/** A changeable field of a stored booking; an absent address line reads as null (none). */
const fieldOf = (booking: BookingRequestedData, field: keyof BookingChangeFields): unknown =>
  (booking as Record<string, unknown>)[field] ?? null;

/**
 * Whether a booking's pickup time has come: from then on nothing of it changes, and a change request still
 * waiting has expired (decision 284). The one rule for both.
 */
export const pickupPassed = (scheduledTime: string, now: Date): boolean =>
  now.getTime() >= Date.parse(scheduledTime);

/** 409 once the ride started or ended, or its pickup time has passed: the command asks before pricing. */
export function assertChangeable(state: Pick<ChangeableBooking, 'status' | 'scheduledTime'>, now: Date) {
  if (!isChangeable(state.status))
    throw refusal('conflict', NOT_CHANGEABLE[state.status as keyof typeof NOT_CHANGEABLE]);
  if (pickupPassed(state.scheduledTime, now)) throw refusal('conflict', { code: 'change_pickup_passed' });
}

/**
 * The event of a change, or none when the edit changes nothing (a no-op records nothing). Refused with 409
 * once the ride started or ended, or when its pickup time has passed.
 *
 * Hook for the later wave's assignment (issue 17 point 3): a change that moves `scheduled_time` (or the
 * route's duration) changes the car's and the chauffeur's busy interval; the assignment must be re-checked
 * against their schedule streams before this event is appended.
 */
export function decideChange(command: ChangeBookingCommand, state: ChangeableBooking): BookingChangedData[] {
  assertChangeable(state, command.now);
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of CHANGEABLE_FIELDS) {
    const before = fieldOf(state.booking, field);
    const after = fieldOf(command.proposed, field);
    if (canonical(before) === canonical(after)) continue;
    changes[field] = after;
    previous[field] = before;
  }
  const previousTotal = state.booking.total_fare;
  const total = command.proposed.total_fare;
  if (Object.keys(changes).length === 0 && previousTotal === total) return [];
  return [
    {
      booking_id: command.bookingId,
      changes: changes as BookingChangeFields,
      previous: previous as BookingChangeFields,
      previous_total_fare: previousTotal,
      total_fare: total,
    },
  ];
}
