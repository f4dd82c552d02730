import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { StaffPage } from './StaffPage';

/** Invited to a wrong address, not accepted yet (decision 304). */
const INVITED = {
  id: '66666666-6666-4666-8666-666666666666',
  email: 'wren@exmaple.be',
  name: 'Wren Wrong',
  role: 'admin',
  state: 'invited',
  invited_at: '2026-11-29T09:00:00.000Z',
  updated_at: '2026-11-29T09:00:00.000Z',
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

describe('admin staff: withdrawing an invitation (decision 304)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('asks first, naming the person, with the focus on Cancel; "Yes, withdraw" sends it, the person leaves the list and the keyboard goes on from the message', async () => {
    await i18n.changeLanguage('en');
    let withdrawn = false;
    const fetch = mockFetch((url, init) => {
      if (init.method === 'DELETE') {
        withdrawn = true;
        return jsonResponse({ id: INVITED.id, revision: 1, position: '31', models: ['staff'] });
      }
      if (String(url).includes('/chauffeurs')) return jsonResponse({ items: [] });
      return jsonResponse({ items: withdrawn ? [] : [INVITED] });
    });
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderPage();
    const card = within(await screen.findByRole('listitem'));
    fireEvent.click(card.getByRole('button', { name: 'Withdraw invitation' }));
    const question = card.getByRole('group', {
      name: 'Withdraw the invitation of Wren Wrong? Their link stops working and they leave this list.',
    });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);

    pressTab();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Yes, withdraw' }));
    pressEnter();
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(String(deletes()[0]![0])).toBe(`/api/admin/staff/${INVITED.id}/invitation`);
    expect(deletes()).toHaveLength(1);
    const said = await screen.findByText('Invitation of Wren Wrong withdrawn: its link no longer works.');
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('asks in French, with a no-break space before the question mark', async () => {
    await i18n.changeLanguage('fr');
    mockFetch((url) => jsonResponse({ items: String(url).includes('/chauffeurs') ? [] : [INVITED] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer l’invitation' }));
    expect(
      screen.getByRole('group', {
        name: 'Retirer l’invitation de Wren Wrong\u00a0? Son lien ne fonctionne plus et cette personne quitte la liste.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, retirer' })).toBeTruthy();
  });
});
