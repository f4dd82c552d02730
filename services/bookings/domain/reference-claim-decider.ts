import type { BookingReferenceClaimEvent } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict } from '@chauffeur/platform';

export type ReferenceClaimCommand = { type: 'ClaimReference'; reference: string; bookingId: string };
export type ReferenceClaimState = { status: 'free' } | { status: 'claimed'; bookingId: string };

export const REFERENCE_TAKEN = 'This booking reference belongs to another booking';

/**
 * One booking reference: the first booking to claim it keeps it. Claiming it again for the same booking
 * changes nothing, so a retried creation gets the reference its first attempt claimed.
 */
export const referenceClaimDecider: Decider<
  ReferenceClaimCommand,
  BookingReferenceClaimEvent,
  ReferenceClaimState
> = {
  initialState: { status: 'free' },

  decide(command, state) {
    if (state.status === 'claimed') {
      if (state.bookingId === command.bookingId) return [];
      throw conflict(REFERENCE_TAKEN);
    }
    return [
      {
        type: 'BookingReferenceClaimed',
        data: { reference: command.reference, booking_id: command.bookingId },
      },
    ];
  },

  evolve(state, event) {
    return event.type === 'BookingReferenceClaimed'
      ? { status: 'claimed', bookingId: event.data.booking_id }
      : state;
  },
};
