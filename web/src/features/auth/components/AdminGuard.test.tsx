import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { fakeAuthServer } from '../testing/fake-auth-server';
import { setSessionHint } from '../session/session-hint';
import { i18n } from '../../../i18n';
import { ADMIN_REDIRECT_DELAY_MS } from './AdminGuard';

const ACCOUNTS = {
  'ana@example.com': { password: 'secret-one', role: 'user' as const },
  'boss@example.com': { password: 'boss-secret', role: 'admin' as const },
  'desk@example.com': { password: 'desk-secret', role: 'dispatcher' as const },
};

/** A reload of /admin by someone whose browser holds the refresh cookie of `email`. */
function reloadAdminAs(email: string, path = '/admin') {
  const server = fakeAuthServer(ACCOUNTS);
  server.holdCookieOf(email);
  setSessionHint();
  return { server, ...renderApp(path) };
}

describe('admin guard (SPEC 4)', () => {
  it('shows a spinner while the session loads, then the admin page to an admin', async () => {
    const { server } = reloadAdminAs('boss@example.com');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
    expect(screen.getByText(/Signed in as boss@example\.com\./)).toBeTruthy();
    expect(server.calls('/auth/refresh')).toBe(1);
    expect(server.calls('/auth/session')).toBe(1); // the role re-check
  });

  it('sends a visitor without a session to /auth?redirect=/admin, where it says why', async () => {
    const server = fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    // No session hint: no auth call at all (the public layout's /api/config read is not one).
    const authCalls = server.fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth'));
    expect(authCalls).toEqual([]);
  });

  it('remembers the admin page it was on, so that sign-in leads back to it', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/admin/blog/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fblog%2Fnew');
  });

  it('tells a dispatcher on an admin-only page that it is for administrators, and leads them to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = reloadAdminAs('desk@example.com', '/admin/settings');
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'This page is for administrators.',
      });
      // The keyboard and a screen reader start at the notice.
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText('You do not have administrator privileges')).toBeTruthy();
      // It stays until they go: a page that moved on its own left them on the dashboard without a word.
      await act(() => vi.advanceTimersByTimeAsync(ADMIN_REDIRECT_DELAY_MS + 100));
      expect(router.state.location.pathname).toBe('/admin/settings');
      await act(async () => screen.getByRole('link', { name: 'Go to the dashboard' }).click());
      expect(router.state.location.pathname).toBe('/admin');
      const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
      expect(nav.textContent).toContain('Bookings');
      expect(nav.textContent).toContain('Customers');
      for (const hidden of ['Settings', 'Blog Posts', 'Vehicles', 'Staff', 'Read models'])
        expect(nav.textContent, hidden).not.toContain(hidden);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so on every admin-only page a dispatcher opens', async () => {
    for (const path of [
      '/admin/staff',
      '/admin/fares',
      '/admin/projections',
      '/admin/activity',
      '/admin/vehicles',
      '/admin/blog',
    ]) {
      const { unmount } = reloadAdminAs('desk@example.com', path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page is for administrators.' }),
        path,
      ).toBeTruthy();
      unmount();
    }
  });

  it('tells a dispatcher in French, Dutch and German that the page is for administrators', async () => {
    const expected = {
      fr: ['Cette page est réservée aux administrateurs.', 'Aller au tableau de bord'],
      nl: ['Deze pagina is voor beheerders.', 'Naar het dashboard'],
      de: ['Diese Seite ist Administratoren vorbehalten.', 'Zum Dashboard'],
    };
    try {
      for (const [language, [title, link]] of Object.entries(expected)) {
        await i18n.changeLanguage(language);
        // The tab still named the page before it (or the English default after a reload).
        document.title = 'Berichten · Brussels Private Chauffeur';
        const { unmount } = reloadAdminAs('desk@example.com', '/admin/settings');
        expect(await screen.findByRole('heading', { level: 1, name: title }), language).toBeTruthy();
        expect(document.title, language).toBe(`${title!.replace(/\.$/, '')} · Brussels Private Chauffeur`);
        expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/admin');
        expect(screen.queryByText(/Anmeldeseite|connexion|aanmeld/)).toBeNull();
        unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('opens the dashboard, where the analytics are, for /admin/analytics', async () => {
    const { router } = reloadAdminAs('desk@example.com', '/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('tells staff at an unknown /admin address that the page does not exist, inside the panel', async () => {
    const { router } = reloadAdminAs('desk@example.com', '/admin/does-not-exist');
    const heading = await screen.findByRole('heading', { level: 1, name: 'This page does not exist' });
    expect(document.activeElement).toBe(heading);
    // The panel's sidebar, so the operator goes on from there; not the public site's menu.
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
    expect(screen.queryByText('Page Not Found')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a visitor without a session at an unknown /admin address through the guard to sign in', async () => {
    fakeAuthServer(ACCOUNTS);
    const { router } = renderApp('/admin/does-not-exist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fdoes-not-exist');
  });

  it("tells a user 'Access Restricted', then sends them to /auth after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = reloadAdminAs('ana@example.com');
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
      expect(screen.getByText('You do not have administrator privileges')).toBeTruthy();
      expect(screen.getByText('Taking you to the sign-in page…')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(ADMIN_REDIRECT_DELAY_MS - 100));
      expect(router.state.location.pathname).toBe('/admin');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(router.state.location.pathname).toBe('/auth');
      expect(ADMIN_REDIRECT_DELAY_MS).toBe(3000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('decides by the role re-checked with the server, not the one the session carried', async () => {
    const server = fakeAuthServer(ACCOUNTS);
    server.holdCookieOf('ana@example.com');
    setSessionHint();
    // The refresh still says "user"; the account was made admin meanwhile (the profile role wins).
    const fetchMock = server.fetchMock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (String(input) === '/api/auth/session') server.setRole('ana@example.com', 'admin');
      return original(input, init);
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
  });
});
