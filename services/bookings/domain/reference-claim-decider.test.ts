import { describe, expect, it } from 'vitest';
import type { BookingReferenceClaimEvent } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { REFERENCE_TAKEN, referenceClaimDecider } from './reference-claim-decider';

const first = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const second = '9a2d4c6e-1b3f-4a5c-8d7e-0f1a2b3c4d5e';
const claimedBy = (bookingId: string): BookingReferenceClaimEvent => ({
  type: 'BookingReferenceClaimed',
  data: { reference: 'CH-7K3P9Q', booking_id: bookingId },
});
const given = (events: BookingReferenceClaimEvent[]) => ({
  when: (bookingId: string) => () =>
    referenceClaimDecider.decide(
      { type: 'ClaimReference', reference: 'CH-7K3P9Q', bookingId },
      fold(referenceClaimDecider, events),
    ),
});

describe('booking reference claim', () => {
  it('given a free reference, when a booking claims it, then it is claimed for that booking', () => {
    expect(given([]).when(first)()).toEqual([claimedBy(first)]);
  });

  it('given a reference claimed by a booking, when the same booking claims it again (a retry), then nothing changes', () => {
    expect(given([claimedBy(first)]).when(first)()).toEqual([]);
  });

  it('given a reference claimed by a booking, when another booking claims it, then 409', () => {
    expect(given([claimedBy(first)]).when(second)).toThrow(
      expect.objectContaining({ kind: 'conflict', message: REFERENCE_TAKEN }),
    );
  });
});
