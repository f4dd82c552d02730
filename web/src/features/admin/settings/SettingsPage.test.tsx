import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { useAuthStore } from '../../auth';
import { pressEnter } from '../../../test/keyboard';
import { SettingsPage } from './SettingsPage';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const SAVED = { id: 'system', revision: 4, position: '9', models: ['settings'] };

/**
 * The page over the stored settings (`stored` over the defaults, at revision 3); its history panel asks
 * too: never changed, so an empty history. A PATCH is answered by `save` (saved at once by default).
 */
function showSettings(
  stored: Partial<typeof DEFAULT_SETTINGS> = {},
  save: () => Response | Promise<Response> = () => jsonResponse(SAVED),
) {
  const settings = { ...DEFAULT_SETTINGS, ...stored, id: 'system', revision: 3, updated_at: null };
  const history = { stream: 'settings', kind: 'settings', items: [], total: 0, limit: 20, offset: 0 };
  const fetch = mockFetch((url, init) =>
    init.method === 'PATCH' ? save() : jsonResponse(url.includes('/history/') ? history : settings),
  );
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

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
    showSettings();
    const input = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
    const limits = async (label: string) => {
      const field = await input(label);
      return [field.min, field.max, field.required];
    };
    expect(await limits('Booking lead time (hours)')).toEqual(['0', '720', true]);
    expect(await limits('Ride start window (hours)')).toEqual(['0', '48', true]);
    expect(await limits('Service area radius (km)')).toEqual(['0', '2000', true]);
  });

  it("keeps the keyboard on a setting's Save when it has nothing to save (as right after a save), sending nothing", async () => {
    const fetch = showSettings();
    const field = await screen.findByLabelText('Ride start window (hours)');
    const save = within(field.closest('form')!).getByRole('button', { name: 'Save' });
    // The value shown is the one saved: nothing to save. Unavailable but not disabled: a browser keeps the
    // focus on it (once a save made it so, a disabled one dropped the admin's keyboard to the page's top).
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    save.focus();
    pressEnter();
    expect(document.activeElement).toBe(save);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    // Changed, it saves.
    fireEvent.change(field, { target: { value: '3' } });
    expect(save.getAttribute('aria-disabled')).toBeNull();
    pressEnter();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
  });

  it('keeps the keyboard on a switch pressed while its setting is saved, and sends one change', async () => {
    let answer = (_: Response) => {};
    const fetch = showSettings({}, () => new Promise<Response>((resolve) => (answer = resolve)));
    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    toggle.focus();
    pressEnter();
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(toggle);
    pressEnter();
    answer(jsonResponse(SAVED));
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps the keyboard on the currency while it is saved, a second choice meanwhile not sent', async () => {
    let answer = (_: Response) => {};
    const fetch = showSettings({}, () => new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(await screen.findByRole('tab', { name: 'Localization' }));
    const currency = screen.getByLabelText('Default currency') as HTMLSelectElement;
    currency.focus();
    fireEvent.change(currency, { target: { value: 'GBP' } });
    await waitFor(() => expect(currency.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect(currency.disabled).toBe(false);
    expect(document.activeElement).toBe(currency);
    fireEvent.change(currency, { target: { value: 'USD' } });
    answer(jsonResponse(SAVED));
    await waitFor(() => expect(currency.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(currency);
    const patches = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ default_currency: 'GBP' }]);
  });

  it('writes the minimum fare with the language’s decimal sign, reads either, and says its bounds in that language (decision 308)', async () => {
    const fetch = showSettings({ minimum_fare: 12.5 });
    const patches = () =>
      fetch.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
    try {
      for (const [language, label, shown] of [
        ['en', 'Minimum fare (EUR)', '12.50'],
        ['fr', 'Tarif minimum (EUR)', '12,50'],
        ['nl', 'Minimumtarief (EUR)', '12,50'],
        ['de', 'Mindestpreis (EUR)', '12,50'],
      ] as const) {
        await act(() => i18n.changeLanguage(language));
        const box = (await screen.findByLabelText(label)) as HTMLInputElement;
        expect([box.value, box.inputMode]).toEqual([shown, 'decimal']);
      }
      // On the German page: a value out of bounds or with 3 decimals is said beside the box, nothing sent.
      const box = (await screen.findByLabelText('Mindestpreis (EUR)')) as HTMLInputElement;
      const save = () => fireEvent.submit(box.closest('form')!);
      fireEvent.change(box, { target: { value: '-1' } });
      save();
      expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
        'Mindestens 0.',
      );
      expect(box.getAttribute('aria-invalid')).toBe('true');
      fireEvent.change(box, { target: { value: '15,755' } });
      save();
      expect(document.getElementById('s-minimum-fare-error')!.textContent).toBe(
        'Höchstens 2 Nachkommastellen.',
      );
      expect(patches()).toEqual([]);
      fireEvent.change(box, { target: { value: '15,75' } });
      save();
      await waitFor(() => expect(patches()).toEqual([{ minimum_fare: 15.75 }]));
      expect(box.getAttribute('aria-invalid')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('names the currency fares are charged in beside the minimum fare, in the admin’s language', async () => {
    showSettings({ default_currency: 'GBP' });
    expect(await screen.findByLabelText('Minimum fare (GBP)')).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('fr'));
      expect(await screen.findByLabelText('Tarif minimum (GBP)')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
