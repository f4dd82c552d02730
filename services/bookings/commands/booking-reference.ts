import { bookingReferenceStream, LEGACY_BOOKING_REFERENCES_STREAM, isEvent } from '@chauffeur/contracts';
import { BookingRequested, LegacyBookingReferencesRecorded } from '../events';
import { DomainError } from '@chauffeur/platform';
import { referenceCandidate } from '../domain/reference';
import { referenceClaimDecider } from '../domain/reference-claim-decider';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { handleCommand, loadedStream, type CommandContext, type Decider } from '@chauffeur/platform';

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
  throw new DomainError('unavailable', 'No booking reference could be issued. Please try again.');
}

const PAGE = 5_000;

type LegacyReferences = { type: 'LegacyBookingReferencesRecorded'; data: { references: string[] } };
/** Records the legacy references, once: the stream holds one event (its append expects no stream). */
const legacyRecordDecider: Decider<{ references: string[] }, LegacyReferences, null> = {
  initialState: null,
  decide: ({ references }) => [{ type: 'LegacyBookingReferencesRecorded', data: { references } }],
  evolve: (state) => state,
};
const legacyByStore = new WeakMap<EventStore, Promise<ReadonlySet<string>>>();

/**
 * The references of bookings stored before references were claimed (logs older than issue 13): taken,
 * though no claim says so. Read once per process: from their record when there is one, else by reading the
 * log up to its first claim (every booking after it was claimed first) and recording what was found.
 * A new install finds none and records nothing. Exported so start-up may warm it.
 */
export function legacyReferences(
  eventStore: EventStore,
  context: CommandContext,
): Promise<ReadonlySet<string>> {
  let found = legacyByStore.get(eventStore);
  if (!found) {
    found = loadLegacyReferences(eventStore, context);
    // A failed read (store trouble) is tried again by the next booking.
    found.catch(() => legacyByStore.delete(eventStore));
    legacyByStore.set(eventStore, found);
  }
  return found;
}

async function loadLegacyReferences(eventStore: EventStore, context: CommandContext) {
  const recorded = (await eventStore.readStream(LEGACY_BOOKING_REFERENCES_STREAM))[0];
  if (recorded && isEvent(LegacyBookingReferencesRecorded, recorded))
    return new Set(recorded.data.references);
  const references = new Set<string>();
  scan: for (let from: bigint | undefined; ;) {
    const page = await eventStore.readAll({ from, limit: PAGE });
    for (const event of page) {
      if (event.type === 'BookingReferenceClaimed') break scan;
      if (isEvent(BookingRequested, event)) references.add(event.data.reference);
    }
    if (page.length < PAGE) break;
    from = page.at(-1)!.position + 1n;
  }
  if (references.size > 0) {
    await handleCommand(eventStore, {
      stream: LEGACY_BOOKING_REFERENCES_STREAM,
      decider: legacyRecordDecider,
      command: { references: [...references] },
      context: { actor: context.actor, requestId: context.requestId },
      // Read above and found empty: written with no_stream.
      loaded: loadedStream([]),
    })
      // Another process recorded them first: the same references.
      .catch((error: unknown) => {
        if (!(error instanceof WrongExpectedVersion)) throw error;
      });
  }
  return references;
}

/**
 * Claims in the log: stream `booking_reference-<reference>`, written with `no_stream` (the decider appends
 * nothing when the booking already holds it). Two bookings racing for one code: the store lets one append;
 * the other reads the claim again and moves on to its next candidate.
 */
export function eventStoreReferenceClaims(eventStore: EventStore, context: CommandContext): ReferenceClaims {
  return {
    async claim(reference, bookingId) {
      if ((await legacyReferences(eventStore, context)).has(reference)) return false;
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
