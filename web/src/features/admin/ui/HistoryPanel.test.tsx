import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AuditEntry, AuditHistory } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnter, pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { HistoryPanel } from './HistoryPanel';

const entry = (revision: number, extra: Partial<AuditEntry>): AuditEntry => ({
  revision,
  position: String(100 + revision),
  type: 'VehicleUpdated',
  occurred_at: '2026-11-24T09:30:00.000Z',
  actor: { kind: 'user', id: 'a-1', email: 'marie@example.com', role: 'admin' },
  changes: [],
  ...extra,
});
const page = (items: AuditEntry[], total = items.length): AuditHistory => ({
  stream: 'vehicle-1',
  kind: 'vehicle',
  items,
  total,
  limit: 20,
  offset: 0,
});

const show = () =>
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HistoryPanel stream="vehicle-1" under={['admin', 'vehicles']} />
    </AppProviders>,
  );

describe('HistoryPanel', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('tells each change: the event in the admin language, who, and each field from → to', async () => {
    await i18n.changeLanguage('fr');
    const calls = mockFetch(() =>
      jsonResponse(
        page([
          entry(2, {
            changes: [
              { field: 'price_per_km', before: '6.25', after: '7' },
              { field: 'description.fr', before: 'Le luxe absolu' },
              { field: 'maintenance_mode', before: 'false', after: 'true' },
            ],
          }),
          entry(1, { type: 'PasswordChanged', changes: [{ field: 'password_hash', hidden: 'secret' }] }),
          entry(0, {
            type: 'TrailerHitched',
            actor: { kind: 'system', name: 'seed' },
            changes: [{ field: 'plate', after: '1-ABC-123' }],
          }),
        ]),
      ),
    );
    show();
    const items = within(await screen.findByTestId('history-panel'));
    expect(await items.findByText('Véhicule modifié')).toBeTruthy();
    // One line per field: its name in the admin's language, what happened, the record's values as stored.
    const lines = items.getAllByRole('listitem').map((line) => line.textContent?.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('Prix par km : 6,25 € → 7,00 €');
    expect(lines).toContain('Description (FR) : supprimé (était Le luxe absolu)');
    expect(lines).toContain('Mode maintenance : non → oui');
    // A value is the record's data: never machine-translated, and in its own language when a translation.
    const removed = items.getByText('Le luxe absolu');
    expect(removed.tagName).toBe('CODE');
    expect(removed.getAttribute('translate')).toBe('no');
    expect(removed.getAttribute('lang')).toBe('fr');
    expect(items.getAllByText('Par marie@example.com (Administrateur)', { exact: false })).toHaveLength(2);
    // A secret: only that it changed.
    expect(items.getByText('Mot de passe modifié')).toBeTruthy();
    expect(items.getByText('modifié (non affiché)')).toBeTruthy();
    // An event type no table knows yet still reads as words.
    expect(items.getByText('Trailer hitched')).toBeTruthy();
    expect(items.getByText('Par Système (seed)', { exact: false })).toBeTruthy();
    expect(String(calls.mock.calls[0]![0])).toContain('/api/admin/history/vehicle-1?limit=20');
  });

  const staffEntries = () =>
    page([
      entry(3, {
        type: 'UserRoleChanged',
        changes: [{ field: 'role', before: 'admin', after: 'dispatcher' }],
      }),
      entry(2, {
        type: 'StaffInvited',
        changes: [
          {
            field: 'invitation_id',
            before: '0b6f1f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
            after: '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
          },
          { field: 'expires_at', after: '2026-12-05T14:54:25.834Z' },
        ],
      }),
      entry(1, {
        type: 'VehicleAdded',
        changes: [
          { field: 'type', after: 'luxury' },
          { field: 'price_per_km', after: '2.65' },
          { field: 'max_passengers', after: '4' },
        ],
      }),
      entry(0, { type: 'ChauffeurAdded', changes: [{ field: 'languages', after: '["fr","nl"]' }] }),
    ]);
  const linesOf = async () => {
    const items = within(await screen.findByTestId('history-panel'));
    await items.findAllByText(/2026/);
    return items.getAllByRole('listitem').map((line) => line.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  };

  it('shows values in French: role and vehicle type names, money, Brussels time, languages; no internal ids', async () => {
    await i18n.changeLanguage('fr');
    mockFetch(() => jsonResponse(staffEntries()));
    show();
    const lines = await linesOf();
    expect(lines).toContain('Rôle : Administrateur → Répartiteur');
    expect(lines).toContain('Lien valable jusqu’au : défini à 5 déc. 2026, 15:54');
    expect(lines).toContain('Type : défini à Luxe');
    expect(lines).toContain('Prix par km : défini à 2,65 €');
    expect(lines).toContain('Passagers max. : défini à 4');
    expect(lines).toContain('Langues : défini à français, néerlandais');
    expect(lines.join('\n')).not.toMatch(/0b6f1f5e|7d2e3f4a|Invitation :|2026-12-05T|luxury|\["fr"/);
  });

  it('shows values in Dutch the same way', async () => {
    await i18n.changeLanguage('nl');
    mockFetch(() => jsonResponse(staffEntries()));
    show();
    const lines = await linesOf();
    expect(lines).toContain('Rol: Beheerder → Dispatcher');
    expect(lines.find((line) => line.startsWith('Prijs per km'))).toContain('€ 2,65');
    expect(lines.find((line) => line.startsWith('Talen'))).toContain('Frans, Nederlands');
    expect(lines.join('\n')).not.toMatch(/0b6f1f5e|2026-12-05T|luxury|\["fr"/);
  });

  it('says so when nothing was recorded yet (an empty history, as the settings of a fresh install)', async () => {
    mockFetch(() => jsonResponse(page([])));
    show();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('says the same for a record that does not exist (404)', async () => {
    mockFetch(() => problemResponse(404, { title: 'Not Found', detail: 'No history for vehicle-1.' }));
    show();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('shows a failure with a way to try again, then the history', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? problemResponse(500, { title: 'Internal Server Error' }) : jsonResponse(page([entry(0, {})])),
    );
    show();
    expect(await screen.findByText('The history could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vehicle edited')).toBeTruthy();
  });

  it('loads older changes on demand', async () => {
    const calls = mockFetch((url) =>
      jsonResponse(page(url.includes('limit=40') ? [entry(1, {}), entry(0, {})] : [entry(1, {})], 2)),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Show older changes' }));
    await waitFor(() => expect(screen.getAllByText('Vehicle edited')).toHaveLength(2));
    expect(calls.mock.calls.map(([url]) => String(url)).some((url) => url.includes('limit=40'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });

  it('keyboard: "Show older changes" keeps the focus while they load, and a second Enter asks for no more (decision 308)', async () => {
    let answer = () => {};
    const older = [entry(2, {}), entry(1, {})];
    // Three changes, one shown; the next twenty are answered when the test says.
    const calls = mockFetch((url) =>
      url.includes('limit=40')
        ? new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(page(older, 3)))))
        : jsonResponse(page(url.includes('limit=60') ? [...older, entry(0, {})] : [entry(2, {})], 3)),
    );
    show();
    await pressEnterTwiceWhileBusy(await screen.findByRole('button', { name: 'Show older changes' }));
    answer();
    await waitFor(() => expect(screen.getAllByText('Vehicle edited')).toHaveLength(2));
    expect(calls.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('limit=60'))).toEqual(
      [],
    );
  });

  it("keyboard: once the last older changes are shown the button goes, and the keyboard goes on to the first of them, not to the page's top", async () => {
    mockFetch((url) =>
      jsonResponse(
        page(
          url.includes('limit=40') ? [entry(2, {}), entry(1, { type: 'VehicleAdded' })] : [entry(2, {})],
          2,
        ),
      ),
    );
    show();
    (await screen.findByRole('button', { name: 'Show older changes' })).focus();
    pressEnter();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.tagName).toBe('LI'));
    expect(document.activeElement?.textContent).toContain('Vehicle added');
  });
});
