import { STAFF_MESSAGES, userStream, type Invitation, type StaffRole } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import {
  DomainError,
  handleCommand,
  notFound,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import { userDecider, type UserCommand } from '../domain/user-decider';
import { activeAdminIds } from '../projections/staff-queries';
import type { Account, Accounts } from './accounts';
import { accountState, type InviteDeps } from './invite-staff';
import type { InvitationTokens } from './invitation-token';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';
import { changeKeepingAnAdmin, type StaffRosterDeps } from './staff-roster';

const linkNotValid = () =>
  new DomainError('conflict', STAFF_MESSAGES.invitationInvalid, { title: 'Link not valid' });

/**
 * What an admin does to staff after inviting them (issue 17): the set-password link, role changes,
 * deactivation. Each change is an event of the account's stream with its actor; deactivating or changing
 * a role also ends the account's stored sessions at once (the event already moved its session epoch).
 */
export class StaffService {
  constructor(
    private readonly deps: InviteDeps & { readStore: ReadStore },
    private readonly accounts: Accounts,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordHasher,
    private readonly tokens: InvitationTokens,
  ) {}

  /** Role changes and deactivations keep an active admin: the roster (decision 228). */
  private get roster(): StaffRosterDeps {
    const { eventStore, now, readStore } = this.deps;
    return { eventStore, now, adminCandidates: () => activeAdminIds(readStore) };
  }

  /** Who a set-password link is for, or why it no longer works (409 with a clear message). */
  async invitation(token: string): Promise<Invitation> {
    const named = this.tokens.read(token);
    if (!named) throw linkNotValid();
    const state = await accountState(this.deps.eventStore, named.userId);
    // Judged as accepting it would be, without a password: one rule for the page and the answer.
    userDecider.decide(this.acceptCommand(named.invitationId, 'scrypt$'), state);
    if (state.status !== 'invited') throw linkNotValid();
    return { email: state.email, name: state.name, role: state.role };
  }

  /**
   * Sets the password of an invited account with its link and returns the now active account (the route
   * has checked the password policy, as at sign-up).
   */
  async accept(token: string, password: string, requestId: string): Promise<Account> {
    const named = this.tokens.read(token);
    if (!named) throw linkNotValid();
    const { email, role } = await this.invitation(token);
    const passwordHash = await this.passwords.hash(password);
    // Nobody is signed in yet: the actor is the link's holder, the invited person themselves.
    const actor = { kind: 'user' as const, id: named.userId, email, role };
    const command = this.acceptCommand(named.invitationId, passwordHash);
    await this.run(named.userId, command, { actor, requestId });
    const account = await this.accounts.findById(named.userId);
    if (!account) throw linkNotValid();
    return account;
  }

  /**
   * A new role ends the account's stored sessions at once, so a demoted admin loses the panel now rather
   * than at the next refresh (decision 153); they sign in again with the new role. The last active admin
   * keeps the role (409), decided on the staff roster under concurrency (decision 228). `chauffeur`: a
   * chauffeur has the account's address, without which no one becomes a driver (422, decision 255).
   */
  /** `roleRevision`: the role's revision the admin saw (decision 284): 409 when it changed since. */
  async changeRole(
    userId: string,
    role: StaffRole,
    chauffeur: boolean,
    roleRevision: number,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    const outcome = await changeKeepingAnAdmin(
      this.roster,
      userId,
      { type: 'ChangeRole', userId, role, chauffeur, roleRevision },
      context,
    );
    if (outcome.appended.length > 0) await this.sessions.forgetAll(userId);
    return outcome;
  }

  /** Never the last active admin (409, decision 228). */
  async deactivate(userId: string, context: CommandContext): Promise<CommandOutcome> {
    const outcome = await changeKeepingAnAdmin(this.roster, userId, { type: 'Deactivate' }, context);
    // The event moved the session epoch (no refresh works); this ends the access tokens' sessions too.
    await this.sessions.forgetAll(userId);
    return outcome;
  }

  reactivate(userId: string, context: CommandContext): Promise<CommandOutcome> {
    return this.run(userId, { type: 'Reactivate' }, context);
  }

  /** An invitation not used yet (404 for no one, 409 once its password is set): its link stops working. */
  withdrawInvitation(userId: string, context: CommandContext): Promise<CommandOutcome> {
    return this.run(userId, { type: 'WithdrawInvitation' }, context);
  }

  private acceptCommand(invitationId: string, passwordHash: string): UserCommand {
    return { type: 'AcceptInvitation', invitationId, passwordHash, now: this.deps.now().toISOString() };
  }

  private async run(userId: string, command: UserCommand, context: CommandContext): Promise<CommandOutcome> {
    const state = await accountState(this.deps.eventStore, userId);
    if (state.status === 'none') throw notFound(STAFF_MESSAGES.notStaff);
    return handleCommand(this.deps.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command,
      context,
      now: this.deps.now,
    });
  }
}
