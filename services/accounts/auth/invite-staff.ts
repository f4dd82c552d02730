import { INVITATION_VALID_DAYS, STAFF_MESSAGES, userStream, type StaffRole } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import {
  DomainError,
  conflict,
  fold,
  handleCommand,
  refusal,
  type CommandContext,
  type CommandOutcome,
  type PlatformDeps,
} from '@chauffeur/platform';
import { refuseDriverWithoutChauffeur, userDecider, type UserState } from '../domain/user-decider';
import type { UserEvent } from '../events';
import { claimAddress, holderOf } from './accounts';

export type InviteDeps = Pick<PlatformDeps, 'eventStore' | 'now' | 'newId'>;

/** The account invited, its invitation, and the event's outcome (for the caller's read-after). */
export interface InvitationSent {
  userId: string;
  invitationId: string;
  outcome: CommandOutcome;
}

export interface StaffInvitation {
  email: string;
  name: string;
  role: StaffRole;
  /** Only the Chauffeurs page, inviting the chauffeur it recorded, says true: a driver is a chauffeur's. */
  chauffeur: boolean;
}

/** An account's state from its own stream (strongly consistent). */
export async function accountState(
  eventStore: Pick<EventStore, 'readStream'>,
  userId: string,
): Promise<UserState> {
  const events = await eventStore.readStream(userStream(userId));
  return fold(
    userDecider,
    events.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
  );
}

/**
 * Invites someone as staff or chauffeur (issue 17): a new account in state `invited` (its address claimed
 * as at a sign-up). The e-mail with the set-password link follows from the `StaffInvited` event
 * (mail/staff-invitation-mail.ts; in the embedded default it lands in DATA_DIR/outbox). Refused with 409
 * when the address already has an account that set its password, or an invitation not used yet
 * (`already_invited`: "Send link again" and the role select of the staff list are for that one), or
 * claimed a moment ago by an account not written yet (`invitation_address_being_taken`). The
 * chauffeurs' module calls this to invite a driver, the only caller that may (422 for any other).
 */
export async function inviteStaff(
  deps: InviteDeps,
  invitation: StaffInvitation,
  context: CommandContext,
  /** The account the address was already claimed for (`reserveDriverAddress`: a chauffeur's new e-mail). */
  claimed?: string,
): Promise<InvitationSent> {
  const email = invitation.email.trim().toLowerCase();
  // Before the address is claimed: a refused invitation must leave no claim behind (decision 255).
  refuseDriverWithoutChauffeur({ type: 'InviteStaff', ...invitation });
  const holder = claimed ?? (await holderOf(deps.eventStore, email));
  if (holder && !claimed && (await accountState(deps.eventStore, holder)).status !== 'invited')
    throw conflict(STAFF_MESSAGES.alreadyHasAccount);
  const userId = holder ?? (await claimForInvitation(deps, email, context));
  return sendInvitation(deps, userId, { type: 'InviteStaff', userId, ...invitation, email }, context);
}

/**
 * Claims a free address for the invited account. Another claim may win it first, or hold it with no account
 * written yet (a chauffeur's new address being saved, decisions 311 and 316; a sign-up at this moment): who
 * holds it is not known yet, so the Staff page says so by its code, in the admin's language (decision 322),
 * not with the sign-up's uncoded 'User already registered'. Inviting again then tells who has it.
 */
async function claimForInvitation(deps: InviteDeps, email: string, context: CommandContext) {
  try {
    return await claimAddress(deps, email, context);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict')
      throw refusal('conflict', { code: 'invitation_address_being_taken' });
    throw error;
  }
}

/** A new link for someone still invited, with the name and role of their invitation. */
export async function reinviteStaff(
  deps: InviteDeps,
  userId: string,
  context: CommandContext,
): Promise<InvitationSent> {
  const state = await accountState(deps.eventStore, userId);
  if (state.status === 'none') throw conflict(STAFF_MESSAGES.notStaff);
  return sendInvitation(deps, userId, { type: 'ResendInvitation' }, context);
}

type Invitation = (StaffInvitation & { type: 'InviteStaff'; userId: string }) | { type: 'ResendInvitation' };

async function sendInvitation(
  deps: InviteDeps,
  userId: string,
  invitation: Invitation,
  context: CommandContext,
): Promise<InvitationSent> {
  const invitationId = deps.newId();
  const expiresAt = new Date(deps.now().getTime() + INVITATION_VALID_DAYS * 86_400_000).toISOString();
  const outcome = await handleCommand(deps.eventStore, {
    stream: userStream(userId),
    decider: userDecider,
    command: { ...invitation, invitationId, expiresAt },
    context,
    now: deps.now,
  });
  return { userId, invitationId, outcome };
}
