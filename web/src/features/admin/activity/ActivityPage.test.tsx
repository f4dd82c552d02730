import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ActivityEntry, ActivityPage as Page } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { ActivityPage } from './ActivityPage';

const entry = (id: string, extra: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  position: '10',
  stream: 'vehicle-0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
  kind: 'vehicle',
  aggregate_id: '0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
  type: 'VehicleUpdated',
  occurred_at: '2026-11-24T09:30:00.000Z',
  actor: { kind: 'user', id: 'a-1', email: 'marie@example.com', role: 'admin' },
  ...extra,
});
const page = (items: ActivityEntry[]): Page => ({
  items,
  total: items.length,
  limit: 25,
  offset: 0,
  kinds: ['vehicle', 'post', 'settings', 'vehicle_cars', 'trailer'],
});

const show = () =>
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ActivityPage />
      </MemoryRouter>
    </AppProviders>,
  );

/** The feed's answers, with the read models' status (ReadModelNotice's request) all following the log. */
const feed = (answer: (url: string) => Response | Promise<Response>) =>
  mockFetch((url) =>
    url.includes('/admin/projections') ? jsonResponse({ items: [], reactors: [] }) : answer(url),
  );

describe('admin activity page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('says above the feed that the read model it comes from is retrying its store, in the admin language', async () => {
    await i18n.changeLanguage('fr');
    mockFetch((url) =>
      url.includes('/admin/projections')
        ? jsonResponse({
            items: [
              {
                name: 'activity',
                state: 'reconnecting',
                checkpoint: '161',
                head: '170',
                lag_events: 9,
                lag_ms: 12_000,
                events_applied: 54,
                error: {
                  message: 'SQLITE_BUSY',
                  position: null,
                  event_type: null,
                  at: '2026-11-30T01:00:00Z',
                },
              },
            ],
            reactors: [],
          })
        : jsonResponse(page([entry('e1', {})])),
    );
    show();
    await screen.findByTestId('activity');
    const notice = await screen.findByTestId('read-model-notice');
    expect(notice.textContent).toContain(
      'Le modèle de lecture «\u00a0Fil d’activité\u00a0» n’atteint pas sa base et réessaie\u00a0: ce que montre cette page n’est peut-être plus à jour.',
    );
    expect(within(notice).getByRole('link', { name: 'Voir les modèles de lecture' })).toBeTruthy();
  });

  it('lists who did what on which record, each linked to its page, and filters by kind', async () => {
    await i18n.changeLanguage('fr');
    const calls = feed((url) =>
      jsonResponse(
        url.includes('kind=settings')
          ? page([
              entry('e3', { kind: 'settings', aggregate_id: '', stream: 'settings', type: 'SettingChanged' }),
            ])
          : page([
              entry('e1', {}),
              entry('e2', {
                kind: 'trailer',
                aggregate_id: 'c-1',
                type: 'TrailerHitched',
                actor: { kind: 'system', name: 'seed' },
              }),
              // Issue 17's records are named and linked: a model's cars live on the model's page.
              entry('e4', {
                kind: 'vehicle_cars',
                aggregate_id: '7d1e2f3a-8a52-4c4e-9d0e-2a4f1b5c6d7e',
                type: 'CarAdded',
              }),
            ]),
      ),
    );
    show();
    const list = within(await screen.findByTestId('activity'));
    expect(list.getByText('Véhicule modifié')).toBeTruthy();
    expect(list.getByRole('link', { name: 'Véhicule 0b6c7f3e' }).getAttribute('href')).toBe(
      '/admin/vehicles/0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
    );
    expect(list.getAllByText('Par marie@example.com (Administrateur)')).toHaveLength(2);
    // A kind the panel has no page nor words for yet: listed, readable, without a link.
    expect(list.getByText('Trailer hitched')).toBeTruthy();
    expect(list.getByText('Trailer c-1')).toBeTruthy();
    expect(list.queryByRole('link', { name: 'Trailer c-1' })).toBeNull();
    expect(list.getByText('Voiture ajoutée')).toBeTruthy();
    expect(list.getByRole('link', { name: 'Voitures d’un modèle 7d1e2f3a' }).getAttribute('href')).toBe(
      '/admin/vehicles/7d1e2f3a-8a52-4c4e-9d0e-2a4f1b5c6d7e',
    );

    fireEvent.change(screen.getByLabelText('Type de fiche'), { target: { value: 'settings' } });
    expect(await screen.findByText('Paramètre modifié')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/admin/settings');
    expect(
      calls.mock.calls.some(([url]) =>
        String(url).includes('/api/admin/activity?kind=settings&limit=25&offset=0'),
      ),
    ).toBe(true);
  });

  it('names every kind of the filter in the admin’s language, the schedules too', async () => {
    const kinds = ['car_schedule', 'chauffeur_schedule', 'model_schedule'];
    const expected = {
      en: ['Car schedule', 'Chauffeur schedule', 'Model schedule'],
      nl: ['Planning van een wagen', 'Planning van een chauffeur', 'Planning van een model'],
      fr: ['Planning d’une voiture', 'Planning d’un chauffeur', 'Planning d’un modèle'],
      de: ['Plan eines Wagens', 'Plan eines Chauffeurs', 'Plan eines Modells'],
    };
    feed(() => jsonResponse({ ...page([]), kinds }));
    for (const [language, names] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      const { unmount } = show();
      const filter = await screen.findByRole('combobox');
      await within(filter).findByRole('option', { name: names[0] });
      const options = within(filter).getAllByRole('option').slice(1);
      expect(options.map((option) => option.textContent)).toEqual(names);
      unmount();
    }
  });

  it('names a booking by its reference and its car and slot events in the admin’s language (German)', async () => {
    await i18n.changeLanguage('de');
    const booking = {
      kind: 'booking',
      stream: 'booking-bbce728e-4c1e-4c1e-9a11-0e1a2b3c4d01',
      aggregate_id: 'bbce728e-4c1e-4c1e-9a11-0e1a2b3c4d01',
      name: 'CH-JXJ63Y',
    };
    feed(() =>
      jsonResponse(
        page([
          entry('e1', { ...booking, type: 'CarAssigned' }),
          entry('e2', {
            kind: 'car_schedule',
            stream: 'car_schedule-x',
            aggregate_id: 'x',
            type: 'CarSlotClaimed',
          }),
          entry('e3', { ...booking, type: 'ChauffeurSlotClaimed' }),
        ]),
      ),
    );
    show();
    const list = within(await screen.findByTestId('activity'));
    expect(list.getByText('Wagen zugewiesen')).toBeTruthy();
    expect(list.getByText('Zeitfenster des Wagens gehalten')).toBeTruthy();
    expect(list.getByText('Zeitfenster des Chauffeurs gehalten')).toBeTruthy();
    // The reference the customer and staff use, not the internal id ("Buchung bbce728e").
    expect(list.getAllByRole('link', { name: 'Buchung CH-JXJ63Y' })).toHaveLength(2);
    expect(list.queryByText(/bbce728e/)).toBeNull();
  });

  it('names a blog post by its title and a homepage figure by its label in the admin’s language (German)', async () => {
    await i18n.changeLanguage('de');
    feed(() =>
      jsonResponse(
        page([
          entry('e1', {
            kind: 'post',
            stream: 'post-2f7a8c30-0000-4000-8000-000000000001',
            aggregate_id: '2f7a8c30-0000-4000-8000-000000000001',
            type: 'BlogPostUpdated',
            name: { en: 'Airport transfers', nl: 'Luchthavenvervoer', de: 'Flughafentransfers' },
          }),
          // A label with no German text: the English one, as the homepage shows it.
          entry('e2', {
            kind: 'stat',
            stream: 'stat-2f7a8c30-0000-4000-8000-000000000002',
            aggregate_id: '2f7a8c30-0000-4000-8000-000000000002',
            type: 'StatPublished',
            name: { en: 'Happy clients', fr: 'Clients satisfaits' },
          }),
        ]),
      ),
    );
    show();
    const list = within(await screen.findByTestId('activity'));
    expect(list.getByRole('link', { name: 'Beitrag Flughafentransfers' }).getAttribute('href')).toBe(
      '/admin/blog/edit/2f7a8c30-0000-4000-8000-000000000001',
    );
    expect(list.getByText('Kennzahl der Startseite Happy clients')).toBeTruthy();
    // Not the start of the ids the seeded records share ("Beitrag 2f7a8c30").
    expect(list.queryByText(/2f7a8c30/)).toBeNull();
  });

  it('says so when nothing was recorded yet', async () => {
    feed(() => jsonResponse(page([])));
    show();
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });
});
