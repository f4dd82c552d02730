import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { useAuthStore } from '../../auth';
import { holdAnswers, jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { AccountPages } from './AccountPages';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const signInAs = (role: Role) =>
  useAuthStore.setState({
    status: 'signedIn',
    role,
    session: { user: { id: 'u1', email: 'ana@example.com', role } },
  } as unknown as AuthState);

const newSession = () => ({
  access_token: 'new-access',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user: { id: 'u1', email: 'ana@example.com', role: 'user' },
});

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '/account/*', element: <AccountPages /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
/** The error the input names as its description, beside it. */
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
};

describe('Changer le mot de passe (/account/password)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    signInAs('user');
  });

  it('is linked from My account and says what is wrong beside each field before sending anything', async () => {
    const calls = mockFetch(() => jsonResponse({ email_verified: true, upcoming: [], past: [] }));
    const router = renderAt('/account');
    fireEvent.click(await screen.findByRole('link', { name: 'Changer le mot de passe' }));
    expect(router.state.location.pathname).toBe('/account/password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Changer le mot de passe' })).toBeTruthy();
    calls.mockClear();

    type('Nouveau mot de passe', 'court');
    submit();
    expect(errorOf('Mot de passe actuel')).toBe('Veuillez saisir votre mot de passe actuel.');
    expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe actuel'));
    expect(errorOf('Nouveau mot de passe')).toContain(
      'Le mot de passe doit comporter au moins 8 caractères.',
    );

    type('Mot de passe actuel', 'ancien-secret');
    type('Nouveau mot de passe', 'nouveau-secret-1');
    type('Répétez le nouveau mot de passe', 'nouveau-secret-2');
    submit();
    expect(errorOf('Répétez le nouveau mot de passe')).toBe(
      'Les deux nouveaux mots de passe ne sont pas identiques.',
    );
    expect(screen.getByLabelText('Répétez le nouveau mot de passe').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls).not.toHaveBeenCalled();
  });

  it("shows the server's refusals beside their field in French, then the success, and carries on signed in", async () => {
    const sent: unknown[] = [];
    let answer = 0;
    mockFetch((url, init) => {
      if (url.endsWith('/api/auth/session'))
        return jsonResponse({ user: newSession().user, expires_at: newSession().expires_at });
      if (!url.endsWith('/api/auth/password')) return jsonResponse({});
      sent.push(JSON.parse(String(init.body)));
      answer += 1;
      if (answer === 1)
        return problemResponse(400, {
          title: 'Bad Request',
          detail: 'The current password is not correct',
          code: 'current_password_wrong',
          errors: [{ field: 'body.current_password', message: 'The current password is not correct' }],
        });
      if (answer === 2)
        return problemResponse(400, {
          title: 'Bad Request',
          detail: 'This password is too common. Please choose another one.',
          errors: [
            {
              field: 'body.new_password',
              message: 'This password is too common. Please choose another one.',
            },
          ],
        });
      return jsonResponse(newSession());
    });
    renderAt('/account/password');
    await screen.findByRole('heading', { level: 1, name: 'Changer le mot de passe' });

    type('Mot de passe actuel', 'pas-le-bon');
    type('Nouveau mot de passe', 'nouveau-secret');
    type('Répétez le nouveau mot de passe', 'nouveau-secret');
    submit();
    await waitFor(() =>
      expect(errorOf('Mot de passe actuel')).toBe('Le mot de passe actuel n’est pas correct.'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe actuel'));
    expect(sent[0]).toEqual({ current_password: 'pas-le-bon', new_password: 'nouveau-secret' });

    type('Mot de passe actuel', 'ancien-secret');
    type('Nouveau mot de passe', 'iloveyou');
    type('Répétez le nouveau mot de passe', 'iloveyou');
    submit();
    await waitFor(() =>
      expect(errorOf('Nouveau mot de passe')).toContain(
        'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
      ),
    );
    expect(errorOf('Mot de passe actuel')).toBe('');

    type('Nouveau mot de passe', 'un-secret-solide');
    type('Répétez le nouveau mot de passe', 'un-secret-solide');
    submit();
    expect(
      await screen.findByText('Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.'),
    ).toBeTruthy();
    expect(sent[2]).toEqual({ current_password: 'ancien-secret', new_password: 'un-secret-solide' });
    expect(useAuthStore.getState().session?.access_token).toBe('new-access');
    expect((screen.getByLabelText('Nouveau mot de passe') as HTMLInputElement).value).toBe('');
    expect(errorOf('Nouveau mot de passe')).not.toContain('trop courant');
  });

  it('keyboard: the button keeps the focus while the password is changed, and a second Enter sends nothing (decision 308)', async () => {
    mockFetch((url) =>
      url.endsWith('/api/auth/session')
        ? jsonResponse({ user: newSession().user, expires_at: newSession().expires_at })
        : jsonResponse(newSession()),
    );
    renderAt('/account/password');
    await screen.findByRole('heading', { level: 1, name: 'Changer le mot de passe' });
    const held = holdAnswers('/api/auth/password');
    type('Mot de passe actuel', 'ancien-secret');
    type('Nouveau mot de passe', 'un-secret-solide');
    type('Répétez le nouveau mot de passe', 'un-secret-solide');
    await pressEnterTwiceWhileBusy(
      screen.getByRole('button', { name: 'Changer le mot de passe' }),
      'Modification…',
    );
    held.release();
    expect(
      await screen.findByText('Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.'),
    ).toBeTruthy();
    expect(held.sent()).toBe(1);
  });

  it('is offered to staff on their account page too', async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    mockFetch(() => jsonResponse({}));
    const router = renderAt('/account');
    fireEvent.click(await screen.findByRole('link', { name: 'Change password' }));
    expect(router.state.location.pathname).toBe('/account/password');
    expect(await screen.findByLabelText('Current password')).toBeTruthy();
  });
});
