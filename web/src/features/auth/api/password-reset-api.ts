import {
  passwordResetLinkSchema,
  passwordResetRequestedSchema,
  type Language,
  type PasswordResetLink,
} from '@chauffeur/contracts';
import { api } from '../../../lib/api';

// Apart from auth-api.ts, which every page loads: only the sign-in and set-password chunks need these.
const own = { auth: false } as const;

/** POST /api/auth/password-reset (decision 257): the same answer whether or not the address has an account. */
export const passwordResetRequest = (email: string, language: Language) =>
  api.post('/auth/password-reset', { email, language }, { ...own, schema: passwordResetRequestedSchema });

/** GET /api/auth/password-reset/link: whose password a reset link sets; 409 when it no longer works. */
export const resetLinkRequest = (token: string): Promise<PasswordResetLink> =>
  api.get(`/auth/password-reset/link?${new URLSearchParams({ token })}`, passwordResetLinkSchema, own);

/** POST /api/auth/password-reset/link: sets the new password (then it signs in as usual). */
export const resetPasswordRequest = (token: string, password: string): Promise<unknown> =>
  api.post('/auth/password-reset/link', { token, password }, own);
