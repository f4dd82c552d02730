import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { DomainError } from '../domain/errors';

/**
 * A claim (an e-mail address, a number plate) is written before its holder's own stream takes the thing, so
 * a process that dies between the two appends leaves a claim whose holder never got it. Younger than this, it
 * may be a change still in flight and counts; older, and its holder's own stream still without the thing, it
 * was abandoned and another may claim over it (the accounts' rule since issue 17, decision 327 for the rest).
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

/** Whether a claim written at `claimedAt` (its event's occurredAt, by the same injected clock) is that old. */
export const claimOldEnough = (claimedAt: string, now: Date): boolean =>
  now.getTime() - Date.parse(claimedAt) >= ABANDONED_CLAIM_MS;

/** How a claim stream names its holder, and how the holder's own stream (the write side) says it has it. */
export interface ClaimHolding {
  /** The holder a claim event names; undefined for an event that gives the thing up. */
  holderOf: (event: RecordedEvent) => string | undefined;
  /** Whether the holder's own stream has the thing now (read on the write side, not a read model). */
  holds: (holder: string, claim: RecordedEvent) => Promise<boolean>;
}

/**
 * The holder of the claim in force on `stream` when it was abandoned (old enough, and its holder without the
 * thing), else undefined: no claim, a release last, a claim still young, or one its holder does have.
 */
export async function abandonedHolder(
  eventStore: Pick<EventStore, 'readStream'>,
  stream: string,
  holding: ClaimHolding,
  now: Date,
): Promise<string | undefined> {
  const last = (await eventStore.readStream(stream)).at(-1);
  const holder = last && holding.holderOf(last);
  if (!last || !holder || !claimOldEnough(last.metadata.occurredAt, now)) return undefined;
  return (await holding.holds(holder, last)) ? undefined : holder;
}

/**
 * Runs `claim()`; when another holder's claim refuses it (a DomainError) and that claim was abandoned, claims
 * again over it, naming the holder replaced: the claim's decider lets that one claim go, at the revision it
 * reads, so of two take-overs at once one wins and the other is refused as before.
 */
export async function claimOverAbandoned<T>(
  eventStore: Pick<EventStore, 'readStream'>,
  stream: string,
  holding: ClaimHolding,
  now: Date,
  claim: (replacesAbandoned?: string) => Promise<T>,
): Promise<T> {
  try {
    return await claim();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const abandoned = await abandonedHolder(eventStore, stream, holding, now);
    if (abandoned === undefined) throw error;
    return claim(abandoned);
  }
}
