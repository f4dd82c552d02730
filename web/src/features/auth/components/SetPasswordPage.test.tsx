import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AUTH_MESSAGES, STAFF_MESSAGES } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp, renderAppInBrowser } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';

const invitation = (role: 'admin' | 'dispatcher' | 'driver') =>
  mockSiteApi({
    '/api/auth/invitation': () => jsonResponse({ email: 'dana@example.be', name: 'Dana', role }),
  });

/** The page the staff invitation links to: it addresses a person whose gender nobody knows. */
describe('the set-password page', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('says in French that Dana received an invitation, eliding "que" before a vowel', async () => {
    await act(() => i18n.changeLanguage('fr'));
    invitation('admin');
    renderApp('/set-password?token=t1');
    expect(
      await screen.findByText(
        'Dana, vous avez reçu une invitation à rejoindre l’équipe en tant qu’administrateur. Choisissez un mot de passe pour vous connecter.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/invité/)).toBeNull();
  });

  it('asks in French for a new link from whoever sent the invitation, not from "who invited" a man', async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockSiteApi({
      '/api/auth/invitation': () =>
        problemResponse(409, { title: 'Conflict', detail: STAFF_MESSAGES.invitationExpired }),
    });
    renderApp('/set-password?token=t1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce lien a expiré. Demandez-en un nouveau à la personne qui vous a envoyé l’invitation.',
    );
  });

  it('says a too-common password is too common, not that the good link is invalid', async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockSiteApi({
      '/api/auth/invitation/lookup': () =>
        jsonResponse({ email: 'dana@example.be', name: 'Dana', role: 'driver' }),
      '/api/auth/invitation': () =>
        problemResponse(400, { title: 'Bad Request', detail: AUTH_MESSAGES.commonPassword }),
    });
    renderApp('/set-password?token=t1');
    await screen.findByText(/^Dana, vous avez reçu une invitation/);
    fireEvent.change(screen.getByLabelText(/mot de passe/i), { target: { value: 'password' } });
    fireEvent.submit(screen.getByLabelText(/mot de passe/i).closest('form')!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(i18n.t('auth.errors.commonPassword'));
    expect(alert.textContent).not.toMatch(/lien/);
  });

  it('says the invitation in German and Dutch with the role in each language', async () => {
    await act(() => i18n.changeLanguage('de'));
    invitation('dispatcher');
    renderApp('/set-password?token=t1');
    expect(
      await screen.findByText(
        'Dana, Sie wurden als Disponent eingeladen. Wählen Sie ein Passwort, um sich anzumelden.',
      ),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('nl'));
    expect(
      await screen.findByText(
        'Dana, u bent uitgenodigd als dispatcher. Kies een wachtwoord om u aan te melden.',
      ),
    ).toBeTruthy();
  });
});

/** Decision 260: the invitation's link has its token in the fragment, which no server nor Referer sees. */
describe('the token of an invitation link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is read from the fragment, asked about in a body, and gone from the address bar', async () => {
    const fetch = invitation('driver');
    renderAppInBrowser('/set-password#token=t1');
    expect(await screen.findByText(/^Dana, you are invited/)).toBeTruthy();
    const lookups = fetch.mock.calls.filter(([url]) => url === '/api/auth/invitation/lookup');
    expect(lookups.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([{ token: 't1' }]);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/set-password');
  });
});
