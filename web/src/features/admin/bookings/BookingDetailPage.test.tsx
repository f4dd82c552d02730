import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';

import { toast } from '../../../lib/toast';
import { BookingDetailPage } from './BookingDetailPage';
import { BookingsPage } from './BookingsPage';
import { bookingRow, mockBookingPageFetch } from './bookingRow.fixture';

const ID = '11111111-1111-4111-8111-111111111111';
const entry = (revision: number, type: string, before: string | null, after: string | null) => ({
  revision,
  position: String(revision + 1),
  type,
  occurred_at: `2026-11-21T10:0${revision}:00.000Z`,
  actor: { kind: 'anonymous' },
  status_before: before,
  status_after: after,
  deleted: false,
});

const renderPage = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) => {
  const router = createMemoryRouter(
    [
      { path: '/admin/bookings/:id', element: <BookingDetailPage /> },
      { path: '/admin/bookings', element: <BookingsPage /> },
    ],
    { initialEntries: [`/admin/bookings/${ID}`] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};
const isHistory = (url: string) => url.split('?')[0]!.endsWith('/history');

describe('admin booking details', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the street and number the customer added beside each place (issue 14)', async () => {
    const booking = {
      ...bookingRow(ID, 'pending', 0),
      pickup_location: { address: 'Ixelles, 1050', lat: 50.8333, lng: 4.3667 },
      pickup_address_line: 'Avenue Louise 54, 2nd floor',
      dropoff_address_line: null,
    };
    mockBookingPageFetch((url) =>
      jsonResponse(isHistory(url) ? { booking_id: ID, reference: booking.reference, items: [] } : booking),
    );
    renderPage();
    const pickupLine = await screen.findByText('Pickup street and number');
    expect(pickupLine.nextElementSibling?.textContent).toBe('Avenue Louise 54, 2nd floor');
    expect(screen.getByText('Destination street and number').nextElementSibling?.textContent).toBe('—');
  });

  it('shows the pickup on the Brussels clock on a device in New York (decision 234)', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const booking = { ...bookingRow(ID, 'confirmed', 1), scheduled_time: '2030-07-14T08:30:00.000Z' };
      mockBookingPageFetch((url) =>
        jsonResponse(isHistory(url) ? { booking_id: ID, reference: booking.reference, items: [] } : booking),
      );
      renderPage();
      await screen.findByText('Pickup street and number');
      // 08:30 UTC: 10:30 in Brussels (summer time), not 04:30 as the device's clock would read it.
      expect(screen.getByText(/^14 Jul 2030, 10:30$/)).toBeTruthy();
    } finally {
      process.env.TZ = saved;
    }
  });

  it('shows the notes and the history on the Brussels clock on a laptop in New York (decision 239)', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const booking = {
        ...bookingRow(ID, 'confirmed', 1),
        notes: [{ text: 'Child seat', added_at: '2026-11-21T10:05:00.000Z', added_by: 'ops@example.com' }],
      };
      mockBookingPageFetch((url) =>
        jsonResponse(
          isHistory(url)
            ? {
                booking_id: ID,
                reference: booking.reference,
                items: [entry(1, 'BookingConfirmed', 'pending', 'confirmed')],
              }
            : booking,
        ),
      );
      renderPage();
      // 10:05 and 10:01 UTC are 11:05 and 11:01 in Brussels (winter time); New York's clock reads 5:05 and 5:01.
      expect((await screen.findByText('Child seat')).parentElement?.textContent).toMatch(
        /21 Nov 2026, 11:05/,
      );
      expect(await screen.findByText(/^21 Nov 2026, 11:01:00$/)).toBeTruthy();
      expect(screen.queryByText(/5:0[15]/)).toBeNull();
    } finally {
      process.env.TZ = saved;
    }
  });

  it('names each event in the admin’s language, and an event it does not know in words (as the activity feed)', async () => {
    mockBookingPageFetch((url) =>
      jsonResponse(
        isHistory(url)
          ? {
              booking_id: ID,
              reference: 'CH-111111',
              items: [
                entry(0, 'BookingRequested', null, 'pending'),
                entry(1, 'BookingConfirmed', 'pending', 'confirmed'),
                entry(2, 'BookingRescheduled', 'confirmed', 'confirmed'),
              ],
            }
          : bookingRow(ID, 'confirmed', 2),
      ),
    );
    await i18n.changeLanguage('fr');
    renderPage();
    const history = within(await screen.findByTestId('history'));
    expect(history.getAllByRole('listitem').map((li) => li.children[1]!.textContent)).toEqual([
      'Réservation demandée',
      'Réservation confirmée',
      'Booking rescheduled',
    ]);
  });

  it('tells a change request without a status arrow (the status did not move), creation with the French colon', async () => {
    mockBookingPageFetch((url) =>
      jsonResponse(
        isHistory(url)
          ? {
              booking_id: ID,
              reference: 'CH-111111',
              items: [
                entry(0, 'BookingRequested', null, 'pending'),
                { ...entry(1, 'ChangeRequested', 'pending', 'pending'), actor: { kind: 'customer' } },
                entry(2, 'BookingConfirmed', 'pending', 'confirmed'),
              ],
            }
          : bookingRow(ID, 'confirmed', 2),
      ),
    );
    await i18n.changeLanguage('fr');
    renderPage();
    const history = within(await screen.findByTestId('history'));
    const lines = history
      .getAllByRole('listitem')
      .map((li) => [li.children[1]!.textContent, li.children[3]!.textContent]);
    expect(lines).toEqual([
      ['Réservation demandée', 'créée\u00a0: En attente'],
      ['Modification demandée par le client', ''],
      ['Réservation confirmée', 'En attente → Confirmée'],
    ]);
    expect(history.queryByText(/En attente → En attente/)).toBeNull();
  });

  it('names a staff member’s role in the admin’s language, as the activity feed does', async () => {
    mockBookingPageFetch((url) =>
      jsonResponse(
        isHistory(url)
          ? {
              booking_id: ID,
              reference: 'CH-111111',
              items: [
                entry(0, 'BookingRequested', null, 'pending'),
                {
                  ...entry(1, 'BookingConfirmed', 'pending', 'confirmed'),
                  actor: { kind: 'user', email: 'lotte@example.com', role: 'dispatcher' },
                },
              ],
            }
          : bookingRow(ID, 'confirmed', 2),
      ),
    );
    await i18n.changeLanguage('de');
    renderPage();
    const history = within(await screen.findByTestId('history'));
    expect(history.getAllByRole('listitem').map((li) => li.children[2]!.textContent)).toEqual([
      'Kunde (ohne Konto)',
      'lotte@example.com (Disponent)',
    ]);
  });

  it('after "Yes, delete" goes back to the bookings list with its heading focused, asking nothing more of the deleted booking', async () => {
    let deleted = false;
    const afterDelete: string[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    mockBookingPageFetch(async (url, init) => {
      if (deleted && url.includes(ID)) afterDelete.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'DELETE') {
        deleted = true;
        // The live stream's change can reach the tab before the DELETE's own answer (a moment after the
        // request: the server appends and projects first).
        await new Promise((resolve) => setTimeout(resolve, 20));
        await client.invalidateQueries({ queryKey: ['admin', 'bookings'] });
        return jsonResponse({ id: ID, revision: 3, position: '9', models: ['bookings'] });
      }
      const path = url.split('?')[0]!;
      if (path.endsWith('/admin/bookings'))
        return jsonResponse({ items: [], total: 0, limit: 25, offset: 0 });
      if (deleted) return jsonResponse({ status: 404, detail: 'Not found' }, 404);
      return jsonResponse(
        isHistory(url) ? { booking_id: ID, reference: 'CH-1', items: [] } : bookingRow(ID, 'pending', 2),
      );
    });
    await i18n.changeLanguage('en');
    renderPage(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Manage Ride Bookings' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Its page, history and change requests would each answer 404 (seen as errors in the browser's console).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(afterDelete).toEqual([]);
  });

  it('after a deletion refused as stale, shows the booking as it now is', async () => {
    let revision = 2;
    mockBookingPageFetch((url, init) => {
      if (init.method === 'DELETE') {
        // A colleague confirmed it meanwhile.
        revision = 3;
        return problemResponse(409, {
          title: 'Conflict',
          detail: 'This record was changed by someone else.',
          code: 'changed_by_someone_else',
          current_revision: 3,
        });
      }
      return jsonResponse(
        isHistory(url)
          ? { booking_id: ID, reference: 'CH-1', items: [] }
          : bookingRow(ID, revision === 2 ? 'pending' : 'confirmed', revision),
      );
    });
    await i18n.changeLanguage('en');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    // Confirmed now: its actions are a confirmed booking's.
    expect(await screen.findByRole('button', { name: 'Start Ride' })).toBeTruthy();
    expect(screen.queryByText('Booking not found')).toBeNull();
  });

  it('offers Change for a booking not started, and shows what a change changed and its price', async () => {
    const booking = { ...bookingRow(ID, 'confirmed', 2), scheduled_time: '2030-03-14T08:30:00.000Z' };
    const changed = {
      ...entry(2, 'BookingChanged', 'confirmed', 'confirmed'),
      change: {
        fields: ['vehicle', 'passenger_count', 'distance_km', 'distance_fare'],
        previous_total_fare: 50.4,
        total_fare: 61,
      },
    };
    mockBookingPageFetch((url) =>
      jsonResponse(
        isHistory(url) ? { booking_id: ID, reference: booking.reference, items: [changed] } : booking,
      ),
    );
    await i18n.changeLanguage('en');
    renderPage();
    const link = await screen.findByRole('link', { name: 'Change booking' });
    expect(link.getAttribute('href')).toBe(`/admin/bookings/${ID}/edit`);
    const item = within(await screen.findByTestId('history')).getByRole('listitem');
    expect(item.children[1]!.textContent).toBe('Booking changed');
    // Only the fields an admin edits are named; the route and fare parts follow from them.
    expect(item.children[3]!.textContent).toBe('Changed: vehicle, passengersPrice €50.40 → €61.00');
  });

  it("prints the fare and a change's prices in the booking's own currency (decision 247)", async () => {
    const booking = { ...bookingRow(ID, 'confirmed', 2), currency: 'GBP' as const };
    const changed = {
      ...entry(2, 'BookingChanged', 'confirmed', 'confirmed'),
      change: { fields: ['passenger_count'], previous_total_fare: 50.4, total_fare: 61 },
    };
    mockBookingPageFetch((url) =>
      jsonResponse(
        isHistory(url) ? { booking_id: ID, reference: booking.reference, items: [changed] } : booking,
      ),
    );
    await i18n.changeLanguage('en');
    renderPage();
    expect((await screen.findByText('Fare')).nextElementSibling?.textContent).toBe('£50.40');
    const item = within(await screen.findByTestId('history')).getByRole('listitem');
    expect(item.children[3]!.textContent).toBe('Changed: passengersPrice £50.40 → £61.00');
  });

  it('offers no Change once the ride has started', async () => {
    const booking = { ...bookingRow(ID, 'in_progress', 2), scheduled_time: '2030-03-14T08:30:00.000Z' };
    mockBookingPageFetch((url) =>
      jsonResponse(isHistory(url) ? { booking_id: ID, reference: booking.reference, items: [] } : booking),
    );
    renderPage();
    // The booking is shown (its details and actions), without the link.
    await screen.findByText('Pickup street and number');
    expect(screen.queryByRole('link', { name: 'Change booking' })).toBeNull();
  });
});

describe('the focus after a booking step the server refuses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes back to the step’s button once the refusal is said, not to the top of the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The refusal is a toast (the panel's Toaster, not on this page alone).
    const said = vi.spyOn(toast, 'error');
    const refusal = {
      title: 'Unprocessable Content',
      detail: 'This ride can be started from 23 Nov 2026, 17:00 (Brussels time) (2 hours before pickup)',
      code: 'start_too_early',
      params: { at: '2026-11-23T16:00:00.000Z', count: 2 },
    };
    // The server answers when the test says: the button is seen disabled meanwhile.
    let answer = (_: Response) => {};
    const refused = new Promise<Response>((resolve) => (answer = resolve));
    mockBookingPageFetch((url, init) =>
      init.method === 'POST'
        ? refused
        : jsonResponse(
            isHistory(url)
              ? { booking_id: ID, reference: 'CH-1', items: [] }
              : bookingRow(ID, 'confirmed', 2),
          ),
    );
    await i18n.changeLanguage('en');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Ride' }));
    fireEvent.click(screen.getByRole('button', { name: /^Yes, start/ }));
    // While the start is on its way the button is unavailable, not disabled: it keeps the focus "Yes" gave it
    // back (a disabled one lost it to the page's top).
    const start = screen.getByRole('button', { name: 'Start Ride' });
    await waitFor(() => expect(start.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(start);
    answer(problemResponse(422, refusal));
    await waitFor(() => expect(said).toHaveBeenCalledWith(expect.stringMatching(/can be started from/)));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Ride' })),
    );
  });
});

/**
 * A booking page whose step answers when the test says (the step's button is seen busy meanwhile), and
 * whose booking is `status` until `after` once a step is answered. `answer.posts()` counts the steps sent.
 */
function serveStep(status: string, after = status) {
  let answer = (_: Response) => {};
  const answered = new Promise<Response>((resolve) => (answer = resolve));
  let settled = false;
  let posts = 0;
  mockBookingPageFetch((url, init) => {
    if (init.method === 'POST') {
      posts += 1;
      return answered.then((response) => {
        settled = true;
        return response;
      });
    }
    return jsonResponse(
      isHistory(url)
        ? { booking_id: ID, reference: 'CH-1', items: [] }
        : bookingRow(ID, settled ? after : status, settled ? 3 : 2),
    );
  });
  return Object.assign((response: Response) => answer(response), { posts: () => posts });
}

const STALE_CANCEL = {
  title: 'Conflict',
  detail: 'Cannot cancel a booking that is completed',
  code: 'booking_now_completed',
  params: { step: 'cancel' },
};

describe('the focus after a booking step (decision 282)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Confirm focused while it is sent (a second Enter sends nothing), then goes to the booking’s new status, whose button is gone', async () => {
    const answer = serveStep('pending', 'confirmed');
    await i18n.changeLanguage('en');
    renderPage();
    // A disabled Confirm dropped the focus to the page's body in a browser until the answer came.
    await pressEnterTwiceWhileBusy(await screen.findByRole('button', { name: 'Confirm' }));
    expect(answer.posts()).toBe(1);
    answer(jsonResponse({ id: ID, revision: 3, position: '101', models: ['bookings'] }));
    await screen.findByRole('button', { name: 'Start Ride' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-status')).toBe('confirmed'));
    expect(document.activeElement?.textContent).toBe('Confirmed');
  });

  it('goes to the new status after Start Ride, asked twice', async () => {
    const answer = serveStep('confirmed', 'in_progress');
    await i18n.changeLanguage('en');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Ride' }));
    fireEvent.click(screen.getByRole('button', { name: /^Yes, start/ }));
    const start = screen.getByRole('button', { name: 'Start Ride' });
    await waitFor(() => expect(start.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(start);
    answer(jsonResponse({ id: ID, revision: 3, position: '102', models: ['bookings'] }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-status')).toBe('in_progress'));
  });

  it('stays on Confirm, pressed once, when the server refuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const said = vi.spyOn(toast, 'error');
    const answer = serveStep('pending');
    await i18n.changeLanguage('en');
    renderPage();
    await pressEnterTwiceWhileBusy(await screen.findByRole('button', { name: 'Confirm' }));
    answer(
      problemResponse(409, {
        title: 'Conflict',
        detail: 'Cannot confirm a booking that is cancelled',
        code: 'booking_now_cancelled',
        params: { step: 'confirm' },
      }),
    );
    await waitFor(() => expect(said).toHaveBeenCalled());
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(confirm);
    expect(answer.posts()).toBe(1);
  });
});

describe('a step refused by what a colleague did meanwhile (decision 282)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it.each([
    [
      'fr',
      'Annuler',
      'Oui, annuler la réservation',
      'Cette réservation a été terminée entre-temps. La page affiche maintenant la réservation telle qu’elle est.',
      'Terminée',
    ],
    [
      'de',
      'Stornieren',
      'Ja, Buchung stornieren',
      'Diese Buchung wurde inzwischen abgeschlossen. Die Seite zeigt die Buchung jetzt so, wie sie ist.',
      'Abgeschlossen',
    ],
  ])(
    'says in %s that it was completed meanwhile, and shows it completed',
    async (language, cancel, yes, said, status) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(toast, 'error');
      // The colleague completed it: the refusal's answer, and the booking as the page reads it again.
      const answer = serveStep('pending', 'completed');
      await i18n.changeLanguage(language);
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: cancel }));
      fireEvent.click(screen.getByRole('button', { name: yes }));
      answer(problemResponse(409, STALE_CANCEL));
      await waitFor(() => expect(error).toHaveBeenCalledWith(said));
      await waitFor(() => expect(document.querySelector('[data-status]')?.textContent).toBe(status));
      expect(screen.queryByRole('button', { name: cancel })).toBeNull();
    },
  );
});
