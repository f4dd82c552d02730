import type { EventStore } from '@chauffeur/eventstore';
import { DomainError, type CommandContext } from '@chauffeur/platform';
import { claimAddress, holderOf } from './accounts';
import { accountState, type InviteDeps } from './invite-staff';

/**
 * What the address a chauffeur's e-mail changes to is, on the write side (decision 311):
 * - `staff`: an administrator's or dispatcher's account holds it, invited or registered, active or not
 *   (decision 309: the chauffeur may not take it);
 * - `held`: another account holds it (a customer's, or a driver account): the chauffeur may take it, that
 *   account is not invited again (decision 159);
 * - `claimed`: it was free and is now claimed for the chauffeur's driver account, `userId`, which the
 *   caller invites once the chauffeur is saved;
 * - `busy`: another claim of it won this instant (a staff invitation, another chauffeur's change, a sign-up)
 *   and its account is not written yet: who holds it is not known. A claim made for this same chauffeur
 *   (another save of theirs at this moment, or one refused after it claimed) is not `busy`: it is claimed
 *   again for the same account (decision 327).
 */
export type DriverAddress =
  | { kind: 'staff' }
  | { kind: 'held'; userId: string }
  | { kind: 'claimed'; userId: string }
  | { kind: 'busy' };

/**
 * Reads the address's claim stream and its holder's own stream, which no projection stands between, so a
 * staff invitation answered a moment ago counts (the staff read model could lag it: decision 309). A free
 * address is claimed before the chauffeur changes, at the revision read, as a sign-up or an invitation
 * claims it: of two changes to one new address, or of a change and a staff invitation, at once, one claim
 * wins and the other sees `staff` or `busy`.
 */
export async function reserveDriverAddress(
  deps: InviteDeps,
  address: string,
  context: CommandContext,
  /** The chauffeur changed: the claim names them, so their own claim never stands in their way (decision 327). */
  chauffeurId: string,
): Promise<DriverAddress> {
  const email = address.trim().toLowerCase();
  const holder = await holderOf(deps.eventStore, email);
  if (holder)
    return (await isStaffAccount(deps.eventStore, holder))
      ? { kind: 'staff' }
      : { kind: 'held', userId: holder };
  const claim = () => claimAddress(deps, email, context, chauffeurId);
  try {
    // Lost a race for the claim: the second read sees who won, maybe another save of this very chauffeur.
    return { kind: 'claimed', userId: await claim().catch(retryOnce(claim)) };
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    const winner = await holderOf(deps.eventStore, email);
    return winner && (await isStaffAccount(deps.eventStore, winner)) ? { kind: 'staff' } : { kind: 'busy' };
  }
}

const retryOnce =
  <T>(attempt: () => Promise<T>) =>
  (error: unknown): Promise<T> => {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    return attempt();
  };

/** An administrator's or dispatcher's account, in any state; not a driver's or a customer's. */
async function isStaffAccount(eventStore: EventStore, userId: string): Promise<boolean> {
  const state = await accountState(eventStore, userId);
  return state.status !== 'none' && (state.role === 'admin' || state.role === 'dispatcher');
}
