import { isEvent } from '@chauffeur/contracts';
import { BRAND, type MailReaction } from '@chauffeur/platform';
import { EmailVerificationRequested } from '../events';
import {
  EMAIL_VERIFICATION_VALID_DAYS,
  EmailVerificationTokens,
} from '../verification/email-verification-token';
import { accountLink } from './account-link';
import { emailVerificationMail } from './templates/email-verification-mail';

/** Where the verification page is (web: PATHS.account + ACCOUNT_ROUTES.verifyEmail, features/my-account). */
export const VERIFY_EMAIL_PATH = '/account/verify-email';

/**
 * EmailVerificationRequested → the account's address, with the link to verify it (issue 18 point 3). A
 * factory like the staff invitation's: the link is signed with the server's secret, so the composition
 * root builds it with that and the site's address (services/api/src/main.ts).
 */
export function emailVerificationMailReaction(options: { secret: string; siteUrl: string }): MailReaction {
  const tokens = new EmailVerificationTokens(options.secret);
  return {
    eventTypes: [EmailVerificationRequested.type],
    mails: async (event) => {
      if (!isEvent(EmailVerificationRequested, event)) return [];
      const { user_id, email, language, expires_at } = event.data;
      const url = accountLink(options.siteUrl, VERIFY_EMAIL_PATH, tokens.tokenOf(user_id, expires_at));
      return [
        {
          id: `${event.id}.verify-email@${BRAND.domain}`,
          to: email,
          ...emailVerificationMail({ language, url, days: EMAIL_VERIFICATION_VALID_DAYS }),
        },
      ];
    },
  };
}
