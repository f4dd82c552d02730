import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { brusselsDayOf, nextDay } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { i18n } from '../../../i18n';
import { BookingsPage } from './BookingsPage';
import { bookingRow as row } from './bookingRow.fixture';

const ID = '11111111-1111-4111-8111-111111111111';
const page = {
  items: [{ ...row(ID, 'confirmed', 1), emergency_contact_name: 'Zoë Peeters' }],
  total: 1,
  limit: 25,
  offset: 0,
};

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/bookings', element: <BookingsPage /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The list queries the page sent, as the server reads them. */
const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/bookings')
    .map((url) => Object.fromEntries(url.searchParams));

describe('admin bookings list: pickup days, order, search (issue 17)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the view from the URL, shows the customer and pickup time, and keeps every filter with paging', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ...page, total: 60 }));
    renderAt('/admin/bookings?status=confirmed&from=2026-11-23&to=2026-11-24&sort=pickup_desc&q=zo&page=2');
    const table = within((await screen.findAllByRole('table'))[0]!);
    expect(table.getByRole('columnheader', { name: 'Customer' })).toBeTruthy();
    expect(table.getByRole('cell', { name: 'Zoë Peeters' })).toBeTruthy();
    expect(listQueries(fetchMock).at(-1)).toEqual({
      status: 'confirmed',
      from: '2026-11-23',
      to: '2026-11-24',
      sort: 'pickup_desc',
      q: 'zo',
      limit: '25',
      offset: '25',
    });
    expect((screen.getByLabelText('Pickup from') as HTMLInputElement).value).toBe('2026-11-23');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('zo');
  });

  it('Today and Tomorrow pick one Brussels day in pickup order, in the URL, back to the first page', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page));
    const router = renderAt('/admin/bookings?status=pending&page=3');
    const today = brusselsDayOf(Date.now());
    fireEvent.click(await screen.findByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({
        status: 'pending',
        from: today,
        to: today,
        sort: 'pickup_asc',
        offset: '0',
      }),
    );
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(router.state.location.search).toContain(`from=${nextDay(today)}`));
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('searches once typing pauses or on Enter, trimmed, and Clear filters empties the view', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page));
    const router = renderAt('/admin/bookings');
    const box = await screen.findByLabelText('Search');
    fireEvent.change(box, { target: { value: '  ch-7k3p ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ q: 'ch-7k3p' }));
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'pickup_asc' } });
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ q: 'ch-7k3p', sort: 'pickup_asc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  // Decision 296: at 390 px the French placeholder was cut ("Référence, nom, téléphone ou e-m…"). A short
  // one fits; a screen reader still hears in full what can be searched, as the field's description.
  it.each([
    ['en', 'Search', 'Ref., name, phone, e-mail', 'Reference, name, phone or e-mail'],
    ['fr', 'Rechercher', 'Réf., nom, tél., e-mail', 'Référence, nom, téléphone ou e-mail'],
    ['nl', 'Zoeken', 'Ref., naam, tel., e-mail', 'Referentie, naam, telefoon of e-mail'],
    ['de', 'Suchen', 'Ref., Name, Tel., E-Mail', 'Referenz, Name, Telefon oder E-Mail'],
  ])(
    'in %s, the search box has a short placeholder and says in full what it finds',
    async (language, name, placeholder, full) => {
      await i18n.changeLanguage(language);
      try {
        mockFetch(() => jsonResponse(page));
        renderAt('/admin/bookings');
        const box = await screen.findByRole('searchbox', { name, description: full });
        expect(box.getAttribute('placeholder')).toBe(placeholder);
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('in French, a box keeps only the change requests waiting, in the URL and the query; a shared link reads it back', async () => {
    await i18n.changeLanguage('fr');
    try {
      const fetchMock = mockFetch(() => jsonResponse(page));
      const router = renderAt('/admin/bookings?status=pending&page=2');
      const box = (await screen.findByRole('checkbox', {
        name: 'Avec une modification demandée',
      })) as HTMLInputElement;
      expect(box.checked).toBe(false);
      fireEvent.click(box);
      await waitFor(() =>
        expect(listQueries(fetchMock).at(-1)).toMatchObject({
          status: 'pending',
          change_request: 'open',
          offset: '0',
        }),
      );
      expect(router.state.location.search).toBe('?status=pending&change_request=open');
      expect(box.checked).toBe(true);
      fireEvent.click(box);
      await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
      expect(listQueries(fetchMock).at(-1)).not.toHaveProperty('change_request');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  // Decision 324: the shared "No bookings with this status." was not true of the filter "With a change
  // request" (bookings of that status exist; none has a request waiting). The empty list says what the
  // filter found nothing of, and stays true when a status, a pickup day or a search narrows it too.
  it.each([
    [
      'fr',
      '?change_request=open',
      'Aucune réservation n’a de modification demandée en attente de votre réponse.',
    ],
    [
      'fr',
      '?status=confirmed&change_request=open',
      'Aucune réservation avec ce statut n’a de modification demandée en attente de votre réponse.',
    ],
    [
      'fr',
      '?status=pending&q=zo&change_request=open',
      'Aucune réservation correspondant à ces filtres n’a de modification demandée en attente de votre réponse.',
    ],
    ['nl', '?change_request=open', 'Bij geen enkele boeking wacht een gevraagde wijziging op uw antwoord.'],
    [
      'nl',
      '?status=confirmed&change_request=open',
      'Bij geen enkele boeking met deze status wacht een gevraagde wijziging op uw antwoord.',
    ],
    [
      'nl',
      '?from=2026-11-23&change_request=open',
      'Bij geen enkele boeking die aan deze filters voldoet, wacht een gevraagde wijziging op uw antwoord.',
    ],
    ['fr', '?status=confirmed', 'Aucune réservation avec ce statut.'],
  ])('in %s, an empty list at %s says %j', async (language, query, text) => {
    await i18n.changeLanguage(language);
    try {
      mockFetch(() => jsonResponse({ items: [], total: 0, limit: 25, offset: 0 }));
      renderAt(`/admin/bookings${query}`);
      expect(await screen.findByText(text)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('folds the filters behind a button on a phone, told to assistive technology', async () => {
    mockFetch(() => jsonResponse(page));
    renderAt('/admin/bookings');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/(^| )hidden( |$)/);
  });
});
