import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { Toaster } from '../../../components/ui/Toaster';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { BookingsPage } from './BookingsPage';
import { bookingRow as row } from './bookingRow.fixture';

const PENDING = '11111111-1111-4111-8111-111111111111';
const page = { items: [row(PENDING, 'pending', 1)], total: 1, limit: 25, offset: 0 };
const STALE = {
  title: 'Conflict',
  detail: 'This record was changed by someone else. Reload it to see the latest version, then try again.',
  code: 'changed_by_someone_else',
  current_revision: 2,
};

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/admin/bookings', element: <BookingsPage /> }], {
    initialEntries: ['/admin/bookings'],
  });
  return render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  );
}

/** A refused confirm in a French panel is said in French only (the tour saw the server's English after it). */
describe('admin bookings list: a booking changed by someone else', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('says so in French, without the server’s English sentence', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('fr');
    mockFetch((_url, init) => (init.method === 'POST' ? problemResponse(409, STALE) : jsonResponse(page)));
    renderPage();
    const rows = await screen.findAllByRole('row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Confirmer' }));
    const toast = await screen.findByText(/Quelqu’un d’autre vient de modifier cette réservation/);
    expect(toast.textContent).not.toMatch(/changed by someone else|Reload/);
  });
});
