import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { StaffPage } from './StaffPage';

const MEMBER = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'lucas.dubois@example.be',
  name: 'Lucas Dubois',
  role: 'dispatcher',
  state: 'active',
  invited_at: '2026-01-02T09:00:00.000Z',
  updated_at: '2026-01-03T09:00:00.000Z',
  role_revision: 0,
};

const renderPage = () =>
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StaffPage />
      </MemoryRouter>
    </AppProviders>,
  );

describe('admin staff: deactivating someone (decision 254)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('asks first, naming the person, with the focus on Cancel (decision 289): nothing is sent before "Yes, deactivate"; Escape and Enter twice send nothing and give the focus back', async () => {
    await i18n.changeLanguage('en');
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: MEMBER.id, revision: 3, position: '21', models: ['staff'] })
        : jsonResponse({ items: [MEMBER] }),
    );
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    renderPage();
    const card = within(await screen.findByRole('listitem'));
    fireEvent.click(card.getByRole('button', { name: 'Deactivate' }));
    const asked = {
      name: 'Deactivate Lucas Dubois? They are signed out at once and cannot sign in until reactivated.',
    };
    const question = card.getByRole('group', asked);
    const keep = within(question).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(card.queryByRole('group', asked)).toBeNull();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Deactivate' }));
    // Enter twice deactivates nobody: the second one answers Cancel.
    pressEnter();
    pressEnter();
    expect(card.queryByRole('group', asked)).toBeNull();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Deactivate' }));
    expect(posts()).toHaveLength(0);

    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Yes, deactivate' }));
    pressEnter();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toBe(`/api/admin/staff/${MEMBER.id}/deactivate`);
  });

  it('asks in French, with a no-break space before the question mark', async () => {
    await i18n.changeLanguage('fr');
    mockFetch(() => jsonResponse({ items: [MEMBER] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver' }));
    expect(
      screen.getByRole('group', {
        name: 'Désactiver Lucas Dubois\u00a0? Cette personne est déconnectée immédiatement et ne peut plus se connecter avant d’être réactivée.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, désactiver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
