import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { liveRefresh } from '../../../test/record-server';
import { mockSiteApi } from '../../../test/site-api';
import { adminKeys } from '../api/keys';
import { VehicleFormPage } from './VehicleFormPage';

const ID = '0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e';
const AT_OPEN = {
  id: ID,
  name: 'Mercedes-Benz S-Class',
  description: { en: 'Business' },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'luxury',
  price_per_km: 2.75,
  max_passengers: 3,
  max_luggage: 2,
  revision: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  cars: [],
};
/** What another admin saved meanwhile, as the live refetch brings it. */
const SAVED_BY_A = { ...AT_OPEN, price_per_km: 2.85, revision: 3 };

function renderForm(put: () => Response) {
  let stored = AT_OPEN;
  const fetch = mockSiteApi({
    [`/api/admin/vehicles/${ID}`]: (_url, init) => (init.method === 'PUT' ? put() : jsonResponse(stored)),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/vehicles/:id', element: <VehicleFormPage /> },
      { path: '/admin/vehicles', element: <p>vehicles</p> },
    ],
    { initialEntries: [`/admin/vehicles/${ID}`] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Another admin saves: the live stream refetches the vehicle this form was opened on. */
  const otherAdminSaves = async () => {
    stored = SAVED_BY_A;
    await liveRefresh(client, ['vehicles']);
    await waitFor(() => expect(client.getQueryData<typeof AT_OPEN>(adminKeys.vehicle(ID))?.revision).toBe(3));
  };
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  const ifMatch = (n: number) => new Headers(puts()[n]![1]!.headers).get('if-match');
  return { otherAdminSaves, puts, ifMatch };
}

describe('editing a vehicle while another admin saves it', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('sends the revision the form opened at, not the one a live refetch brought', async () => {
    const form = renderForm(() => jsonResponse({ id: ID, revision: 4, position: '9' }));
    const price = await screen.findByLabelText(/Price/);
    fireEvent.change(price, { target: { value: '2.95' } });
    await form.otherAdminSaves();
    // What the admin typed stays on screen.
    expect((screen.getByLabelText(/Price/) as HTMLInputElement).value).toBe('2.95');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.puts()).toHaveLength(1));
    expect(form.ifMatch(0)).toBe('"2"');
  });

  it('follows a refetch while nothing is typed, and saves at the revision it then shows', async () => {
    const form = renderForm(() => jsonResponse({ id: ID, revision: 4, position: '9' }));
    await screen.findByLabelText(/Price/);
    await form.otherAdminSaves();
    await waitFor(() => expect((screen.getByLabelText(/Price/) as HTMLInputElement).value).toBe('2.85'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.puts()).toHaveLength(1));
    expect(form.ifMatch(0)).toBe('"3"');
  });

  it('on 409 says so in the admin’s language, without the server’s English, and reloads', async () => {
    await i18n.changeLanguage('de');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const form = renderForm(() =>
      problemResponse(409, {
        title: 'Conflict',
        detail: 'The record was changed by someone else (revision 3, expected 2).',
        code: 'changed_by_someone_else',
        current_revision: 3,
      }),
    );
    const price = await screen.findByLabelText(/Preis/);
    fireEvent.change(price, { target: { value: '2.95' } });
    await form.otherAdminSaves();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Jemand anders hat diesen Eintrag gespeichert, während Sie ihn bearbeitet haben',
    );
    expect(notice.textContent).not.toMatch(/changed by someone else|revision/i);
    expect(alert).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect((screen.getByLabelText(/Preis/) as HTMLInputElement).value).toBe('2,85'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(form.puts()).toHaveLength(2));
    expect(form.ifMatch(1)).toBe('"3"');
  });
});

describe('a refused save of the vehicle form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('takes the focus from Save to the first invalid field, and sends nothing', async () => {
    const form = renderForm(() => jsonResponse({ id: ID, revision: 3, position: '9' }));
    fireEvent.change(await screen.findByLabelText(/Price/), { target: { value: '' } });
    fireEvent.change(document.getElementById('v-max_luggage')!, { target: { value: '-1' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(screen.getByLabelText(/Price/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Price/));
    expect(form.puts()).toHaveLength(0);
  });
});

describe('the price per km in the admin’s language', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  // A tour read "Preis pro km 3.5" in German where the fares table writes "87,50".
  it.each([
    ['de', 'Preis pro km', 'Speichern', '2,75', '3,5'],
    ['fr', 'Prix par km', 'Enregistrer', '2,75', '3,50'],
    ['en', 'Price per km', 'Save', '2.75', '3.5'],
  ] as const)(
    'shows it as the fares are written (%s), takes it so typed and sends the number',
    async (language, label, save, shown, typed) => {
      await i18n.changeLanguage(language);
      const form = renderForm(() => jsonResponse({ id: ID, revision: 3, position: '9' }));
      const price = (await screen.findByLabelText(label)) as HTMLInputElement;
      expect(price.value).toBe(shown);
      fireEvent.change(price, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(form.puts()).toHaveLength(1));
      expect(JSON.parse(String(form.puts()[0]![1]!.body)).price_per_km).toBe(3.5);
      expect(price.getAttribute('aria-invalid')).toBe('false');
    },
  );
});
