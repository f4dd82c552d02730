import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { useToastStore } from '../../../lib/toast';
import { fakeAuthServer } from '../testing/fake-auth-server';
import {
  applySession,
  RENEW_MARGIN_MS,
  RENEW_RETRY_MS,
  renewSession,
  signOut,
  startAuth,
} from './auth-session';
import { useAuthStore } from './auth-store';
import { SESSION_HINT_KEY, setSessionHint } from './session-hint';

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const ACCOUNTS = { 'ana@example.com': { password: 'secret-one', role: 'user' as const } };

describe('the session in the browser', () => {
  afterEach(() => vi.useRealTimers());

  it('starts signed out without a single call when this browser never signed in', () => {
    const { fetchMock } = fakeAuthServer(ACCOUNTS);
    startAuth();
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews the access token silently a minute before it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('ana@example.com');
    setSessionHint();
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().role).toBe('user'));
    const first = useAuthStore.getState().session!.access_token;
    await vi.advanceTimersByTimeAsync(900_000 - RENEW_MARGIN_MS - 5_000);
    expect(server.calls('/auth/refresh')).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls('/auth/refresh')).toBe(2);
    expect(useAuthStore.getState().session!.access_token).not.toBe(first);
    expect(server.calls('/auth/session')).toBe(2); // the role is re-checked at every change
  });

  it("renews on time when this device's clock runs an hour ahead of the server's, not over and over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeAuthServer(ACCOUNTS, { clockOffsetMs: -3_600_000 });
    server.holdCookieOf('ana@example.com');
    setSessionHint();
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().role).toBe('user'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls('/auth/refresh')).toBe(1);
    await vi.advanceTimersByTimeAsync(900_000 - RENEW_MARGIN_MS);
    expect(server.calls('/auth/refresh')).toBe(2);
  });

  it('retries a refresh that got no answer after 200, 400 and 800 ms (SPEC 8), then gives up with a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const times: number[] = [];
    const started = Date.now();
    mockFetch(() => {
      times.push(Date.now() - started);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    setSessionHint();
    startAuth();
    await vi.advanceTimersByTimeAsync(2000);
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual([200, 400, 800][i]!));
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(toasts()).toContain('Error retrieving your session');
    // The hint stays: the next reload tries again.
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('keeps a session whose renewal got no answer, and tries again half a minute later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('ana@example.com');
    setSessionHint();
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().role).toBe('user'));
    const original = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const before = useAuthStore.getState().session!.access_token;
    await renewSession();
    expect(useAuthStore.getState().status).toBe('signedIn');
    server.fetchMock.mockImplementation(original);
    const calls = server.calls('/auth/refresh');
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_MS - 1000);
    expect(server.calls('/auth/refresh')).toBe(calls);
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.calls('/auth/refresh')).toBe(calls + 1);
    expect(useAuthStore.getState().session!.access_token).not.toBe(before);
  });

  it('does not retry a refresh the server refused: the session is over, quietly', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch(() => problemResponse(401, { title: 'Unauthorized' }));
    setSessionHint();
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signedOut'));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('runs one refresh for many callers at once', async () => {
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('ana@example.com');
    const tokens = await Promise.all([renewSession(), renewSession(), renewSession()]);
    expect(new Set(tokens).size).toBe(1);
    expect(server.calls('/auth/refresh')).toBe(1);
  });

  it('falls back to the role of the session when the re-check fails, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => problemResponse(503, { title: 'Service Unavailable' }));
    const role = await applySession({
      access_token: 'a',
      token_type: 'bearer',
      expires_in: 900,
      expires_at: Math.floor(Date.now() / 1000) + 900,
      user: { id: '1', email: 'boss@example.com', role: 'admin' },
    });
    expect(role).toBe('admin');
    expect(toasts()).toContain('Error checking user permissions');
  });

  it("signs out this browser's session only, unless asked to sign out everywhere", async () => {
    const server = fakeAuthServer(ACCOUNTS);
    const scopes = () =>
      server.fetchMock.mock.calls
        .filter(([url]) => url === '/api/auth/sign-out')
        .map(([, init]) => JSON.parse(String(init?.body)).scope);
    for (const scope of [undefined, 'global'] as const) {
      server.holdCookieOf('ana@example.com');
      setSessionHint();
      void renewSession();
      await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signedIn'));
      await signOut(scope);
      expect(useAuthStore.getState().status).toBe('signedOut');
    }
    expect(scopes()).toEqual(['local', 'global']);
  });

  it('signs out here even when the server cannot be told, and follows a sign-out in another tab', async () => {
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('ana@example.com');
    setSessionHint();
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signedIn'));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_KEY, newValue: null }));
    expect(useAuthStore.getState().status).toBe('signedOut');

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => jsonResponse({}, 500));
    useAuthStore.setState({ status: 'signedIn' });
    await expect(signOut()).rejects.toBeTruthy();
    expect(useAuthStore.getState().status).toBe('signedOut');
  });
});
