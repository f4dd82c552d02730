import { PASSWORD_RESET_MESSAGES, type Language } from '@chauffeur/contracts';
import { DomainError } from '@chauffeur/platform';
import type { UserEvent } from '../events';

/*
 * "Forgot your password?" on the account's stream (decision 257): which reset links work, and when a new
 * one is sent. The user decider holds the state and calls these.
 */

/** A reset link sent and not yet spent: its id (in the e-mail's signed token) and its expiry. */
export interface ResetLink {
  id: string;
  expiresAt: string;
}

/**
 * At most this many links work at once (each one e-mails the account): a visitor asking again and again
 * for someone's address, from many client addresses, fills no mailbox. Further requests record nothing.
 */
export const MAX_LIVE_RESET_LINKS = 3;

export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  resetId: string;
  language: Language;
  expiresAt: string;
  /** ISO: judges which earlier links still work. */
  now: string;
};
export type ResetPassword = { type: 'ResetPassword'; resetId: string; passwordHash: string; now: string };

/** What the reset rules read of an account that has a password. */
export interface ResettableAccount {
  id: string;
  active: boolean;
  resetLinks?: readonly ResetLink[];
  /** The link the password was last reset with: used again, it says so. */
  usedResetLink?: string;
}

const linkRefused = (message: string) => new DomainError('conflict', message, { title: 'Link not valid' });

const live = (links: readonly ResetLink[] | undefined, now: string) =>
  (links ?? []).filter((link) => Date.parse(link.expiresAt) > Date.parse(now));

/**
 * A new link for an active account; nothing for a deactivated one, nor past the live links' cap. Never
 * refused: the request's answer is the same whatever happens here.
 */
export function requestPasswordReset(command: RequestPasswordReset, account: ResettableAccount): UserEvent[] {
  if (!account.active || live(account.resetLinks, command.now).length >= MAX_LIVE_RESET_LINKS) return [];
  const { resetId, language, expiresAt } = command;
  return [
    {
      type: 'PasswordResetRequested',
      data: { user_id: account.id, reset_id: resetId, language, expires_at: expiresAt },
    },
  ];
}

/**
 * A link works once, while it has not expired, and only until a password is set (by any link, the
 * password form or the admin's CLI): setting one spends every link sent before.
 */
export function resetPassword(command: ResetPassword, account: ResettableAccount): UserEvent[] {
  if (account.usedResetLink === command.resetId) throw linkRefused(PASSWORD_RESET_MESSAGES.linkUsed);
  const link = account.resetLinks?.find(({ id }) => id === command.resetId);
  if (!link || !account.active) throw linkRefused(PASSWORD_RESET_MESSAGES.linkInvalid);
  if (Date.parse(command.now) >= Date.parse(link.expiresAt))
    throw linkRefused(PASSWORD_RESET_MESSAGES.linkExpired);
  return [
    {
      type: 'PasswordReset',
      data: { user_id: account.id, reset_id: command.resetId, password_hash: command.passwordHash },
    },
  ];
}

/** A link that is not the account's (an invitation still pending, or no account): not valid. */
export const notResettable = () => linkRefused(PASSWORD_RESET_MESSAGES.linkInvalid);
