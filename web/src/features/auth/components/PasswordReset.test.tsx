import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_RESET_MESSAGES, type AuthSession } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { renderApp, renderAppInBrowser } from '../../../test/render';
import { holdAnswers, jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';

/* Decision 257: "Forgot your password?" from the sign-in page, and the set-password page for a reset link. */

const TOKEN = 'reset-token';
const SESSION: AuthSession = {
  access_token: 'access-desk',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user: { id: 'id-desk', email: 'desk@example.com', role: 'dispatcher' },
};

/** The reset routes and sign-in, as the browser sees them; `link` says what the link's check answers. */
function fakeResetServer(link: 'works' | 'expired' | 'used' = 'works') {
  const password = { current: 'old-passphrase' };
  return mockFetch((url, init) => {
    const path = url.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (path === '/auth/password-reset')
      return jsonResponse({ message: PASSWORD_RESET_MESSAGES.requested }, 202);
    if (path.startsWith('/auth/password-reset/link')) {
      // A link is good only with the right token, which the page sends in the body (decision 260).
      if (link !== 'works' || body.token !== TOKEN) {
        const detail =
          link === 'expired'
            ? PASSWORD_RESET_MESSAGES.linkExpired
            : link === 'used'
              ? PASSWORD_RESET_MESSAGES.linkUsed
              : PASSWORD_RESET_MESSAGES.linkInvalid;
        return problemResponse(409, { title: 'Link not valid', detail });
      }
      if (path === '/auth/password-reset/link/lookup') return jsonResponse({ email: 'desk@example.com' });
      password.current = body.password!;
      return new Response(null, { status: 204 });
    }
    if (path === '/auth/sign-in') {
      if (body.password !== password.current)
        return problemResponse(400, { title: 'Bad Request', detail: 'Invalid login credentials' });
      return jsonResponse(SESSION);
    }
    // The role re-check after signing in.
    if (path === '/auth/session') return jsonResponse({ user: SESSION.user, expires_at: SESSION.expires_at });
    return new Promise<Response>(() => {}); // other screens' data: never answers, not needed here
  });
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('forgot your password', () => {
  it('leads from sign-in to a form that asks for the address and says the one answer', async () => {
    const fetchMock = fakeResetServer();
    const { router } = renderApp('/auth');
    // The first test of the file: its wait includes transforming the sign-in page's lazy modules, which a
    // CI run on a loaded machine found over the default 4 s.
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?mode=forgot');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'desk@example.com' } });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If this address has an active account, we have sent it a link to choose a new password. The link works once, for one hour.',
    );
    expect(bodyOf(fetchMock, '/auth/password-reset')).toEqual([
      { email: 'desk@example.com', language: 'en' },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  }, 30_000);

  it('keyboard: "Send me a link" keeps the focus while the request is sent, and a second Enter sends nothing (decision 308)', async () => {
    fakeResetServer();
    renderApp('/auth?mode=forgot');
    const held = holdAnswers('/auth/password-reset');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'desk@example.com' } });
    await pressEnterTwiceWhileBusy(
      within(screen.getByRole('main')).getByRole('button', { name: 'Send me a link' }),
      'Sending…',
    );
    held.release();
    expect((await screen.findByRole('status')).textContent).toMatch(/^If this address has an active account/);
    expect(held.sent()).toBe(1);
  });

  it('asks in French, and the e-mail is asked for in French', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = fakeResetServer();
    renderApp('/auth?mode=forgot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié\u00a0?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@example.com' } });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Envoyez-moi un lien' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Si cette adresse a un compte actif/);
    expect(bodyOf(fetchMock, '/auth/password-reset')).toEqual([
      { email: 'desk@example.com', language: 'fr' },
    ]);
  });
});

describe('the set-password page for a reset link', () => {
  it('says whose password it sets, saves the new one, signs in and goes to the panel', async () => {
    const fetchMock = fakeResetServer();
    const { router } = renderApp(`/set-password?token=${TOKEN}&purpose=reset`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Choose a new password for desk@example.com. Every device signed in to this account will be signed out.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-passphrase-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(bodyOf(fetchMock, '/auth/password-reset/link')).toEqual([
      { token: TOKEN, password: 'a-new-passphrase-7' },
    ]);
  });

  it('keyboard: "Save and sign in" keeps the focus while the password is saved, and a second Enter sends nothing (decision 308)', async () => {
    fakeResetServer();
    const { router } = renderApp(`/set-password?token=${TOKEN}&purpose=reset`);
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'a-new-passphrase-7' },
    });
    const held = holdAnswers('/auth/password-reset/link');
    await pressEnterTwiceWhileBusy(screen.getByRole('button', { name: 'Save and sign in' }), 'Saving…');
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(held.sent()).toBe(1);
  });

  it('says an expired link expired, in German, and leads to asking for a new one', async () => {
    await i18n.changeLanguage('de');
    fakeResetServer('expired');
    const { router } = renderApp(`/set-password?token=${TOKEN}&purpose=reset`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Dieser Link ist abgelaufen: Er funktioniert eine Stunde lang. Neuen Link anfordern',
    );
    fireEvent.click(within(alert).getByRole('link', { name: 'Neuen Link anfordern' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?mode=forgot');
  });

  it('says a used link was used', async () => {
    fakeResetServer('used');
    renderApp(`/set-password?token=${TOKEN}&purpose=reset`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link was already used. Sign in with your new password, or ask for a new link. Ask for a new link',
    );
  });
});

/**
 * Decision 260: the e-mail's link carries its token in the fragment, which no server, proxy log nor Referer
 * sees; the page takes it out of the address bar at once. Links sent before (`?token=`) still work.
 */
describe('the token of a reset link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const intro =
    'Choose a new password for desk@example.com. Every device signed in to this account will be signed out.';

  it('is read from the fragment, sent in the body, and gone from the address bar', async () => {
    const fetchMock = fakeResetServer();
    const { router } = renderAppInBrowser(`/set-password?purpose=reset#token=${TOKEN}`);
    expect(await screen.findByText(intro)).toBeTruthy();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/set-password?purpose=reset',
    );
    expect(bodyOf(fetchMock, '/auth/password-reset/link/lookup')).toEqual([{ token: TOKEN }]);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-passphrase-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(bodyOf(fetchMock, '/auth/password-reset/link')).toEqual([
      { token: TOKEN, password: 'a-new-passphrase-7' },
    ]);
  });

  it('still works from a link sent before, in the query, and leaves the address bar without it', async () => {
    const fetchMock = fakeResetServer();
    renderAppInBrowser(`/set-password?token=${TOKEN}&purpose=reset`);
    expect(await screen.findByText(intro)).toBeTruthy();
    expect(window.location.search).toBe('?purpose=reset');
    expect(window.location.href).not.toContain(TOKEN);
    expect(bodyOf(fetchMock, '/auth/password-reset/link/lookup')).toEqual([{ token: TOKEN }]);
  });

  it('still works when the page is reloaded after the token left the address bar', async () => {
    fakeResetServer();
    const first = renderAppInBrowser(`/set-password?purpose=reset#token=${TOKEN}`);
    expect(await screen.findByText(intro)).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe(''));
    first.unmount();
    first.router.dispose();
    renderAppInBrowser();
    expect(await screen.findByText(intro)).toBeTruthy();
    expect(window.location.href).not.toContain(TOKEN);
  });
});
