import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '../../auth';
import { holdAnswers, jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { renderAppInBrowser } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { AccountPages } from './AccountPages';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const row = (id: string, reference: string, status: string, scheduled_time: string) => ({
  id,
  reference,
  status,
  scheduled_time,
  pickup: 'Grand-Place, 1000 Bruxelles',
  dropoff: 'Brussels Airport, 1930 Zaventem',
  vehicle: 'Mercedes-Benz E-Class',
  total_fare: 85,
  manage_path: `/booking/${id}.signature`,
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
};

describe('My bookings (issue 18 point 3)', () => {
  beforeEach(() =>
    useAuthStore.setState({
      status: 'signedIn',
      role: 'user',
      session: { user: { id: 'u1', email: 'ana@example.com', role: 'user' } },
    } as unknown as AuthState),
  );
  afterEach(() => useAuthStore.setState({ status: 'signedOut', session: null, role: null }));

  it('lists upcoming then past rides, each a link to its manage page, and offers the link again', async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url.endsWith('/api/me/bookings'))
        return jsonResponse({
          email_verified: false,
          upcoming: [row('b1', 'CH-AAAAAA', 'confirmed', '2030-05-01T08:00:00.000Z')],
          past: [row('b2', 'CH-BBBBBB', 'cancelled', '2026-01-01T08:00:00.000Z')],
        });
      return jsonResponse({ status: 'sent' });
    });
    renderAt('/account');
    const upcoming = await screen.findByRole('heading', { name: 'Upcoming' });
    expect(screen.getByRole('heading', { name: 'Past and cancelled' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /View and manage/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/booking/b1.signature',
      '/booking/b2.signature',
    ]);
    expect(upcoming.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent you a new link. Please check your e-mail.')).toBeTruthy();
    expect(calls).toContain('POST /api/auth/verify-email/resend');
  });

  it('keyboard: "Send the link again" keeps the focus while it is sent, and a second Enter sends nothing (decision 308)', async () => {
    mockFetch((url) =>
      url.endsWith('/api/me/bookings')
        ? jsonResponse({ email_verified: false, upcoming: [], past: [] })
        : jsonResponse({ status: 'sent' }),
    );
    const held = holdAnswers('/api/auth/verify-email/resend');
    renderAt('/account');
    await pressEnterTwiceWhileBusy(
      await screen.findByRole('button', { name: 'Send the link again' }),
      'Sending…',
    );
    held.release();
    expect(await screen.findByText('We have sent you a new link. Please check your e-mail.')).toBeTruthy();
    expect(held.sent()).toBe(1);
  });

  it("prints each fare in its own currency, not in today's setting (decision 247)", async () => {
    mockFetch((url) => {
      // The company has since moved to pounds: a ride booked in euros stays in euros.
      if (url.endsWith('/api/config'))
        return jsonResponse({
          currency: 'GBP',
          languages: ['en', 'nl', 'fr', 'de'],
          default_language: 'en',
          map_style_url: null,
          maintenance_mode: false,
        });
      return jsonResponse({
        email_verified: true,
        upcoming: [{ ...row('b1', 'CH-AAAAAA', 'confirmed', '2030-05-01T08:00:00.000Z'), currency: 'GBP' }],
        past: [
          {
            ...row('b2', 'CH-BBBBBB', 'completed', '2026-01-01T08:00:00.000Z'),
            total_fare: 53.2,
            currency: 'EUR',
          },
        ],
      });
    });
    renderAt('/account');
    await waitFor(() => {
      expect(screen.getByText('£85.00')).toBeTruthy();
      expect(screen.getByText('€53.20')).toBeTruthy();
    });
  });

  it('says when there is nothing yet, and no notice once the address is verified', async () => {
    mockFetch(() => jsonResponse({ email_verified: true, upcoming: [], past: [] }));
    renderAt('/account');
    expect(await screen.findByText('You have no bookings yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a ride' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, and comes back here after', async () => {
    useAuthStore.setState({ status: 'signedOut', session: null, role: null });
    const fetch = mockFetch(() => jsonResponse({}));
    renderAt('/account');
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Faccount');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the verification page (issue 18 point 3)', () => {
  it('verifies on open and says so', async () => {
    const fetch = mockFetch(() => jsonResponse({ email: 'ana@example.com' }));
    renderAt('/account/verify-email?token=abc');
    expect(await screen.findByText('Thank you: ana@example.com is verified.')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: 'abc' });
  });

  it('says when the link has expired', async () => {
    mockFetch(() =>
      problemResponse(409, {
        type: 'about:blank',
        title: 'Link not valid',
        detail: 'This link has expired: sign in and ask for a new one',
      }),
    );
    renderAt('/account/verify-email?token=abc');
    expect(await screen.findByText(/This link has expired\. Sign in/)).toBeTruthy();
  });
});

/** Decision 260: the e-mail's link has its token in the fragment, which no server nor Referer sees. */
describe('the token of a verification link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const verifying = () =>
    mockSiteApi({ '/api/auth/verify-email': () => jsonResponse({ email: 'ana@example.com' }) });
  const bodies = (fetch: ReturnType<typeof mockSiteApi>) =>
    fetch.mock.calls
      .filter(([url]) => url === '/api/auth/verify-email')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

  it('is read from the fragment, sent in the body, and gone from the address bar', async () => {
    const fetch = verifying();
    renderAppInBrowser('/account/verify-email#token=abc');
    expect(await screen.findByText('Thank you: ana@example.com is verified.')).toBeTruthy();
    expect(bodies(fetch)).toEqual([{ token: 'abc' }]);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/account/verify-email',
    );
  });

  it('still works from a link sent before, in the query, and leaves the address bar without it', async () => {
    const fetch = verifying();
    renderAppInBrowser('/account/verify-email?token=abc');
    expect(await screen.findByText('Thank you: ana@example.com is verified.')).toBeTruthy();
    expect(bodies(fetch)).toEqual([{ token: 'abc' }]);
    expect(window.location.href).not.toContain('abc');
  });
});
