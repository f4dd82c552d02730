import { invitationSchema, type Invitation } from '@chauffeur/contracts';
import { api } from '../../../lib/api';

// Apart from auth-api.ts, which every page loads: only the lazily loaded set-password page needs these
// (and the staff schemas they pull in), so the landing page's first load does not carry them.
const own = { auth: false } as const;

/** GET /api/auth/invitation: who a set-password link is for (issue 17); 409 when it no longer works. */
export const invitationRequest = (token: string): Promise<Invitation> =>
  api.get(`/auth/invitation?${new URLSearchParams({ token })}`, invitationSchema, own);

/** POST /api/auth/invitation: sets the invited account's password (then it signs in as usual). */
export const acceptInvitationRequest = (token: string, password: string): Promise<unknown> =>
  api.post('/auth/invitation', { token, password }, own);
