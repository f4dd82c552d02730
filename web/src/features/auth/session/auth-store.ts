import { create } from 'zustand';
import type { AuthSession, Role } from '@chauffeur/contracts';

/** SPEC 4 "Auth": loading, then either no session or a session with role admin or user. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  /** In memory only: the access token never touches storage a script could read later. */
  session: AuthSession | null;
  /**
   * The role as last re-checked with the server (SPEC 6 "profile role"), or the session's own role when
   * that check failed; null while a check is running.
   */
  role: Role | null;
}

export const SIGNED_OUT: AuthState = { status: 'signedOut', session: null, role: null };

export const useAuthStore = create<AuthState>()(() => ({ status: 'loading', session: null, role: null }));

/** True while the guard cannot decide yet: the session is loading, or its role is being re-checked. */
export const isDeciding = (state: AuthState) =>
  state.status === 'loading' || (state.status === 'signedIn' && state.role === null);

export const isAdmin = (state: AuthState) => state.status === 'signedIn' && state.role === 'admin';
