import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { useToastStore } from '../../../lib/toast';
import { fakeAuthServer } from '../testing/fake-auth-server';
import { setSessionHint } from '../session/session-hint';

const ACCOUNTS = {
  'ana@example.com': { password: 'secret-one', role: 'user' as const },
  'boss@example.com': { password: 'boss-secret', role: 'admin' as const },
  'desk@example.com': { password: 'desk-secret', role: 'dispatcher' as const },
  'karim@example.com': { password: 'karim-secret', role: 'driver' as const },
};

const header = () => within(screen.getByRole('banner'));

describe('header account links', () => {
  it('offers Sign In to a visitor', async () => {
    fakeAuthServer(ACCOUNTS);
    renderApp('/');
    expect((await header().findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/auth');
    expect(header().queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('restores the session after a reload, shows the admin link to an admin, and signs out', async () => {
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('boss@example.com');
    setSessionHint();
    const { router } = renderApp('/fleet');
    expect((await header().findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
    expect(header().queryByRole('link', { name: 'My account' })).toBeNull();
    fireEvent.click(header().getByRole('button', { name: 'Sign Out' }));
    expect(await header().findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Signed out successfully');
    expect(server.calls('/auth/sign-out')).toBe(1);
    expect(localStorage.getItem('chauffeur.session')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows no admin link to a user, but their bookings (issue 18)', async () => {
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('ana@example.com');
    setSessionHint();
    renderApp('/');
    expect(await header().findByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(header().getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });

  // Decision 243: staff were offered the customers' My account; their link is their workspace.
  for (const [email, name, href] of [
    ['desk@example.com', 'Admin', '/admin'],
    ['karim@example.com', 'My rides', '/driver'],
  ] as const) {
    it(`leads ${email.split('@')[0]} to ${href}, not to My account`, async () => {
      const server = fakeAuthServer(ACCOUNTS);
      server.holdCookieOf(email);
      setSessionHint();
      renderApp('/');
      expect((await header().findByRole('link', { name })).getAttribute('href')).toBe(href);
      expect(header().queryByRole('link', { name: 'My account' })).toBeNull();
    });
  }
});
