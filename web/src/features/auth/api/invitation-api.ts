import {
  invitationSchema,
  passwordResetLinkSchema,
  type Invitation,
  type PasswordResetLink,
} from '@chauffeur/contracts';
import { api } from '../../../lib/api';

// Apart from auth-api.ts, which every page loads: only the lazily loaded set-password page needs these (an
// invitation's link and a password reset's, decision 257)
// (and the staff schemas they pull in), so the landing page's first load does not carry them.
const own = { auth: false } as const;

// A link's token goes in a body, never in a URL a server or a proxy's log keeps (decision 260).

/** POST /api/auth/invitation/lookup: who a set-password link is for (issue 17); 409 when it no longer works. */
export const invitationRequest = (token: string): Promise<Invitation> =>
  api.post('/auth/invitation/lookup', { token }, { ...own, schema: invitationSchema });

/** POST /api/auth/invitation: sets the invited account's password (then it signs in as usual). */
export const acceptInvitationRequest = (token: string, password: string): Promise<unknown> =>
  api.post('/auth/invitation', { token, password }, own);

/** POST /api/auth/password-reset/link/lookup: whose password a reset link sets (decision 257); 409 when it no longer works. */
export const resetLinkRequest = (token: string): Promise<PasswordResetLink> =>
  api.post('/auth/password-reset/link/lookup', { token }, { ...own, schema: passwordResetLinkSchema });

/** POST /api/auth/password-reset/link: sets the new password (then it signs in as usual). */
export const resetPasswordRequest = (token: string, password: string): Promise<unknown> =>
  api.post('/auth/password-reset/link', { token, password }, own);
