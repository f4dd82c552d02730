import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CustomerDetail, CustomerRow } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';

const GUEST_KEY = 'gGgGgGgGgGgGgGgGgGgGg1';
const ACCOUNT_KEY = 'aAaAaAaAaAaAaAaAaAaAa1';
const guest: CustomerRow = {
  key: GUEST_KEY,
  email: 'jeanne@dupont.be',
  name: 'Jeanne Dupont',
  phone: '+32 470 12 34 56',
  booking_count: 3,
  last_ride: '2026-12-01T09:30:00.000Z',
  total_spent: [{ currency: 'EUR', amount: 170.5 }],
  account: null,
};
const account: CustomerRow = {
  key: ACCOUNT_KEY,
  email: 'anna@example.com',
  name: '',
  phone: '',
  booking_count: 0,
  last_ride: null,
  total_spent: [],
  account: { id: '0123456789abcdef', role: 'user', created_at: '2026-01-15T08:00:00.000Z' },
};

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/customers', element: <CustomersPage /> },
      { path: '/admin/customers/:id', element: <CustomerPage /> },
      { path: '/admin/bookings/:id', element: <p>booking page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('admin customers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists guests and accounts with their figures, SPEC’s ID as 8 characters, and asks the server to search', async () => {
    const fetch = mockFetch((url) =>
      String(url).includes(`/customers/${GUEST_KEY}`)
        ? jsonResponse({ ...guest, bookings: [] })
        : jsonResponse({ items: [guest, account], total: 2, limit: 25, offset: 0 }),
    );
    const router = renderAt('/admin/customers');
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'jeanne@dupont.be' }).getAttribute('href')).toBe(
      'mailto:jeanne@dupont.be',
    );
    expect(first.getByRole('link', { name: '+32 470 12 34 56' }).getAttribute('href')).toBe(
      'tel:+32470123456',
    );
    expect(first.getByText('Guest')).toBeTruthy();
    expect(first.getByText('€170.50')).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText('01234567')).toBeTruthy();
    expect(second.getByText('(no booking yet)')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Search by name, e-mail or phone'), {
      target: { value: '0470' },
    });
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('q=0470'));

    fireEvent.click(first.getByRole('link', { name: 'Jeanne Dupont' }));
    // The link names the customer by their key: the e-mail stays out of the URL.
    expect(router.state.location.pathname).toBe(`/admin/customers/${GUEST_KEY}`);
  });

  it('says when no one has booked yet, and shows the SPEC error title when the list fails', async () => {
    mockFetch(() => jsonResponse({ items: [], total: 0, limit: 25, offset: 0 }));
    renderAt('/admin/customers');
    await screen.findByText('No one has booked or signed up yet.');
    vi.restoreAllMocks();
    mockFetch(() => problemResponse(500, { title: 'Internal Server Error' }));
    renderAt('/admin/customers');
    await screen.findByText('Error loading customers');
  });

  it('shows one customer with tel: and mailto: links and links to each of their bookings', async () => {
    const detail: CustomerDetail = {
      ...guest,
      bookings: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          reference: 'CH-7AKCNU',
          status: 'completed',
          scheduled_time: '2026-12-01T09:30:00.000Z',
          pickup: 'Grand-Place',
          dropoff: 'Brussels Airport (BRU)',
          total_fare: 85,
          currency: 'EUR',
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    mockFetch((url) =>
      String(url).includes(GUEST_KEY)
        ? jsonResponse(detail)
        : problemResponse(404, { detail: 'Customer not found' }),
    );
    const router = renderAt(`/admin/customers/${GUEST_KEY}`);
    await screen.findByRole('heading', { level: 1, name: 'Jeanne Dupont' });
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+32470123456');
    expect(screen.getByRole('link', { name: /E-mail jeanne@dupont.be/ }).getAttribute('href')).toBe(
      'mailto:jeanne@dupont.be',
    );
    expect(screen.getByText('Booked as a guest (no account)')).toBeTruthy();
    // Three bookings counted, one listed: the page says it shows the latest only.
    expect(screen.getByText('The latest 1 of 3 bookings.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'CH-7AKCNU' }));
    expect(router.state.location.pathname).toBe('/admin/bookings/11111111-1111-4111-8111-111111111111');
  });

  it('shows each booking and the spending in the fare’s own currency, whatever the company’s is now', async () => {
    // The company moved to pounds: a ride booked before keeps its euros, one booked since is in pounds.
    const config = {
      currency: 'GBP',
      languages: ['en'],
      default_language: 'en',
      map_style_url: null,
      maintenance_mode: false,
    };
    const detail: CustomerDetail = {
      ...guest,
      booking_count: 2,
      total_spent: [
        { currency: 'EUR', amount: 85 },
        { currency: 'GBP', amount: 40.5 },
      ],
      bookings: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          reference: 'CH-P0UND5',
          status: 'completed',
          scheduled_time: '2027-01-10T09:30:00.000Z',
          pickup: 'Grand-Place',
          dropoff: 'Brussels-Midi',
          total_fare: 40.5,
          currency: 'GBP',
          created_at: '2027-01-02T10:00:00.000Z',
        },
        {
          id: '11111111-1111-4111-8111-111111111111',
          reference: 'CH-7AKCNU',
          status: 'completed',
          scheduled_time: '2026-12-01T09:30:00.000Z',
          pickup: 'Grand-Place',
          dropoff: 'Brussels Airport (BRU)',
          total_fare: 85,
          currency: 'EUR',
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    mockFetch((url) => (String(url).endsWith('/api/config') ? jsonResponse(config) : jsonResponse(detail)));
    renderAt(`/admin/customers/${GUEST_KEY}`);
    await screen.findByRole('heading', { level: 1, name: 'Jeanne Dupont' });
    const booking = (id: string) => document.querySelector(`[data-booking="${id}"]`) as HTMLElement;
    expect(within(booking('22222222-2222-4222-8222-222222222222')).getByText('£40.50')).toBeTruthy();
    expect(within(booking('11111111-1111-4111-8111-111111111111')).getByText('€85.00')).toBeTruthy();
    expect(screen.getByText('€85.00 + £40.50')).toBeTruthy();
  });

  it('says so when no customer has the key', async () => {
    mockFetch(() => problemResponse(404, { detail: 'Customer not found' }));
    renderAt(`/admin/customers/${ACCOUNT_KEY}`);
    await screen.findByText('No customer has this link (their bookings may have been deleted).');
  });
});
