import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { useAuthStore } from '../../auth';
import { SettingsPage } from './SettingsPage';

type AuthState = ReturnType<typeof useAuthStore.getState>;

describe('admin settings, General tab', () => {
  // The settings are read only by a role that may read them (the panel's guard lets no other in).
  beforeEach(() =>
    useAuthStore.setState({
      status: 'signedIn',
      role: 'admin',
      session: { user: { id: 'a1', email: 'boss@example.com', role: 'admin' } },
    } as unknown as AuthState),
  );
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.setState({ status: 'signedOut', session: null, role: null });
  });

  it("gives the numeric settings the schema's bounds, so the browser refuses a value out of them before sending", async () => {
    const settings = { ...DEFAULT_SETTINGS, id: 'system', revision: 3, updated_at: null };
    // The page's history panel asks too: never changed, so an empty history.
    const history = { stream: 'settings', kind: 'settings', items: [], total: 0, limit: 20, offset: 0 };
    mockFetch((url) => jsonResponse(url.includes('/history/') ? history : settings));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders client={client}>
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const input = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
    const limits = async (label: string) => {
      const field = await input(label);
      return [field.min, field.max, field.required];
    };
    expect(await limits('Booking lead time (hours)')).toEqual(['0', '720', true]);
    expect(await limits('Ride start window (hours)')).toEqual(['0', '48', true]);
    expect(await limits('Service area radius (km)')).toEqual(['0', '2000', true]);
    expect(await limits('Minimum fare (EUR)')).toEqual(['0', '1000000', true]);
  });

  it('names the currency fares are charged in beside the minimum fare, in the admin’s language', async () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      default_currency: 'GBP',
      id: 'system',
      revision: 3,
      updated_at: null,
    };
    const history = { stream: 'settings', kind: 'settings', items: [], total: 0, limit: 20, offset: 0 };
    mockFetch((url) => jsonResponse(url.includes('/history/') ? history : settings));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders client={client}>
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByLabelText('Minimum fare (GBP)')).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('fr'));
      expect(await screen.findByLabelText('Tarif minimum (GBP)')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
