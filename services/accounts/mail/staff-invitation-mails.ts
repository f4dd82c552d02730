import { INVITATION_VALID_DAYS, isEvent } from '@chauffeur/contracts';
import { BRAND, type MailReaction } from '@chauffeur/platform';
import { StaffInvited } from '../events';
import { InvitationTokens } from '../auth/invitation-token';
import { accountLink } from './account-link';
import { staffInvitationMail } from './templates/staff-invitation-mail';

/** Where the set-password page is (web: PATHS.setPassword). */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * StaffInvited → the invited person, with the set-password link. Not in the module's static list: the
 * link is signed with the server's secret (decision 152), so the composition root builds this reaction
 * with it and the site's address (services/api/src/main.ts).
 */
export function staffInvitationMailReaction(options: { secret: string; siteUrl: string }): MailReaction {
  const tokens = new InvitationTokens(options.secret);
  return {
    eventTypes: [StaffInvited.type],
    mails: async (event) => {
      if (!isEvent(StaffInvited, event)) return [];
      const { user_id, invitation_id, email, name, role } = event.data;
      const url = accountLink(options.siteUrl, SET_PASSWORD_PATH, tokens.tokenOf(user_id, invitation_id));
      return [
        {
          id: `${event.id}.invitation@${BRAND.domain}`,
          to: email,
          ...staffInvitationMail({ name, role, url, days: INVITATION_VALID_DAYS }),
        },
      ];
    },
  };
}
