import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { Toaster } from '../../../components/ui/Toaster';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { BookingsPage } from './BookingsPage';
import { bookingRow as row } from './bookingRow.fixture';

const PENDING = '11111111-1111-4111-8111-111111111111';
const CONFIRMED = '22222222-2222-4222-8222-222222222222';
const page = {
  items: [row(PENDING, 'pending', 0), row(CONFIRMED, 'confirmed', 1)],
  total: 2,
  limit: 25,
  offset: 0,
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

describe('admin bookings list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers only the actions of each status, and Delete behind a confirmation', async () => {
    mockFetch(() => jsonResponse(page));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Manage Ride Bookings' });
    const rows = await screen.findAllByRole('row');
    const pending = within(rows[1]!);
    const confirmed = within(rows[2]!);
    expect(pending.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(pending.queryByRole('button', { name: 'Start Ride' })).toBeNull();
    expect(confirmed.getByRole('button', { name: 'Start Ride' })).toBeTruthy();
    expect(confirmed.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(confirmed.getByRole('button', { name: 'Delete' }));
    expect(confirmed.getByRole('button', { name: 'Yes, delete' })).toBeTruthy();
  });

  it('gives the focus back to the asking button when a confirmation is cancelled or escaped', async () => {
    mockFetch(() => jsonResponse(page));
    renderPage();
    const confirmed = within((await screen.findAllByRole('row'))[2]!);
    fireEvent.click(confirmed.getByRole('button', { name: 'No-show' }));
    expect(document.activeElement).toBe(confirmed.getByRole('button', { name: 'Yes, record no-show' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(confirmed.getByRole('button', { name: 'No-show' }));
    fireEvent.click(confirmed.getByRole('button', { name: 'Delete' }));
    fireEvent.click(confirmed.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(document.activeElement).toBe(confirmed.getByRole('button', { name: 'Delete' }));
  });

  it("sends the revision seen, and explains a 409 from someone else's change", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(409, { title: 'Conflict', detail: 'Cannot confirm a booking that is confirmed' })
        : jsonResponse(page),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Someone else changed this booking a moment ago/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/admin/bookings/${PENDING}/confirm`);
    expect((post[1]!.headers as Record<string, string>)['If-Match']).toBe('"0"');
  });

  it('offers No-show on a confirmed ride behind a confirmation, and sends it only once confirmed', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: CONFIRMED, revision: 2, position: '9' })
        : jsonResponse(page),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).queryByRole('button', { name: 'No-show' })).toBeNull();
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'No-show' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByText(/Record that the customer of CH-222222 never came\?/)).toBeTruthy();
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Yes, record no-show' }));
    expect(await screen.findByText('No-show recorded')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/admin/bookings/${CONFIRMED}/no_show`);
  });

  it('explains a start refused as too early with the moment the start window opens (issue 13)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = { ...DEFAULT_SETTINGS, id: 'system', revision: -1, updated_at: null };
    mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(422, { title: 'Unprocessable Entity', detail: 'This ride can be started from …' })
        : jsonResponse(url.includes('/settings') ? settings : page),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Start Ride' }));
    // Pickup 18:00 UTC = 19:00 in Brussels; the default window opens 2 hours before.
    expect(
      await screen.findByText(
        'This ride can be started from 23 Nov 2026, 17:00 (Brussels time), 2 hours before pickup.',
      ),
    ).toBeTruthy();
  });

  it("shows 'Error Loading Bookings' when the list fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => problemResponse(500, { title: 'Internal Server Error' }));
    renderPage();
    expect(await screen.findByText('Error Loading Bookings')).toBeTruthy();
    expect(screen.getByText('Database connection error. Please try again later.')).toBeTruthy();
  });
});
