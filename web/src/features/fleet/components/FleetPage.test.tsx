import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Vehicle } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { mockSiteApi } from '../../../test/site-api';
import { renderApp } from '../../../test/render';

const vehicle = (overrides: Partial<Vehicle>): Vehicle => ({
  id: '3f1c2b8e-5d4a-4e6f-9a1b-2c3d4e5f6a7b',
  revision: 0,
  name: 'Mercedes E-Class',
  description: {
    en: 'Executive sedan for business travel.',
    fr: 'Berline de direction pour vos voyages d’affaires.',
  },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'standard',
  price_per_km: 2.2,
  max_passengers: 3,
  max_luggage: 2,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const FLEET = [
  vehicle({}),
  vehicle({
    id: '7a2d4c6e-8f1b-4a3c-b5d7-9e1f2a3b4c5d',
    name: 'Mercedes V-Class',
    description: { en: 'Spacious van for groups.' },
    image_url: '/images/vehicles/mercedes-v-class.svg',
    type: 'van',
    price_per_km: 2.8,
    max_passengers: 7,
    max_luggage: 1,
  }),
  vehicle({
    id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
    name: 'Mercedes S-Class',
    description: { en: 'The flagship.', nl: 'Het vlaggenschip.' },
    image_url: '/images/vehicles/mercedes-s-class.svg',
    type: 'luxury',
    price_per_km: 4.5,
    max_passengers: 1,
    max_luggage: 0,
  }),
];

describe('/fleet', () => {
  it('shows skeleton cards while the fleet loads', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderApp('/fleet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Fleet' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading vehicles…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('lists every vehicle in server order with its details and a booking link', async () => {
    const fetchMock = mockSiteApi({ '/api/vehicles': () => jsonResponse({ items: FLEET }) });
    renderApp('/fleet');

    const cards = await screen.findAllByRole('article');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/vehicles');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mercedes E-Class',
      'Mercedes V-Class',
      'Mercedes S-Class',
    ]);

    const eClass = within(cards[0]!);
    expect(eClass.getByRole('img', { name: 'Mercedes E-Class' }).getAttribute('src')).toBe(
      '/images/vehicles/mercedes-e-class.svg',
    );
    expect(eClass.getByText('Executive sedan for business travel.')).toBeTruthy();
    expect(eClass.getByText('Standard')).toBeTruthy();
    expect(eClass.getByText('Up to 3 passengers')).toBeTruthy();
    expect(eClass.getByText('Up to 2 pieces of luggage')).toBeTruthy();
    expect(eClass.getByText('Available 24/7')).toBeTruthy();
    expect(eClass.getByText('€2.20 / km')).toBeTruthy();
    const book = eClass.getByRole('link', { name: 'Book Now: Mercedes E-Class' });
    expect(book.getAttribute('href')).toBe('/reservation?vehicle=3f1c2b8e-5d4a-4e6f-9a1b-2c3d4e5f6a7b');
    // The type badge carries its icon (luxury, van or other).
    expect(eClass.getByText('Standard').querySelector('svg')).not.toBeNull();

    expect(within(cards[1]!).getByText('Van')).toBeTruthy();
    expect(within(cards[1]!).getByText('1 piece of luggage')).toBeTruthy();
    const sClass = within(cards[2]!);
    expect(sClass.getByText('Luxury')).toBeTruthy();
    expect(sClass.getByText('1 passenger')).toBeTruthy();
    expect(sClass.getByText('No luggage')).toBeTruthy();
    expect(sClass.getByText('€4.50 / km')).toBeTruthy();
  });

  it('falls back to the placeholder picture when a vehicle image fails to load', async () => {
    mockSiteApi({
      '/api/vehicles': () => jsonResponse({ items: [vehicle({ image_url: '/uploads/missing.jpg' })] }),
    });
    renderApp('/fleet');
    const image = await screen.findByRole('img', { name: 'Mercedes E-Class' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/vehicles/placeholder.svg');
  });

  it('writes the rate the way the chosen language writes money', async () => {
    mockSiteApi({ '/api/vehicles': () => jsonResponse({ items: [vehicle({})] }) });
    await i18n.changeLanguage('fr');
    renderApp('/fleet');
    // French puts a no-break space before the sign; the text matcher folds it into a plain space.
    expect(await screen.findByText('2,20 € / km')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réserver\u00a0: Mercedes E-Class' })).toBeTruthy();
  });

  it('shows a French visitor the French description, and the original where there is none (issue 14)', async () => {
    mockSiteApi({ '/api/vehicles': () => jsonResponse({ items: FLEET }) });
    await i18n.changeLanguage('fr');
    renderApp('/fleet');
    const cards = await screen.findAllByRole('article');
    const french = within(cards[0]!).getByText('Berline de direction pour vos voyages d’affaires.');
    expect(french.getAttribute('lang')).toBe('fr');
    expect(within(cards[0]!).queryByText('Executive sedan for business travel.')).toBeNull();
    // No French text: the original, marked as English for screen readers; never the Dutch one.
    expect(within(cards[1]!).getByText('Spacious van for groups.').getAttribute('lang')).toBe('en');
    expect(within(cards[2]!).getByText('The flagship.')).toBeTruthy();
  });

  it('says so when the fleet is empty', async () => {
    mockSiteApi({ '/api/vehicles': () => jsonResponse({ items: [] }) });
    renderApp('/fleet');
    expect(await screen.findByRole('heading', { name: 'No Vehicles Available' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the failure with the mapped reason and a Refresh button that reloads the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSiteApi({ '/api/vehicles': () => problemResponse(503, { title: 'Service Unavailable' }) });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/fleet');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to Load Fleet Data' })).toBeTruthy();
    expect(within(alert).getByText('Database connection error. Please try again later.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('hands the vehicle to /reservation, in the URL and in router state, when the visitor books it', async () => {
    mockSiteApi({ '/api/vehicles': () => jsonResponse({ items: FLEET }) });
    const { router } = renderApp('/fleet');
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]!).getByRole('link', { name: 'Book Now: Mercedes V-Class' }));
    expect(router.state.location.pathname).toBe('/reservation');
    expect(router.state.location.search).toBe(`?vehicle=${FLEET[1]!.id}`);
    expect(router.state.location.state).toEqual({ vehicleId: FLEET[1]!.id });
  });
});
