import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { Toaster } from '../../../components/ui/Toaster';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnter, pressEnterTwiceWhileBusy, pressTab } from '../../../test/keyboard';
import { BookingsPage } from './BookingsPage';
import { useAuthStore } from '../../auth';
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
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('keyboard: Export CSV keeps the focus while the bookings are fetched, and a second Enter exports nothing more (decision 308)', async () => {
    // jsdom has no object URLs: the file is made, its download not followed.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bookings'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let answer = () => {};
    const calls = mockFetch((url) =>
      url.includes('limit=500')
        ? new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse({ ...page, limit: 500 }))))
        : jsonResponse(page),
    );
    renderPage();
    await screen.findAllByRole('row');
    await pressEnterTwiceWhileBusy(screen.getByRole('button', { name: 'Export CSV' }));
    answer();
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls.filter(([url]) => String(url).includes('limit=500'))).toHaveLength(1);
  });

  it('exports every booking of the view, not only the first 500: page after page, each booking once', async () => {
    let written = '';
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        void blob.text().then(
          (text) => (written = text),
          (e) => console.log('TEXTERR', String(e)),
        );
        return 'blob:bookings';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    // 1,101 bookings; one made while the export reads shifts the second page by a row (row 500 again).
    const rows = Array.from({ length: 1_101 }, (_, n) => ({
      ...row(id(n), 'pending', 0),
      reference: `CH-${String(n).padStart(6, '0')}`,
    }));
    const calls = mockFetch((url) => {
      if (!url.includes('limit=500')) return jsonResponse(page);
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const from = offset === 0 ? 0 : offset - 1;
      return jsonResponse({ items: rows.slice(from, from + 500), total: 1_101, limit: 500, offset });
    });
    renderPage();
    await screen.findAllByRole('row');
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    pressEnter();
    await waitFor(() => expect(written).not.toBe(''));
    const offsets = calls.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('limit=500'))
      .map((url) => new URL(url, 'http://x').searchParams.get('offset'));
    // Each page after the first starts on the previous page's last row (allBookingsOf: nothing skipped).
    expect(offsets).toEqual(['0', '499', '998']);
    const lines = written
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 1_101); // the header, then every booking once
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1_101);
  });

  it('loses no booking when one leaves the view while the pages are read (a pending booking confirmed during the export of the pending ones)', async () => {
    let written = '';
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        void blob.text().then((text) => (written = text));
        return 'blob:bookings';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const rows = Array.from({ length: 1_001 }, (_, n) => ({
      ...row(id(n), 'pending', 0),
      reference: `CH-${String(n).padStart(6, '0')}`,
    }));
    // Once the first page is read, the fourth booking is confirmed: it leaves the view, the rest move up.
    let reads = 0;
    mockFetch((url) => {
      if (!url.includes('limit=500')) return jsonResponse(page);
      const view = reads++ === 0 ? rows : rows.filter((_, n) => n !== 3);
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      return jsonResponse({
        items: view.slice(offset, offset + 500),
        total: view.length,
        limit: 500,
        offset,
      });
    });
    renderPage();
    await screen.findAllByRole('row');
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    pressEnter();
    await waitFor(() => expect(written).not.toBe(''));
    const references = written
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    // Every booking of the view as it ends, once: the 501st (moved up onto the first page) included.
    expect(references).toHaveLength(1_000);
    expect(new Set(references).size).toBe(1_000);
    expect(references).toContain('CH-000500');
  });

  it('says the export must be made again, and writes nothing, when the view keeps changing under it', async () => {
    const createObjectURL = vi.fn(() => 'blob:bookings');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    // A booking leaves the view before every page after the first: each pass would skip one.
    let reads = 0;
    mockFetch((url) => {
      if (!url.includes('limit=500')) return jsonResponse(page);
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const from = offset === 0 ? 0 : offset + ++reads;
      const items = Array.from({ length: 500 }, (_, n) => row(id(from + n), 'pending', 0));
      return jsonResponse({ items, total: 2_000, limit: 500, offset });
    });
    renderPage();
    await screen.findAllByRole('row');
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    pressEnter();
    expect(
      await screen.findByText('The bookings changed while they were being exported. Please export again.'),
    ).toBeTruthy();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('stops an export still reading its pages when the admin leaves the list: no file turns up on the next page', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bookings'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let answer = () => {};
    const exportPages: AbortSignal[] = [];
    mockFetch((url, init) => {
      if (!url.includes('limit=500')) return jsonResponse(page);
      exportPages.push(init.signal!);
      return new Promise<Response>(
        (resolve) => (answer = () => resolve(jsonResponse({ ...page, limit: 500 }))),
      );
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        { path: '/admin/bookings', element: <BookingsPage /> },
        { path: '/admin/messages', element: <h1>Messages</h1> },
      ],
      { initialEntries: ['/admin/bookings'] },
    );
    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </AppProviders>,
    );
    await screen.findAllByRole('row');
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    pressEnter();
    await waitFor(() => expect(exportPages).toHaveLength(1));
    await act(() => router.navigate('/admin/messages'));
    await screen.findByRole('heading', { name: 'Messages' });
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Before: the page's request went on and the file was made on the messages page.
    expect(exportPages[0]!.aborted).toBe(true);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[role=alert]')).toHaveLength(0);
  });

  it('marks, in French, beside its status, the booking whose customer asked for a change: in the table and on the cards (decision 319)', async () => {
    const asked = {
      ...row(CONFIRMED, 'confirmed', 1),
      scheduled_time: '2030-05-01T08:00:00.000Z',
      change_request_open: true,
    };
    mockFetch(() => jsonResponse({ ...page, items: [row(PENDING, 'pending', 0), asked] }));
    await i18n.changeLanguage('fr');
    const { container } = renderPage();
    await screen.findAllByRole('row');
    const marked = (selector: string) =>
      [...container.querySelectorAll<HTMLElement>(selector)].map((element) => ({
        status: element.querySelector('[data-status]')?.textContent,
        marked: within(element).queryByText('Modification demandée') !== null,
      }));
    expect(marked('tr[data-booking]')).toEqual([
      { status: 'En attente', marked: false },
      { status: 'Confirmée', marked: true },
    ]);
    // What a screen reader names the status cell: the words, not a colour alone.
    const named = screen.getAllByRole('cell', { name: /Modification demandée/ });
    expect(named.map((cell) => cell.closest('tr')?.dataset.booking)).toEqual([CONFIRMED]);
    expect(marked('li[data-booking]')).toEqual([
      { status: 'En attente', marked: false },
      { status: 'Confirmée', marked: true },
    ]);
  });

  it('drops the marker once the pickup time has passed: the request has expired and can no longer be answered (decision 284)', async () => {
    const ahead = { ...row(PENDING, 'pending', 0), scheduled_time: '2030-05-01T08:00:00.000Z' };
    const passed = { ...row(CONFIRMED, 'confirmed', 1), scheduled_time: '2026-01-01T08:00:00.000Z' };
    mockFetch(() =>
      jsonResponse({
        ...page,
        items: [ahead, passed].map((booking) => ({ ...booking, change_request_open: true })),
      }),
    );
    const { container } = renderPage();
    await screen.findAllByRole('row');
    const marked = [...container.querySelectorAll<HTMLElement>('tr[data-booking]')].map((element) => ({
      booking: element.dataset.booking,
      marked: within(element).queryByText('Change requested') !== null,
    }));
    expect(marked).toEqual([
      { booking: PENDING, marked: true },
      { booking: CONFIRMED, marked: false },
    ]);
  });

  it("counts the passengers on a phone's cards with the language's plural (German nouns capitalised)", async () => {
    const one = { ...row(PENDING, 'pending', 0), passenger_count: 1 };
    mockFetch(() => jsonResponse({ ...page, items: [one, row(CONFIRMED, 'confirmed', 1)] }));
    const expected = {
      en: ['1 passenger', '2 passengers'],
      nl: ['1 passagier', '2 passagiers'],
      fr: ['1 passager', '2 passagers'],
      de: ['1 Fahrgast', '2 Fahrgäste'],
    };
    for (const [language, [single, plural]] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      const { container, unmount } = renderPage();
      await screen.findAllByRole('row');
      const cards = [...container.querySelectorAll('li[data-booking]')].map((card) => card.textContent);
      expect(cards[0]).toContain(`· ${single}`);
      expect(cards[1]).toContain(`· ${plural}`);
      unmount();
    }
  });

  it('keeps the table to eight columns (passengers under the vehicle, one route), references on one line', async () => {
    mockFetch(() => jsonResponse(page));
    await i18n.changeLanguage('de');
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Referenz', 'Kunde', 'Zeit', 'Fahrzeug', 'Strecke', 'Preis', 'Status', 'Aktionen']);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells[0]!.className).toContain('whitespace-nowrap');
    expect(cells[3]!.textContent).toBe('Mercedes-Benz S-Class2 Fahrgäste');
    expect(cells[4]!.textContent).toBe('Abholung Grand-Place, Brussels→ Ziel Brussels Airport');
    // The actions one under the other, each still a named button.
    const actions = within(cells[7]!).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Bestätigen', 'Stornieren', 'Löschen']);
    expect(actions[0]!.parentElement!.className).toContain('flex-col');
  });

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

  it('answers a row\'s question with a "no" that is not the row\'s Cancel, in four languages (decision 295)', async () => {
    // The browser tour of 2026-11-29 in French: "Démarrer la course ?" offered "Annuler" (close the question,
    // focused) right above "Annuler" (cancel the booking), and the same beside Delete.
    mockFetch(() => jsonResponse(page));
    const expected = {
      en: ['Not yet', 'Keep booking'],
      fr: ['Pas encore', 'Garder la réservation'],
      nl: ['Nog niet', 'Boeking behouden'],
      de: ['Noch nicht', 'Buchung behalten'],
    };
    for (const [language, [notYet, keep]] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      const { unmount } = renderPage();
      const rows = await screen.findAllByRole('row');
      const confirmed = within(rows[2]!);
      const pending = within(rows[1]!);
      const names = (inRow: typeof pending) => inRow.getAllByRole('button').map((b) => b.textContent);
      const cancelStep = i18n.t('admin:bookings.action.cancel');

      fireEvent.click(confirmed.getByRole('button', { name: i18n.t('admin:bookings.action.start') }));
      expect(document.activeElement?.textContent).toBe(notYet);
      expect(names(confirmed).filter((name) => name === cancelStep)).toHaveLength(1);
      fireEvent.click(confirmed.getByRole('button', { name: notYet }));

      fireEvent.click(pending.getByRole('button', { name: i18n.t('admin:bookings.action.delete') }));
      expect(document.activeElement?.textContent).toBe(keep);
      expect(names(pending).filter((name) => name === cancelStep)).toHaveLength(1);
      unmount();
    }
  });

  it("prints each fare in its own currency, never today's setting nor a fixed euro (decision 247)", async () => {
    const inPounds = { ...row(CONFIRMED, 'confirmed', 1), currency: 'GBP' as const };
    mockFetch(() => jsonResponse({ ...page, items: [row(PENDING, 'pending', 0), inPounds] }));
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('€50.40')).toBeTruthy();
    expect(within(rows[2]!).getByText('£50.40')).toBeTruthy();
    expect(within(rows[2]!).queryByText('€50.40')).toBeNull();
  });

  it('asks with the focus on "Buchung behalten" (decision 289): Enter twice cancels nothing and gives the focus back, as Escape and the delete question’s "Buchung behalten" do; Tab then Enter cancels', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST' ? jsonResponse({ id: PENDING, revision: 1, position: '9' }) : jsonResponse(page),
    );
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await i18n.changeLanguage('de');
    renderPage();
    const pending = within((await screen.findAllByRole('row'))[1]!);
    const stornieren = () => pending.getByRole('button', { name: 'Stornieren' });
    stornieren().focus();
    pressEnter();
    const question = within(pending.getByRole('group', { name: /^Buchung CH-111111 stornieren\?/ }));
    expect(document.activeElement).toBe(question.getByRole('button', { name: 'Buchung behalten' }));
    pressEnter();
    expect(pending.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(stornieren());
    pressEnter();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(stornieren());
    fireEvent.click(pending.getByRole('button', { name: 'Löschen' }));
    fireEvent.click(pending.getByRole('button', { name: 'Buchung behalten' }));
    expect(document.activeElement).toBe(pending.getByRole('button', { name: 'Löschen' }));
    expect(posts()).toHaveLength(0);

    stornieren().focus();
    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(pending.getByRole('button', { name: 'Ja, Buchung stornieren' }));
    pressEnter();
    await waitFor(() =>
      expect(posts().map(([url]) => url)).toEqual([`/api/admin/bookings/${PENDING}/cancel`]),
    );
  });

  it("after Confirm in a row, the focus goes to that row's new status, not the page's body (the button is gone with it)", async () => {
    let confirmed = false;
    mockFetch((_url, init) => {
      if (init.method === 'POST') {
        confirmed = true;
        return jsonResponse({ id: PENDING, revision: 1, position: '101', models: ['bookings'] });
      }
      return jsonResponse({
        ...page,
        items: [row(PENDING, confirmed ? 'confirmed' : 'pending', confirmed ? 1 : 0), page.items[1]!],
      });
    });
    renderPage();
    const rows = await screen.findAllByRole('row');
    const confirm = within(rows[1]!).getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() => expect(within(rows[1]!).queryByRole('button', { name: 'Confirm' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirmed'));
    // The row's own badge: the keyboard goes on from the booking just confirmed.
    expect(rows[1]!.contains(document.activeElement)).toBe(true);
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

  it('says a change by someone else in French, without the server’s English sentence (decision 246)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('fr');
    const stale = {
      title: 'Conflict',
      detail: 'This record was changed by someone else. Reload it to see the latest version, then try again.',
      code: 'changed_by_someone_else',
      current_revision: 2,
    };
    mockFetch((_url, init) => (init.method === 'POST' ? problemResponse(409, stale) : jsonResponse(page)));
    renderPage();
    const rows = await screen.findAllByRole('row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Confirmer' }));
    const toast = await screen.findByText(/Quelqu’un d’autre vient de modifier cette réservation/);
    expect(toast.textContent).not.toMatch(/changed by someone else|Reload/);
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

  // Decision 296: the panel said only "from …" ("ab 01.05.2030, 10:00") where the driver's page says
  // "Opens on …": one sentence for both; with the date, as the list has no day heading.
  it.each([
    ['en', 'No-show', 'Opens on 1 May 2030, 10:00'],
    ['fr', 'Client absent', 'Possible à partir du 1 mai 2030, 10:00'],
    ['nl', 'Niet verschenen', 'Mogelijk vanaf 1 mei 2030, 10:00'],
    ['de', 'Nicht erschienen', 'Möglich ab 01.05.2030, 10:00'],
  ])('in %s, a shut step says when it opens as the driver’s page does', async (language, label, opens) => {
    mockFetch(() =>
      jsonResponse({
        ...page,
        items: [{ ...row(CONFIRMED, 'confirmed', 1), scheduled_time: '2030-05-01T08:00:00.000Z' }],
      }),
    );
    try {
      await i18n.changeLanguage(language);
      renderPage();
      const booking = within((await screen.findAllByRole('row'))[1]!);
      expect(booking.getByRole('button', { name: label, description: opens })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows No-show waiting until the pickup time, with that moment, in German; it opens then (browser tour 3: it answered 422)', async () => {
    const AHEAD = '44444444-4444-4444-8444-444444444444';
    const SOON = '55555555-5555-4555-8555-555555555555';
    const soon = new Date(Date.now() + 1500).toISOString();
    const fetchMock = mockFetch(() =>
      jsonResponse({
        ...page,
        items: [
          { ...row(AHEAD, 'confirmed', 1), scheduled_time: '2030-05-01T08:00:00.000Z' },
          { ...row(SOON, 'confirmed', 1), scheduled_time: soon },
        ],
      }),
    );
    try {
      await i18n.changeLanguage('de');
      renderPage();
      const [, ahead, later] = (await screen.findAllByRole('row')).map((r) => within(r));
      const noShow = ahead!.getByRole('button', { name: 'Nicht erschienen' }) as HTMLButtonElement;
      // Shut, yet reached by Tab (decision 290): a screen reader says it is unavailable, and why.
      expect(noShow.getAttribute('aria-disabled')).toBe('true');
      // Pickup 08:00 UTC = 10:00 in Brussels (summer time): the moment the server would name.
      expect(noShow.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(noShow.getAttribute('aria-describedby')!)!.textContent).toBe(
        'Möglich ab 01.05.2030, 10:00',
      );
      fireEvent.click(noShow);
      expect(screen.queryByText('Ja, Nichterscheinen erfassen')).toBeNull();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      // The other ride's pickup is a moment away: its No-show opens then, on the page left open.
      expect(later!.getByRole('button', { name: 'Nicht erschienen' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await waitFor(
        () =>
          expect(
            later!.getByRole('button', { name: 'Nicht erschienen' }).getAttribute('aria-disabled'),
          ).toBeNull(),
        { timeout: 5000 },
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a dispatcher Start waiting for its window, from the start window the bookings area answers, though the settings are not theirs (decision 283: it was offered early and refused)', async () => {
    const AHEAD = '44444444-4444-4444-8444-444444444444';
    const signedOut = useAuthStore.getState();
    useAuthStore.setState({
      status: 'signedIn',
      role: 'dispatcher',
      session: { user: { id: 'u2', email: 'dispatch@example.be', role: 'dispatcher' } },
    } as unknown as Parameters<typeof useAuthStore.setState>[0]);
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/admin/bookings/step-timing')
        ? jsonResponse({ ride_start_window_hours: 3, server_time: new Date().toISOString() })
        : url.startsWith('/api/admin/settings')
          ? problemResponse(403, { title: 'Forbidden' })
          : jsonResponse({
              ...page,
              items: [{ ...row(AHEAD, 'confirmed', 1), scheduled_time: '2030-05-01T08:00:00.000Z' }],
              total: 1,
            }),
    );
    try {
      renderPage();
      const ahead = within((await screen.findAllByRole('row'))[1]!);
      // Pickup 10:00 in Brussels (summer time), the window 3 hours before: 07:00.
      await waitFor(() =>
        expect(ahead.getByRole('button', { name: 'Start Ride' }).getAttribute('aria-disabled')).toBe('true'),
      );
      const start = ahead.getByRole('button', { name: 'Start Ride' });
      expect(document.getElementById(start.getAttribute('aria-describedby')!)!.textContent).toBe(
        'Opens on 1 May 2030, 07:00',
      );
      fireEvent.click(start);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/settings'))).toBe(false);
    } finally {
      useAuthStore.setState(signedOut, true);
    }
  });

  it("opens a dispatcher's Start by the server's clock, not the device's, 5 minutes behind or ahead (decision 290)", async () => {
    const SKEWED = '66666666-6666-4666-8666-666666666666';
    const signedOut = useAuthStore.getState();
    useAuthStore.setState({
      status: 'signedIn',
      role: 'dispatcher',
      session: { user: { id: 'u2', email: 'dispatch@example.be', role: 'dispatcher' } },
    } as unknown as Parameters<typeof useAuthStore.setState>[0]);
    // The device reads 09:00 in Brussels (08:00 UTC); the start window is 3 hours before the pickup.
    const device = Date.parse('2026-11-24T08:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: device });
    try {
      for (const { offsetMinutes, opensMinutes, hint } of [
        // Behind: the server's 09:05 has passed the window's 09:04, which the device has not reached.
        { offsetMinutes: 5, opensMinutes: 4, hint: null },
        // Ahead: the device has passed the window's 08:56, the server's 08:55 has not; the server would refuse.
        { offsetMinutes: -5, opensMinutes: -4, hint: 'Opens on 24 Nov 2026, 08:56' },
      ]) {
        const pickup = new Date(device + opensMinutes * 60_000 + 3 * 3_600_000).toISOString();
        mockFetch((url) =>
          url.startsWith('/api/admin/bookings/step-timing')
            ? jsonResponse({
                ride_start_window_hours: 3,
                server_time: new Date(device + offsetMinutes * 60_000).toISOString(),
              })
            : url.startsWith('/api/admin/settings')
              ? problemResponse(403, { title: 'Forbidden' })
              : jsonResponse({
                  ...page,
                  items: [{ ...row(SKEWED, 'confirmed', 1), scheduled_time: pickup }],
                  total: 1,
                }),
        );
        const { unmount } = renderPage();
        const skewed = within((await screen.findAllByRole('row'))[1]!);
        if (hint === null) {
          // Offered as soon as the server's clock has come: the step-timing answer brings it.
          await waitFor(() =>
            expect(
              skewed.getByRole('button', { name: 'Start Ride' }).getAttribute('aria-disabled'),
            ).toBeNull(),
          );
          fireEvent.click(skewed.getByRole('button', { name: 'Start Ride' }));
          expect(skewed.getByRole('button', { name: 'Yes, start the ride' })).toBeTruthy();
        } else {
          const start = await skewed.findByRole('button', { name: 'Start Ride', description: hint });
          expect(start.getAttribute('aria-disabled')).toBe('true');
        }
        unmount();
      }
    } finally {
      vi.useRealTimers();
      useAuthStore.setState(signedOut, true);
    }
  });

  it("reads the server's clock again after a start refused as too early, and then shows Start shut with its moment, focused (decision 290)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const MOVED = '77777777-7777-4777-8777-777777777777';
    // The device reads 09:00 in Brussels; the window (3 hours before pickup) opens at 09:04. The panel's first
    // reading of the server's clock is off (a device clock moved since it was read): Start is offered.
    const device = Date.parse('2026-11-24T08:00:00.000Z');
    const opens = new Date(device + 4 * 60_000).toISOString();
    vi.useFakeTimers({ toFake: ['Date'], now: device });
    let timingReads = 0;
    const fetchMock = mockFetch((url, init) => {
      if (url.startsWith('/api/admin/bookings/step-timing')) {
        const offset = timingReads++ === 0 ? 10 * 60_000 : 0;
        return jsonResponse({
          ride_start_window_hours: 3,
          server_time: new Date(device + offset).toISOString(),
        });
      }
      if (init.method === 'POST')
        return problemResponse(422, {
          title: 'Unprocessable Content',
          detail: 'This ride can be started from 24 Nov 2026, 09:04 (Brussels time) (3 hours before pickup)',
          code: 'start_too_early',
          params: { at: opens, count: 3 },
        });
      return jsonResponse({
        ...page,
        items: [
          {
            ...row(MOVED, 'confirmed', 1),
            scheduled_time: new Date(Date.parse(opens) + 3 * 3_600_000).toISOString(),
          },
        ],
        total: 1,
      });
    });
    try {
      renderPage();
      const moved = within((await screen.findAllByRole('row'))[1]!);
      await waitFor(() => expect(timingReads).toBe(1));
      fireEvent.click(moved.getByRole('button', { name: 'Start Ride' }));
      fireEvent.click(moved.getByRole('button', { name: 'Yes, start the ride' }));
      // The server is the judge: its refusal says when, and the panel then shows the step waiting for it.
      expect(await screen.findByText(/This ride can be started from 24 Nov 2026, 09:04/)).toBeTruthy();
      const shut = await moved.findByRole('button', {
        name: 'Start Ride',
        description: 'Opens on 24 Nov 2026, 09:04',
      });
      expect(shut.getAttribute('aria-disabled')).toBe('true');
      // The focus the pressed question dropped with its button is on the step now shut, not the page's top.
      await waitFor(() => expect(document.activeElement).toBe(shut));
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before completing a ride in progress, naming it; Cancel sends nothing, "Yes, complete the ride" sends it (decision 254)', async () => {
    const RIDING = '33333333-3333-4333-8333-333333333333';
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: RIDING, revision: 3, position: '10' })
        : jsonResponse({ ...page, items: [row(RIDING, 'in_progress', 2)], total: 1 }),
    );
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    renderPage();
    const riding = within((await screen.findAllByRole('row'))[1]!);
    fireEvent.click(riding.getByRole('button', { name: 'Complete Ride' }));
    const question = riding.getByRole('group', {
      name: 'Complete ride CH-333333? Its fare then counts in the revenue. This cannot be undone.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Not yet' }));
    expect(document.activeElement).toBe(riding.getByRole('button', { name: 'Complete Ride' }));
    expect(posts()).toHaveLength(0);
    fireEvent.click(riding.getByRole('button', { name: 'Complete Ride' }));
    fireEvent.click(riding.getByRole('button', { name: 'Yes, complete the ride' }));
    expect(await screen.findByText('Ride completed')).toBeTruthy();
    expect(posts().map(([url]) => url)).toEqual([`/api/admin/bookings/${RIDING}/complete`]);
  });

  it('asks before starting a confirmed ride, naming it, in English and French, with the focus on "Not yet" (decisions 289, 295): nothing is sent before "Yes", Escape sends nothing and gives the focus back (decision 261)', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: CONFIRMED, revision: 2, position: '9' })
        : jsonResponse(page),
    );
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    renderPage();
    const confirmed = within((await screen.findAllByRole('row'))[2]!);
    fireEvent.click(confirmed.getByRole('button', { name: 'Start Ride' }));
    const question = confirmed.getByRole('group', {
      name: 'Start ride CH-222222? It can then no longer be cancelled. This cannot be undone.',
    });
    const keep = within(question).getByRole('button', { name: 'Not yet' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(document.activeElement).toBe(confirmed.getByRole('button', { name: 'Start Ride' }));
    expect(posts()).toHaveLength(0);

    await act(() => i18n.changeLanguage('fr'));
    fireEvent.click(confirmed.getByRole('button', { name: 'Démarrer la course' }));
    expect(
      confirmed.getByRole('group', {
        name: 'Démarrer la course CH-222222\u00a0? Elle ne pourra plus être annulée. Cette action est définitive.',
      }),
    ).toBeTruthy();
    fireEvent.click(confirmed.getByRole('button', { name: 'Oui, démarrer la course' }));
    expect(await screen.findByText('Course démarrée')).toBeTruthy();
    expect(posts().map(([url]) => url)).toEqual([`/api/admin/bookings/${CONFIRMED}/start`]);
  });

  it('explains a start refused as too early by its code, with the moment the start window opens, in the panel language (issue 13, decision 248)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Pickup 18:00 UTC = 19:00 in Brussels; the window the server names opens 2 hours before.
    const refusal = {
      title: 'Unprocessable Content',
      detail: 'This ride can be started from 23 Nov 2026, 17:00 (Brussels time) (2 hours before pickup)',
      code: 'start_too_early',
      params: { at: '2026-11-23T16:00:00.000Z', count: 2 },
    };
    mockFetch((_url, init) => (init.method === 'POST' ? problemResponse(422, refusal) : jsonResponse(page)));
    try {
      await i18n.changeLanguage('fr');
      renderPage();
      const rows = await screen.findAllByRole('row');
      fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Démarrer la course' }));
      fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Oui, démarrer la course' }));
      expect(
        await screen.findByText(
          'Cette course peut démarrer à partir du 23 nov. 2026, 17:00 (heure de Bruxelles), 2 heures avant la prise en charge.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/can be started/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows 'Error Loading Bookings' when the list fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => problemResponse(500, { title: 'Internal Server Error' }));
    renderPage();
    expect(await screen.findByText('Error Loading Bookings')).toBeTruthy();
    expect(screen.getByText('Database connection error. Please try again later.')).toBeTruthy();
  });

  it('asks again on a switch of language and shows the booked place in the new language (decision 291)', async () => {
    // The server names a booked place in the language of the i18next cookie the browser sends with the call.
    const MIDI = {
      nl: 'Station Brussel-Zuid, Fonsnylaan 47B',
      fr: 'Gare de Bruxelles-Midi, Avenue Fonsny 47B',
    };
    const fetched = mockFetch(() => {
      const language = /(?:^|;\s*)i18next=(\w+)/.exec(document.cookie)?.[1] === 'fr' ? 'fr' : 'nl';
      const station = { ...row(PENDING, 'pending', 0).pickup_location, address: MIDI[language] };
      return jsonResponse({ ...page, items: [{ ...row(PENDING, 'pending', 0), pickup_location: station }] });
    });
    const listCalls = () => fetched.mock.calls.filter(([url]) => String(url).includes('/admin/bookings?'));
    await i18n.changeLanguage('nl');
    renderPage();
    expect(await screen.findAllByText(MIDI.nl, { exact: false })).not.toHaveLength(0);
    const asked = listCalls().length;

    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findAllByText(MIDI.fr, { exact: false })).not.toHaveLength(0);
    expect(screen.queryAllByText(MIDI.nl, { exact: false })).toHaveLength(0);
    expect(listCalls().length).toBeGreaterThan(asked);
  });
});
