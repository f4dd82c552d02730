import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ProjectionStatus, ProjectionsOverview } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { useToastStore } from '../../../lib/toast';
import { ProjectionsPage } from './ProjectionsPage';
import { POLL_MS } from './useProjections';

const status = (name: string, extra: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  state: 'live',
  checkpoint: '12345',
  head: '12345',
  lag_events: 0,
  lag_ms: 0,
  events_applied: 12345,
  error: null,
  version: 2,
  ...extra,
});
const overview = (items: ProjectionStatus[]): ProjectionsOverview => ({
  items,
  reactors: [
    { name: 'mail', state: 'running', checkpoint: '12345', sent: 1200, skipped: 3, undeliverable: 0 },
  ],
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter>
        <ProjectionsPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const table = async () => within(await screen.findByTestId('projections-table'));
const row = async (name: string) =>
  within((await screen.findByTestId('projections-table')).querySelector(`[data-projection="${name}"]`)!);

describe('admin projections page', () => {
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('lists every read model with its state in words, figures in the admin number format, and the reactors', async () => {
    await i18n.changeLanguage('fr');
    mockFetch(() =>
      jsonResponse(
        overview([
          status('bookings'),
          status('users', { state: 'catching_up', checkpoint: '10000', lag_events: 2345, lag_ms: 3500 }),
          status('analytics', {
            state: 'failed',
            lag_events: 1,
            lag_ms: 45_296_300,
            error: {
              message: 'boom',
              position: '77',
              event_type: 'BookingRequested',
              at: '2026-11-24T10:00:00Z',
            },
          }),
        ]),
      ),
    );
    renderPage();
    const bookings = await row('bookings');
    expect(bookings.getByText('En direct')).toBeTruthy();
    // The model's name in the admin's language, with the name the command line takes, marked untranslatable.
    expect(bookings.getByRole('rowheader').firstChild?.textContent).toBe('Réservations');
    expect(bookings.getByText('bookings').getAttribute('translate')).toBe('no');
    // A model the texts do not know yet shows its technical name rather than a missing key.
    expect((await row('analytics')).getByRole('rowheader').firstChild?.textContent).toBe('analytics');
    const users = await row('users');
    expect(users.getByText('Rattrapage')).toBeTruthy();
    // 2 345 events and 3,5 s, as French writes them (a space groups the thousands).
    expect(users.getByText(/^2\s345 événements · 3,5 s$/)).toBeTruthy();
    const analytics = await row('analytics');
    expect(analytics.getByText('En échec')).toBeTruthy();
    // A stopped model's lag grows by the hour: told in hours and minutes, not "45 296,3 s".
    // (No line breaks between a number and its unit.)
    expect(analytics.getByText('1 événement · 12 h 34 min').textContent).toBe(
      '1 événement · 12\u00a0h 34\u00a0min',
    );
    expect(analytics.getByText('boom')).toBeTruthy();
    expect(analytics.getByText('Événement BookingRequested à la position 77')).toBeTruthy();
    expect((await table()).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Réacteurs')).toBeTruthy();
    expect(screen.getByText('E-mails')).toBeTruthy();
    expect(screen.getByText(/^1\s200$/)).toBeTruthy();
  });

  it("names every read model the server registers in the admin's language, the staff and fares ones too", async () => {
    await i18n.changeLanguage('de');
    // The server's read models, in its order (services/api/src/modules.test.ts): a tour found 'staff' and
    // 'pricing' shown as their technical names, twice over, in every language.
    const names = [
      ...['vehicles', 'vehicle_cars', 'services', 'reviews', 'stats', 'blog_posts', 'users', 'customers'],
      ...['staff', 'my_bookings', 'bookings', 'admin_analytics', 'admin_notifications', 'system_settings'],
      ...['messages', 'chauffeurs', 'pricing', 'activity'],
    ];
    mockFetch(() => jsonResponse(overview(names.map((name) => status(name)))));
    renderPage();
    for (const name of names)
      expect((await row(name)).getByRole('rowheader').firstChild?.textContent, name).not.toBe(name);
    expect((await row('staff')).getByRole('rowheader').firstChild?.textContent).toBe('Mitarbeiter');
    expect((await row('pricing')).getByRole('rowheader').firstChild?.textContent).toBe('Tarife');
  });

  it('says above every live read model that their store is damaged, in the admin language, with the server’s reason', async () => {
    await i18n.changeLanguage('fr');
    const reason =
      'The read store file /data/read.sqlite is damaged: the file is 400000 bytes long (cut short).';
    mockFetch(() =>
      jsonResponse({
        ...overview([status('bookings'), status('vehicles')]),
        stores: { event_store: { ok: true }, read_store: { ok: false, error: reason } },
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Le stockage des modèles de lecture est défaillant\u00a0: ce que montrent l’administration et le site peut être faux ou manquant avant sa réparation. Le serveur indique\u00a0: ' +
        reason,
    );
    // Only the failing store is named: the event log answered.
    expect(alert.querySelector('[data-store="event_store"]')).toBeNull();
    expect((await row('bookings')).getByText('En direct')).toBeTruthy();
  });

  it('shows no store warning while both stores answer', async () => {
    mockFetch(() =>
      jsonResponse({
        ...overview([status('bookings')]),
        stores: { event_store: { ok: true }, read_store: { ok: true } },
      }),
    );
    renderPage();
    await row('bookings');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rebuilds after a confirmation whose focus is on Cancel (decision 289), then shows its progress as a progress bar while polling', async () => {
    let rebuilding = false;
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') {
        rebuilding = true;
        return jsonResponse(status('vehicles'), 202);
      }
      return jsonResponse(
        overview([
          rebuilding
            ? status('vehicles', { state: 'rebuilding', rebuild: { done: 400, total: 1000 } })
            : status('vehicles'),
        ]),
      );
    });
    renderPage();
    const vehicles = await row('vehicles');
    vehicles.getByRole('button', { name: 'Rebuild Vehicles' }).focus();
    pressEnter();
    // The focus is on Cancel (decision 289): Enter twice rebuilds nothing.
    expect(document.activeElement).toBe(vehicles.getByRole('button', { name: 'Cancel' }));
    expect(vehicles.getByText('Rebuild “Vehicles” from the whole log?')).toBeTruthy();
    pressEnter();
    expect(document.activeElement).toBe(vehicles.getByRole('button', { name: 'Rebuild Vehicles' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(vehicles.getByRole('button', { name: 'Yes, rebuild' }));
    pressEnter();
    // The keyboard is back on the row's Rebuild, not at the top of the page, while that button is unavailable.
    expect(document.activeElement).toBe(vehicles.getByRole('button', { name: 'Rebuild Vehicles' }));
    const bar = await (
      await row('vehicles')
    ).findByRole('progressbar', { name: 'Rebuild progress of Vehicles' });
    expect(bar.getAttribute('aria-valuenow')).toBe('400');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect((await row('vehicles')).getByText('400 / 1,000 events')).toBeTruthy();
    const unavailable = (await row('vehicles')).getByRole('button', { name: 'Rebuild Vehicles' });
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(unavailable);
    // Pressed again meanwhile, it asks nothing and sends nothing.
    pressEnter();
    expect((await row('vehicles')).queryByText('Rebuild “Vehicles” from the whole log?')).toBeNull();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/admin/projections/vehicles/rebuild'),
    ]);
  });

  /** What the page said aloud (the toasts are polite or assertive live regions). */
  const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.message}`);

  /** A rebuild of Vehicles asked for with the keyboard; the list answers `after` once it was asked. */
  async function rebuildVehicles(after: (reads: number) => ProjectionStatus) {
    useToastStore.setState({ toasts: [] });
    let asked = false;
    let reads = 0;
    mockFetch((url, init) => {
      if (init.method === 'POST') {
        asked = true;
        return jsonResponse(status('vehicles', { state: 'rebuilding', rebuild: { done: 0, total: 0 } }), 202);
      }
      return jsonResponse(overview([asked ? after(reads++) : status('vehicles')]));
    });
    renderPage();
    const vehicles = await row('vehicles');
    vehicles.getAllByRole('button')[0]!.focus();
    pressEnter();
    pressTab();
    pressEnter();
  }

  it('says aloud when the rebuild it started has finished, not only that it started', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await rebuildVehicles((reads) =>
      reads < 2
        ? status('vehicles', { state: 'rebuilding', rebuild: { done: 400, total: 1000 } })
        : status('vehicles'),
    );
    await (await row('vehicles')).findByRole('progressbar');
    expect(toasts()).toEqual(['success: Rebuild of “Vehicles” started']);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    await (await row('vehicles')).findByText('Live');
    expect(toasts()).toEqual([
      'success: Rebuild of “Vehicles” started',
      'success: Rebuild of “Vehicles” finished',
    ]);
  });

  it('says aloud, and in the row, that a rebuild failed while the read model kept serving', async () => {
    await i18n.changeLanguage('de');
    const failure = {
      message: 'lookup failed',
      position: '77',
      event_type: 'BookingRequested',
      at: '2026-11-24T10:00:00Z',
    };
    await rebuildVehicles(() => status('vehicles', { rebuild_failed: failure }));
    await (await row('vehicles')).findByText('Letzter Neuaufbau fehlgeschlagen');
    const vehicles = await row('vehicles');
    expect(vehicles.getByText('Live')).toBeTruthy();
    expect(vehicles.getByText('lookup failed')).toBeTruthy();
    expect(vehicles.getByText('Ereignis BookingRequested an Position 77')).toBeTruthy();
    expect(toasts()).toEqual([
      'success: Neuaufbau von „Fahrzeuge“ gestartet',
      'error: Der Neuaufbau von „Fahrzeuge“ ist fehlgeschlagen; es zeigt weiter, was es vorher zeigte: lookup failed',
    ]);
  });

  it('keeps polling while a read model moves, and stops once all are live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    mockFetch(() => {
      reads += 1;
      return jsonResponse(overview([status('users', reads < 3 ? { state: 'reconnecting' } : {})]));
    });
    renderPage();
    await (await row('users')).findByText('Reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    await (await row('users')).findByText('Live');
    const settled = reads;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 4));
    expect(reads).toBe(settled);
  });

  it('says so in the admin language when a rebuild of that read model already runs (409)', async () => {
    await i18n.changeLanguage('de');
    mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(409, { detail: 'A rebuild of vehicles is already running. Wait for it to finish.' })
        : jsonResponse(overview([status('vehicles')])),
    );
    renderPage();
    const vehicles = await row('vehicles');
    fireEvent.click(vehicles.getByRole('button', { name: 'Fahrzeuge neu aufbauen' }));
    fireEvent.click(vehicles.getByRole('button', { name: 'Ja, neu aufbauen' }));
    expect((await vehicles.findByRole('alert')).textContent).toContain(
      'Ein Neuaufbau von „Fahrzeuge“ läuft bereits.',
    );
  });

  it('joins why a rebuild could not start with the language’s colon: a no-break space before it in French', async () => {
    await i18n.changeLanguage('fr');
    mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(409, { detail: 'A rebuild of vehicles is already running. Wait for it to finish.' })
        : jsonResponse(overview([status('vehicles')])),
    );
    renderPage();
    const vehicles = await row('vehicles');
    fireEvent.click(vehicles.getByRole('button', { name: 'Reconstruire Véhicules' }));
    fireEvent.click(vehicles.getByRole('button', { name: 'Oui, reconstruire' }));
    expect((await vehicles.findByRole('alert')).textContent).toMatch(
      /^La reconstruction de «\u00a0Véhicules\u00a0» n’a pas pu démarrer\u00a0: \S/,
    );
  });

  it("counts a failing reactor's attempts with the language's plural", async () => {
    const failing = (attempts: number): ProjectionsOverview => ({
      items: [],
      reactors: [
        {
          ...overview([]).reactors[0]!,
          failing: { message: 'SMTP down', since: '2026-11-24T09:30:00.000Z', attempts },
        },
      ],
    });
    const expected = {
      en: ['(1 attempt)', '(2 attempts)'],
      nl: ['(1 poging)', '(2 pogingen)'],
      fr: ['(1 essai)', '(2 essais)'],
      de: ['(1 Versuch)', '(2 Versuche)'],
    };
    for (const [language, texts] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      for (const [index, text] of texts.entries()) {
        mockFetch(() => jsonResponse(failing(index + 1)));
        const { unmount } = renderPage();
        const status = await screen.findByText(/SMTP down/);
        expect(status.textContent).toContain(text);
        unmount();
      }
    }
  });

  it('shows the load error with a retry, and an empty list as such', async () => {
    mockFetch(() => problemResponse(503, { detail: 'A data store is unavailable.' }));
    const { unmount } = renderPage();
    expect(await screen.findByText('The read models could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();
    mockFetch(() => jsonResponse({ items: [], reactors: [] }));
    renderPage();
    expect(await screen.findByText('No read models are registered.')).toBeTruthy();
  });
});
