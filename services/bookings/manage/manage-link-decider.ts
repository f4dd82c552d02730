import { refusal, type Decider } from '@chauffeur/platform';
import type { BookingState } from '../domain/booking-decider';

/** "Find my booking" matched: the booking as its own stream has it now (the route read it to match). */
export type ManageLinkCommand = { type: 'RequestManageLink'; bookingId: string; booking: BookingState };
export type ManageLinkEvent = { type: 'ManageLinkAsked'; data: { booking_id: string } };

/**
 * Decides a link request on the booking's requests stream (decision 255), from the booking's state the
 * command carries: a booking that does not exist or was deleted gets no link. The requests stream holds no
 * rule of its own (any number of requests; the routes' rate limits brake them), so it folds to nothing.
 */
export const manageLinkDecider: Decider<ManageLinkCommand, ManageLinkEvent, null> = {
  initialState: null,
  evolve: (state) => state,
  decide({ bookingId, booking }) {
    if (booking.status === 'none' || booking.deleted)
      throw refusal('not_found', { code: 'booking_not_found' });
    return [{ type: 'ManageLinkAsked', data: { booking_id: bookingId } }];
  },
};
