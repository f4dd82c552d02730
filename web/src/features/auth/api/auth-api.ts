import {
  authSessionSchema,
  currentUserSchema,
  healthStatusSchema,
  signUpResultSchema,
  type AuthSession,
  type CurrentUser,
  type Language,
  type SignOutScope,
} from '@chauffeur/contracts';
import { api, ApiError, request } from '../../../lib/api';

// These calls manage the session themselves: the client must not add a token or renew on a 401.
const own = { auth: false } as const;

/** POST /api/auth/sign-in: the session; the refresh token arrives as an HttpOnly cookie. */
export const signInRequest = (email: string, password: string): Promise<AuthSession> =>
  api.post('/auth/sign-in', { email, password }, { ...own, schema: authSessionSchema });

/** The language goes with it: the verification e-mail is written in it (issue 18). */
export const signUpRequest = (email: string, password: string, language: Language) =>
  api.post('/auth/sign-up', { email, password, language }, { ...own, schema: signUpResultSchema });

/** POST /api/auth/refresh: trades the refresh cookie for a new session (and a rotated cookie). */
export const refreshRequest = (): Promise<AuthSession> =>
  api.post('/auth/refresh', undefined, { ...own, schema: authSessionSchema });

/** GET /api/auth/session: the account as it is now, for the role re-check (SPEC 4). */
export const currentUserRequest = (accessToken: string): Promise<CurrentUser> =>
  api.get('/auth/session', currentUserSchema, {
    ...own,
    headers: { Authorization: `Bearer ${accessToken}` },
  });

/**
 * POST /api/auth/sign-out: `local` ends this browser's session only, `global` every session of the
 * account (SPEC 7 logout scopes). SPEC 8: 401, 403 and 404 mean there was nothing left to end.
 */
export async function signOutRequest(
  accessToken: string | null,
  scope: SignOutScope = 'local',
): Promise<void> {
  try {
    await request('POST', '/auth/sign-out', {
      ...own,
      body: { scope },
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status ?? 0)) return;
    throw error;
  }
}

/** The health check after sign-in (SPEC 7): true when both stores answer. */
export async function databaseHealthy(): Promise<boolean> {
  try {
    return (await api.get('/health', healthStatusSchema)).status === 'ok';
  } catch {
    return false;
  }
}
