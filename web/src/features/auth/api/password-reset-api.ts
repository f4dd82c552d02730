import type { Language } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

// Only the sign-in page's chunk loads this; the reset link's own calls are the set-password page's
// (invitation-api.ts), so the two pages share no chunk of their own (the landing page lists every chunk a
// page needs: decision 257).
const own = { auth: false } as const;

/** POST /api/auth/password-reset (decision 257): one answer (202) whether or not the address has an account. */
export const passwordResetRequest = (email: string, language: Language): Promise<unknown> =>
  api.post('/auth/password-reset', { email, language }, own);
