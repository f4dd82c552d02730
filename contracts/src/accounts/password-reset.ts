import { z } from 'zod';
import { LANGUAGES } from '../http/config';
import { accountEmailSchema, newPasswordSchema } from './account';
import { invitationTokenSchema } from './staff';

/*
 * "Forgot your password?" (decision 257): a link e-mailed to an active account, to the invitation's
 * set-password page, with the invitation's token scheme (`<account id>.<link id>.<signature>`).
 */

/** How long a password-reset link works: short, it opens an account that is already in use. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

export const passwordResetRequestSchema = z.object({
  email: accountEmailSchema,
  /** The site's language when asked: the e-mail's (English when not given). */
  language: z.enum(LANGUAGES).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer to a request, whether or not the address has an account (no account enumeration). */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

/** What the set-password page shows before a new password is chosen. */
export const passwordResetLinkSchema = z.object({ email: z.string() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

export const passwordResetBodySchema = z.object({
  token: invitationTokenSchema,
  password: newPasswordSchema,
});

/** The texts the reset routes answer with (the web shows its own translations of them). */
export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If this address has an active account, we have sent it a link to choose a new password. ' +
    'The link works once, for one hour.',
  linkInvalid: 'This link is no longer valid. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkUsed: 'This link was already used. Sign in with your new password, or ask for a new link.',
} as const;
