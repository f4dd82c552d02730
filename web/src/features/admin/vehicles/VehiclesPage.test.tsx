import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { VehicleFormPage } from './VehicleFormPage';
import { VehiclesPage } from './VehiclesPage';

const vehicle = {
  id: '0b6c7f3e-8a52-4c4e-9d0e-2a4f1b5c6d7e',
  name: 'Mercedes-Benz S-Class',
  description: { en: 'Business' },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'luxury',
  price_per_km: 4.5,
  max_passengers: 3,
  max_luggage: 2,
  revision: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('admin vehicles grid', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('labels the capacities with the language’s colon: a no-break space before it in French', async () => {
    mockFetch(() => jsonResponse({ items: [vehicle] }));
    const expected = {
      en: 'Max passengers: 3 · Max luggage: 2',
      fr: 'Passagers max.\u00a0: 3 · Bagages max.\u00a0: 2',
    };
    for (const [language, text] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      const { unmount } = render(
        <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <VehiclesPage />
          </MemoryRouter>
        </AppProviders>,
      );
      await screen.findByText('Mercedes-Benz S-Class');
      expect(screen.getByText(/^(Max passengers|Passagers)/).textContent).toBe(text);
      unmount();
    }
  });

  it('prices a model per km in the company’s currency now: pounds once it is set', async () => {
    const config = {
      currency: 'GBP',
      languages: ['en', 'nl', 'fr', 'de'],
      default_language: 'en',
      map_style_url: null,
      maintenance_mode: false,
    };
    mockFetch((url) => jsonResponse(String(url).endsWith('/api/config') ? config : { items: [vehicle] }));
    render(
      <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <VehiclesPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('£4.50 / km')).toBeTruthy();
  });

  it('asks before deleting, naming the model and saying what follows, in each language', async () => {
    const expected = {
      en: 'Delete the Mercedes-Benz S-Class model? Customers can no longer book it, and its cars leave the fleet with it. This cannot be undone.',
      fr: 'Supprimer le modèle Mercedes-Benz S-Class\u00a0? Les clients ne peuvent plus le réserver et ses voitures quittent la flotte avec lui. Cette action est définitive.',
      nl: 'Het model Mercedes-Benz S-Class verwijderen? Klanten kunnen het niet meer boeken en de wagens ervan verdwijnen mee uit de vloot. Dit kan niet ongedaan worden gemaakt.',
      de: 'Das Modell Mercedes-Benz S-Class löschen? Kunden können es nicht mehr buchen, und seine Wagen verlassen mit ihm die Flotte. Dies kann nicht rückgängig gemacht werden.',
    };
    const fetch = mockFetch(() => jsonResponse({ ...vehicle, cars: [] }));
    for (const [language, question] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      const { unmount } = render(
        <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={[`/admin/vehicles/${vehicle.id}`]}>
            <Routes>
              <Route path="/admin/vehicles/:id" element={<VehicleFormPage />} />
            </Routes>
          </MemoryRouter>
        </AppProviders>,
      );
      fireEvent.click(await screen.findByRole('button', { name: i18n.t('admin:common.delete') }));
      expect(screen.getByRole('group', { name: question })).toBeTruthy();
      unmount();
    }
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('says a refused delete (bookings ahead use it) by its code, in the page’s language (de), and gives the focus back to Delete', async () => {
    await i18n.changeLanguage('de');
    registerProblemTexts();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? problemResponse(409, {
            title: 'Conflict',
            detail: 'Upcoming bookings use this vehicle (CH-2026-0007). Change or cancel them …',
            code: 'vehicle_has_upcoming_bookings',
            params: { references: 'CH-2026-0007' },
          })
        : jsonResponse({ ...vehicle, cars: [] }),
    );
    render(
      <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/admin/vehicles/${vehicle.id}`]}>
          <Routes>
            <Route path="/admin/vehicles/:id" element={<VehicleFormPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Anstehende Buchungen nutzen dieses Fahrzeug (CH-2026-0007). Ändern oder stornieren Sie sie, bevor Sie das Fahrzeug löschen.',
      ),
    );
    // After the alert the keyboard goes on from the Delete button, not from the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Löschen' }));
  });
});
