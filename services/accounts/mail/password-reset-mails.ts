import { PASSWORD_RESET_VALID_MINUTES, isEvent } from '@chauffeur/contracts';
import { BRAND, type MailReaction } from '@chauffeur/platform';
import { PasswordResetRequested } from '../events';
import { InvitationTokens } from '../auth/invitation-token';
import { accountState } from '../auth/invite-staff';
import { SET_PASSWORD_PATH } from './staff-invitation-mails';
import { accountLink } from './account-link';
import { passwordResetMail } from './templates/password-reset-mail';

/** What the set-password page is told the link is for (web: SetPasswordPage's `purpose`). */
export const RESET_PURPOSE = 'reset';

/**
 * PasswordResetRequested → the account's address, with a link to the invitation's set-password page
 * (decision 257). A factory like the invitation's: the link is signed with the server's secret, so the
 * composition root builds it with that and the site's address (services/api/src/all-reactions.ts).
 */
export function passwordResetMailReaction(options: { secret: string; siteUrl: string }): MailReaction {
  const tokens = new InvitationTokens(options.secret, 'passwordReset');
  return {
    eventTypes: [PasswordResetRequested.type],
    mails: async (event, eventStore) => {
      if (!isEvent(PasswordResetRequested, event)) return [];
      const { user_id, reset_id, language } = event.data;
      // The address the account has (never one from the request). None when the link was spent before the
      // reactor came to it (a password set since, a deactivation) or the account is gone: nothing to retry.
      const account = await accountState(eventStore, user_id);
      if (account.status !== 'registered' || !account.resetLinks?.some(({ id }) => id === reset_id))
        return [];
      const url = accountLink(options.siteUrl, SET_PASSWORD_PATH, tokens.tokenOf(user_id, reset_id), {
        purpose: RESET_PURPOSE,
      });
      return [
        {
          id: `${event.id}.password-reset@${BRAND.domain}`,
          to: account.email,
          ...passwordResetMail({ language, url, minutes: PASSWORD_RESET_VALID_MINUTES }),
        },
      ];
    },
  };
}
