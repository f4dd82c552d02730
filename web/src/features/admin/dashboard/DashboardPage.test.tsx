import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse } from '../../../test/fetch';
import { DEFAULT_ANSWERS, mockSiteApi } from '../../../test/site-api';
import { useAuthStore } from '../../auth';
import { DashboardPage } from './DashboardPage';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const euros = (amount: number) => (amount ? [{ currency: 'EUR' as const, amount }] : []);
const day = (
  date: string,
  revenue: { currency: 'EUR' | 'GBP'; amount: number }[],
  completed: number,
  cancelled: number,
  noShows: number,
) => ({
  date,
  total_revenue: revenue,
  completed_rides: completed,
  cancelled_rides: cancelled,
  no_show_rides: noShows,
});
const analytics = {
  days: [day('2026-11-22', euros(0), 0, 1, 1), day('2026-11-23', euros(120), 3, 0, 1)],
  totals: {
    total_revenue: euros(120),
    completed_rides: 3,
    cancelled_rides: 1,
    no_show_rides: 2,
    completion_rate: 75,
  },
};

const settings = { ...DEFAULT_SETTINGS, id: 'system', revision: -1, updated_at: null };

function renderDashboard(
  answer: unknown,
  companyCurrency: 'EUR' | 'GBP' = 'EUR',
  projections: unknown = { items: [], reactors: [] },
) {
  mockSiteApi({
    '/api/admin/projections': () => jsonResponse(projections),
    // The company's currency as a signed-out test reads it: the site's (useCompanyCurrency).
    '/api/config': async (url, init) => {
      const site = await (await DEFAULT_ANSWERS['/api/config']!(url, init)).json();
      return jsonResponse({ ...site, currency: companyCurrency });
    },
    '/api/admin/settings': () => jsonResponse({ ...settings, default_currency: companyCurrency }),
    '/api/admin/analytics': () => jsonResponse(answer),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Each chart's caption, and the names of its bars (weekday and amount). */
const charts = (container: HTMLElement) =>
  [...container.querySelectorAll('figure')].map((figure) => ({
    caption: figure.querySelector('figcaption')?.textContent,
    // Read as images with a name: an aria-label on a bare span is not read at all.
    bars: [...figure.querySelectorAll('ol li [role="img"]')].map((bar) => bar.getAttribute('aria-label')),
  }));

/** The read models' list with the dashboard's own in `state`. */
const analyticsModel = (state: 'live' | 'failed' | 'reconnecting') => ({
  items: [
    {
      name: 'admin_analytics',
      state,
      checkpoint: '161',
      head: '162',
      lag_events: state === 'live' ? 0 : 1,
      lag_ms: state === 'live' ? 0 : 5000,
      events_applied: 24,
      error:
        state === 'live'
          ? null
          : { message: 'boom', position: '162', event_type: 'BookingCancelled', at: '2026-11-30T01:00:00Z' },
      version: 3,
    },
  ],
  reactors: [],
});

describe('admin dashboard', () => {
  it('says above its figures that the read model they come from has stopped, with a way to it', async () => {
    await i18n.changeLanguage('de');
    renderDashboard(analytics, 'EUR', analyticsModel('failed'));
    await screen.findByTestId('completed');
    const notice = await screen.findByTestId('read-model-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain(
      'Das Lesemodell „Dashboard-Kennzahlen“ ist angehalten: Was diese Seite zeigt, ist womöglich nicht aktuell.',
    );
    const link = within(notice).getByRole('link', { name: 'Zu den Lesemodellen' });
    expect(link.getAttribute('href')).toBe('/admin/projections');
  });

  it('says nothing of its read model while it follows the log', async () => {
    renderDashboard(analytics, 'EUR', analyticsModel('live'));
    await screen.findByTestId('completed');
    await waitFor(() => expect(screen.queryByTestId('read-model-notice')).toBeNull());
  });

  afterEach(() => vi.restoreAllMocks());

  it('shows one revenue and one chart in the one currency ever used, as before decision 258', async () => {
    const { container } = renderDashboard(analytics);
    await waitFor(() => expect(screen.getByTestId('revenue').textContent).toBe('€120.00'));
    expect(charts(container)).toEqual([
      { caption: 'Revenue per day', bars: ['Sun 22: €0.00', 'Mon 23: €120.00'] },
    ]);
  });

  it('after a switch to pounds, says the euros and the pounds apart, never added together (decision 258)', async () => {
    const { container } = renderDashboard(
      {
        days: [
          day('2026-11-22', euros(85.1), 1, 0, 0),
          day(
            '2026-11-23',
            [
              { currency: 'EUR', amount: 0.2 },
              { currency: 'GBP', amount: 40.5 },
            ],
            2,
            0,
            0,
          ),
        ],
        totals: {
          total_revenue: [
            { currency: 'EUR', amount: 85.3 },
            { currency: 'GBP', amount: 40.5 },
          ],
          completed_rides: 3,
          cancelled_rides: 0,
          no_show_rides: 0,
          completion_rate: 100,
        },
      },
      'GBP',
    );
    await waitFor(() => expect(screen.getByTestId('revenue').textContent).toBe('€85.30 + £40.50'));
    // One chart per currency, each on its own scale.
    expect(charts(container)).toEqual([
      { caption: 'Revenue per day in EUR', bars: ['Sun 22: €85.10', 'Mon 23: €0.20'] },
      { caption: 'Revenue per day in GBP', bars: ['Sun 22: £0.00', 'Mon 23: £40.50'] },
    ]);
  });

  it('counts no-shows apart and says the completion rate leaves them out (issue 13)', async () => {
    const settings = { ...DEFAULT_SETTINGS, id: 'system', revision: -1, updated_at: null };
    mockSiteApi({
      '/api/admin/settings': () => jsonResponse(settings),
      '/api/admin/analytics': () => jsonResponse(analytics),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders client={client}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByTestId('no-shows')).textContent).toBe('2');
    expect(screen.getByText('No-shows')).toBeTruthy();
    expect(screen.getByTestId('completed').textContent).toBe('3');
    expect(screen.getByTestId('completion-rate').textContent).toBe('75%');
    expect(screen.getByText('Completed ÷ (completed + cancelled); no-shows are not counted')).toBeTruthy();
  });

  it('names each bar of the revenue chart with the French colon (a no-break space before it)', async () => {
    await i18n.changeLanguage('fr');
    const settings = { ...DEFAULT_SETTINGS, id: 'system', revision: -1, updated_at: null };
    mockSiteApi({
      '/api/admin/settings': () => jsonResponse(settings),
      '/api/admin/analytics': () => jsonResponse(analytics),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <AppProviders client={client}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByTestId('no-shows');
    const labels = [...container.querySelectorAll('ol li [role="img"]')].map((bar) =>
      bar.getAttribute('aria-label'),
    );
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label).toMatch(/^dim\. 22\u00a0: |^lun\. 23\u00a0: /);
    await i18n.changeLanguage('en');
  });

  it('writes the completion rate as each language does: 75% in English, 75 % with a no-break space in French and German', async () => {
    const shown: Record<string, string | null> = {};
    for (const language of ['en', 'fr', 'de', 'nl']) {
      await i18n.changeLanguage(language);
      const { unmount } = renderDashboard(analytics);
      shown[language] = (await screen.findByTestId('completion-rate')).textContent;
      unmount();
    }
    await i18n.changeLanguage('en');
    expect(shown).toEqual({ en: '75%', fr: '75\u00a0%', de: '75\u00a0%', nl: '75%' });
  });
});

describe('admin dashboard for a dispatcher', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.setState({ status: 'signedOut', session: null, role: null });
  });

  it('asks nothing of the settings, which a dispatcher may not read, and shows the site’s currency', async () => {
    useAuthStore.setState({
      status: 'signedIn',
      role: 'dispatcher',
      session: { user: { id: 'd1', email: 'dispatch@example.com', role: 'dispatcher' } },
    } as unknown as AuthState);
    const fetch = mockSiteApi({ '/api/admin/analytics': () => jsonResponse(analytics) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders client={client}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByTestId('completed')).textContent).toBe('3');
    await waitFor(() => expect(screen.getByTestId('revenue').textContent).toMatch(/€/));
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked).toContain('/api/admin/analytics');
    expect(asked.filter((path) => path.startsWith('/api/admin/settings'))).toEqual([]);
  });
});
