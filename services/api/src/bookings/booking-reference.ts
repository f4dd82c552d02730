import { bookingReferenceStream } from '@chauffeur/contracts';
import { DomainError, referenceCandidate, referenceClaimDecider } from '@chauffeur/domain';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { handleCommand, type CommandContext } from '../commands/command-handler';
import { HttpProblem } from '../plugins/problem';

/** Where references are claimed: the event log in the app, a plain set in the million-reference test. */
export interface ReferenceClaims {
  /** True when `reference` now belongs to `bookingId` (just claimed, or claimed by it before). */
  claim(reference: string, bookingId: string): Promise<boolean>;
}

/**
 * Past this many taken candidates in a row something is wrong (with a million bookings 0.4 % of the codes
 * are taken, so even a third attempt is rare): answer 503 rather than loop.
 */
const MAX_ATTEMPTS = 16;

/**
 * A booking reference that no other booking has: the booking's candidates in order (derived from its id,
 * so a retry walks the same ones) until one is claimed for it. Unique by construction, not by chance.
 */
export async function issueBookingReference(claims: ReferenceClaims, bookingId: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = referenceCandidate(bookingId, attempt);
    if (await claims.claim(candidate, bookingId)) return candidate;
  }
  throw new HttpProblem(503, 'No booking reference could be issued. Please try again.');
}

/**
 * Claims in the log: stream `booking_reference-<reference>`, written with `no_stream` (the decider appends
 * nothing when the booking already holds it). Two bookings racing for one code: the store lets one append;
 * the other reads the claim again and moves on to its next candidate.
 */
export function eventStoreReferenceClaims(eventStore: EventStore, context: CommandContext): ReferenceClaims {
  return {
    async claim(reference, bookingId) {
      for (let tries = 0; tries < 2; tries++) {
        try {
          await handleCommand(eventStore, {
            stream: bookingReferenceStream(reference),
            decider: referenceClaimDecider,
            command: { type: 'ClaimReference', reference, bookingId },
            // Only the booking's first event carries the idempotency record.
            context: { actor: context.actor, requestId: context.requestId },
          });
          return true;
        } catch (error) {
          if (error instanceof DomainError && error.kind === 'conflict') return false;
          // Lost the race for a free code: the next read sees who won (maybe this very booking's retry).
          if (!(error instanceof WrongExpectedVersion)) throw error;
        }
      }
      return false;
    },
  };
}
