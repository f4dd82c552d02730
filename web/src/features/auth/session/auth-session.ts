import type { AuthSession, Role, SignOutScope } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { ApiError, setAuthHandlers } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { currentUserRequest, signOutRequest } from '../api/auth-api';
import { SIGNED_OUT, useAuthStore } from './auth-store';
import { refreshWithBackoff } from './refresh-with-backoff';
import { clearSessionHint, hasSessionHint, SESSION_HINT_KEY, setSessionHint } from './session-hint';

/** Renew this long before the access token expires, so a request never goes out with a dead one. */
export const RENEW_MARGIN_MS = 60_000;
/** After a renewal that got no answer (even after its retries), try again this much later. */
export const RENEW_RETRY_MS = 30_000;

let started = false;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<string | null> | null = null;

const state = () => useAuthStore.getState();

/**
 * SPEC 4: on every auth change the role is re-checked with the server; when that fails, the role the
 * session carries is used (SPEC 6 fallback) and the visitor is told.
 */
async function recheckRole(session: AuthSession): Promise<Role> {
  let role: Role;
  try {
    role = (await currentUserRequest(session.access_token)).user.role;
  } catch {
    role = session.user.role;
    toast.error(i18n.t('auth.toast.permissionsError'));
  }
  // A later sign-in, refresh or sign-out has replaced this session meanwhile: its own check decides.
  if (state().session === session) useAuthStore.setState({ role });
  return role;
}

/**
 * When the access token expires by this device's clock: its lifetime (`expires_in`) counted from when it
 * came. The server's `expires_at` is on the server's clock: a phone whose clock ran ahead by more than the
 * lifetime read every new token as already expired and renewed it over and over.
 */
let expiresHere = 0;

function scheduleRenewal(session: AuthSession) {
  clearTimeout(renewTimer);
  const lifetime = session.expires_in * 1000;
  expiresHere = Date.now() + lifetime;
  // Half the lifetime at the least: a token shorter than the margin must not be renewed in a loop either.
  const due = Math.max(lifetime - RENEW_MARGIN_MS, lifetime / 2);
  renewTimer = setTimeout(() => void renewSession(), due);
}

/** Makes `session` the current one and re-checks its role; resolves to that role. */
export function applySession(session: AuthSession): Promise<Role> {
  useAuthStore.setState({ status: 'signedIn', session, role: null });
  setSessionHint();
  scheduleRenewal(session);
  return recheckRole(session);
}

function forgetSession() {
  clearTimeout(renewTimer);
  clearSessionHint();
  useAuthStore.setState(SIGNED_OUT);
}

/**
 * Renews the session silently (timer, a 401 from the API, a reload). One renewal at a time; resolves
 * to the new access token, or null when the session is over.
 */
export function renewSession(): Promise<string | null> {
  inFlight ??= refreshWithBackoff()
    .then((session) => {
      // The role re-check runs on its own: a request waiting for this token need not wait for it.
      void applySession(session);
      return session.access_token;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'auth') {
        forgetSession(); // signed out elsewhere, expired, or ended by the server
      } else if (state().status === 'loading') {
        // Could not reach the server at start-up: the hint stays, so a reload tries again.
        toast.error(i18n.t('auth.toast.sessionError'));
        useAuthStore.setState(SIGNED_OUT);
      } else if (state().status === 'signedIn') {
        // The server is unreachable for now; the session is not over, so keep trying quietly.
        clearTimeout(renewTimer);
        renewTimer = setTimeout(() => void renewSession(), RENEW_RETRY_MS);
      }
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Ends this browser's session (`local`, the default: other devices stay signed in) or every session of
 * the account (`global`), on the server and here. Rejects (after signing out here) when the server could
 * not be told.
 */
export async function signOut(scope: SignOutScope = 'local'): Promise<void> {
  const token = state().session?.access_token ?? null;
  try {
    await signOutRequest(token, scope);
  } finally {
    forgetSession();
  }
}

// Another tab signed in or out: follow it.
const onStorage = (event: StorageEvent) => {
  if (event.key !== SESSION_HINT_KEY) return;
  if (event.newValue === null && state().status === 'signedIn') forgetSession();
  if (event.newValue === '1' && state().status === 'signedOut') void renewSession();
};

// A tab that slept past its timer renews as soon as it is looked at again.
const onVisible = () => {
  const session = state().session;
  if (document.visibilityState === 'visible' && session)
    if (expiresHere - Date.now() < RENEW_MARGIN_MS) void renewSession();
};

/** Restores the session at start-up (once) and hands the API client the token and the renewal. */
export function startAuth(): void {
  if (started) return;
  started = true;
  setAuthHandlers({ accessToken: () => state().session?.access_token ?? null, renew: renewSession });
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  if (hasSessionHint()) void renewSession();
  else useAuthStore.setState(SIGNED_OUT);
}

/** Back to before startAuth: for tests, which render the app many times in one page. */
export function resetAuthForTests(): void {
  started = false;
  inFlight = null;
  clearTimeout(renewTimer);
  setAuthHandlers(null);
  window.removeEventListener('storage', onStorage);
  document.removeEventListener('visibilitychange', onVisible);
  useAuthStore.setState({ status: 'loading', session: null, role: null });
}
