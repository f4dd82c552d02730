import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '@chauffeur/contracts';
import { useAuthStore } from '../../auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { AccountPages } from './AccountPages';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const signInAs = (role: Role, email: string, checked: Role | null = role) =>
  useAuthStore.setState({
    status: 'signedIn',
    role: checked,
    session: { user: { id: 'u1', email, role } },
  } as unknown as AuthState);

const renderAccount = () => {
  const calls: string[] = [];
  mockFetch((url) => {
    calls.push(url);
    return jsonResponse({ email_verified: true, upcoming: [], past: [] });
  });
  const router = createMemoryRouter([{ path: '/account/*', element: <AccountPages /> }], {
    initialEntries: ['/account'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
};

describe('/account for staff (decision 243)', () => {
  afterEach(() => useAuthStore.setState({ status: 'signedOut', session: null, role: null }));

  for (const [role, name, email, action, href] of [
    ['admin', 'Admin', 'boss@example.com', 'Open the admin panel', '/admin'],
    ['dispatcher', 'Dispatcher', 'desk@example.com', 'Open the admin panel', '/admin'],
    ['driver', 'Chauffeur', 'karim@example.com', 'Open my rides', '/driver'],
  ] as const) {
    it(`tells the ${role} which account this is and leads to their workspace, not the customers' bookings`, async () => {
      signInAs(role, email);
      const calls = renderAccount();
      const page = within(
        await screen
          .findByRole('heading', { level: 1, name: 'Staff account' })
          .then((heading) => heading.parentElement!),
      );
      expect(page.getByText(`Signed in as ${email} (${name}).`)).toBeTruthy();
      expect(page.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
      expect(page.getByRole('link', { name: 'Find my booking' }).getAttribute('href')).toBe('/booking');
      expect(screen.queryByRole('heading', { name: 'My bookings' })).toBeNull();
      expect(calls.filter((url) => url.includes('/api/me/bookings'))).toEqual([]);
      expect(document.title).toMatch(/^Staff account · /);
    });
  }

  it('decides from the session while the role is being re-checked, and a customer keeps My bookings', async () => {
    signInAs('dispatcher', 'desk@example.com', null);
    renderAccount();
    expect(await screen.findByRole('link', { name: 'Open the admin panel' })).toBeTruthy();
    useAuthStore.setState({ status: 'signedOut', session: null, role: null });
    signInAs('user', 'ana@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff account' })).toBeNull();
  });
});
