import type { MailReaction } from '@chauffeur/platform';
import {
  emailVerificationMailReaction,
  passwordResetMailReaction,
  staffInvitationMailReaction,
} from '../../accounts/index';
import { bookingMailReaction, changeRequestMailReaction, manageLinkMailReaction } from '../../bookings/index';
import { modules } from './modules';

/**
 * Every module's e-mail reactions (listed in its module.ts), handed to the one mail reactor. A derivation
 * like all-projections.ts, in its own file because the server and the reactor's test both need it.
 */
export const allMailReactions: readonly MailReaction[] = modules.flatMap(
  (module) => module.mailReactions ?? [],
);

/** What signed links in e-mails are made with: the server's secret and the public site's address. */
export interface MailLinks {
  secret: string;
  siteUrl: string;
}

/**
 * The reactions whose e-mails carry a link signed with the server's secret (the staff invitation, decision
 * 152; the password reset, decision 257; the sign-up's e-mail verification; every customer e-mail's manage link and a change request's, issue 18): not in a module's static list, built here with it.
 */
export const signedLinkMailReactions = (links: MailLinks): MailReaction[] => [
  staffInvitationMailReaction(links),
  emailVerificationMailReaction(links),
  passwordResetMailReaction(links),
  bookingMailReaction(links),
  changeRequestMailReaction(links),
  manageLinkMailReaction(links),
];

/** Everything the server's mail reactor sends. */
export const mailReactionsFor = (links: MailLinks): MailReaction[] => [
  ...allMailReactions,
  ...signedLinkMailReactions(links),
];
