import { AUTH_MESSAGES, type AuthSession, type Role } from '@chauffeur/contracts';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';

interface FakeAccount {
  password: string;
  role: Role;
}

/**
 * The auth routes of the API as the browser sees them, in memory, for component tests: sign-up,
 * sign-in, refresh (a "cookie" flag), the role re-check, sign-out and the health check.
 */
export function fakeAuthServer(
  accounts: Record<string, FakeAccount> = {},
  /** How far the server's clock is from this browser's (negative: the device runs ahead). */
  { clockOffsetMs = 0 } = {},
) {
  const serverSeconds = () => Math.floor((Date.now() + clockOffsetMs) / 1000);
  const users = new Map(Object.entries(accounts));
  let cookieFor: string | null = null;
  let issued = 0;
  const session = (email: string): AuthSession => ({
    access_token: `access-${email}-${++issued}`,
    token_type: 'bearer',
    expires_in: 900,
    expires_at: serverSeconds() + 900,
    user: { id: `id-${email}`, email, role: users.get(email)!.role },
  });
  const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { email: string; password: string };

  const fetchMock = mockFetch((url, init) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/auth/sign-up') {
      const { email, password } = bodyOf(init);
      if (password.length < 8) {
        const message = 'Password must be at least 8 characters';
        return problemResponse(400, {
          title: 'Bad Request',
          detail: message,
          errors: [{ field: 'body.password', message }],
        });
      }
      if (password === 'iloveyou12') {
        const message = AUTH_MESSAGES.commonPassword;
        return problemResponse(400, {
          title: 'Bad Request',
          detail: message,
          errors: [{ field: 'body.password', message }],
        });
      }
      // The same answer for a taken address (issue 13): its owner would get an e-mail instead.
      if (!users.has(email)) users.set(email, { password, role: 'user' });
      return jsonResponse({ message: AUTH_MESSAGES.signUpReceived }, 202);
    }
    if (path === '/auth/sign-in') {
      const { email, password } = bodyOf(init);
      if (users.get(email)?.password !== password)
        return problemResponse(400, { title: 'Bad Request', detail: 'Invalid login credentials' });
      cookieFor = email;
      return jsonResponse(session(email));
    }
    if (path === '/auth/refresh') {
      if (!cookieFor) return problemResponse(401, { title: 'Unauthorized' });
      return jsonResponse(session(cookieFor));
    }
    if (path === '/auth/session') {
      const email = /^Bearer access-(.+)-\d+$/.exec(
        (init.headers as Record<string, string>).Authorization ?? '',
      )?.[1];
      if (!email || !users.has(email)) return problemResponse(401, { title: 'Unauthorized' });
      const { user } = session(email);
      return jsonResponse({ user, expires_at: serverSeconds() + 900 });
    }
    if (path === '/auth/sign-out') {
      cookieFor = null;
      return new Response(null, { status: 204 });
    }
    if (path === '/health')
      return jsonResponse({
        status: 'ok',
        event_store: { kind: 'sqlite', ok: true },
        read_store: { kind: 'memory', ok: true },
      });
    return new Promise<Response>(() => {}); // other screens' data: never answers, not needed here
  });

  return {
    fetchMock,
    /** As if this browser still held the refresh cookie of `email` (after a reload). */
    holdCookieOf(email: string) {
      cookieFor = email;
    },
    setRole(email: string, role: Role) {
      users.get(email)!.role = role;
    },
    calls: (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api${path}`).length,
  };
}
