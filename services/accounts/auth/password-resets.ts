import {
  PASSWORD_RESET_VALID_MINUTES,
  userStream,
  type Language,
  type PasswordResetLink,
} from '@chauffeur/contracts';
import { WrongExpectedVersion } from '@chauffeur/eventstore';
import { handleCommand, type CommandContext } from '@chauffeur/platform';
import { notResettable } from '../domain/password-reset';
import { userDecider, type UserCommand } from '../domain/user-decider';
import type { Account, Accounts } from './accounts';
import type { InvitationTokens } from './invitation-token';
import { accountState, type InviteDeps } from './invite-staff';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';

/**
 * "Forgot your password?" (decision 257): the e-mailed link to the invitation's set-password page, under
 * the invitation's token scheme (`SET_PASSWORD_LINKS.passwordReset`: only the link's id and expiry are in
 * the log). Which links work is the account stream's rule (domain/password-reset.ts).
 */
export class PasswordResets {
  constructor(
    private readonly deps: InviteDeps,
    private readonly accounts: Accounts,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordHasher,
    private readonly tokens: InvitationTokens,
  ) {}

  /**
   * Records a reset link for the address's account when it may have one (active, password set, under the
   * live links' cap); the mail reactor e-mails it. The caller answers the same whatever happened here, so
   * nothing is returned.
   */
  async request(email: string, language: Language, context: CommandContext): Promise<void> {
    // Reads the streams as sign-in does: an unknown address costs the same reads as a known one.
    const account = await this.accounts.findByEmail(email);
    // Whether it may have a link (active, under the cap) is the decider's rule.
    if (!account) return;
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000).toISOString();
    const command = { type: 'RequestPasswordReset' as const, language, expiresAt, now: now.toISOString() };
    try {
      await this.run(account.id, { ...command, resetId: this.deps.newId() }, context);
    } catch (error) {
      // Two requests at once: the other one's link is on its way, and the answer is the same anyway.
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }

  /** Whose password a link resets, or why it no longer works (409 with a clear message). */
  async link(token: string): Promise<PasswordResetLink> {
    const { account } = await this.judge(token);
    return { email: account.email };
  }

  /**
   * Sets the new password with the link (the route has checked the password policy) and ends every
   * session the account had, as the password form does; returns the account to sign in with.
   */
  async reset(token: string, password: string, requestId: string): Promise<Account> {
    // Judged before hashing: a dead link costs no scrypt; judged again on the stream when appending.
    const { account, resetId } = await this.judge(token);
    const passwordHash = await this.passwords.hash(password);
    // Nobody is signed in: the actor is the link's holder, the account's owner (as for an invitation).
    const actor = { kind: 'user' as const, id: account.id, email: account.email, role: account.role };
    await this.run(account.id, this.resetCommand(resetId, passwordHash), { actor, requestId });
    // PasswordReset moved the session epoch (no refresh works); this ends the access tokens' sessions too.
    await this.sessions.forgetAll(account.id);
    const updated = await this.accounts.findById(account.id);
    if (!updated) throw notResettable();
    return updated;
  }

  /** The account and link a token names, refused as using the link would be: one rule, the decider's. */
  private async judge(token: string) {
    const named = this.tokens.read(token);
    if (!named) throw notResettable();
    const state = await accountState(this.deps.eventStore, named.userId);
    userDecider.decide(this.resetCommand(named.invitationId, 'scrypt$'), state);
    if (state.status !== 'registered') throw notResettable();
    return { account: state, resetId: named.invitationId };
  }

  private resetCommand(resetId: string, passwordHash: string): UserCommand {
    return { type: 'ResetPassword', resetId, passwordHash, now: this.deps.now().toISOString() };
  }

  private run(userId: string, command: UserCommand, context: CommandContext) {
    return handleCommand(this.deps.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command,
      context,
      now: this.deps.now,
    });
  }
}
