import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Place } from '@chauffeur/contracts';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { loadReservationPage } from '../../reservation/pages';

const AIRPORT: Place = {
  label: 'Brussels Airport (BRU)',
  address: 'Brussels Airport, 1930 Zaventem, Belgium',
  lat: 50.9014,
  lng: 4.4844,
};
const GRAND_PLACE: Place = {
  label: 'Grand-Place',
  address: 'Grand-Place, 1000 Brussels, Belgium',
  lat: 50.8467,
  lng: 4.3525,
};

const geo = () =>
  mockSiteApi({
    '/api/geo/search': (url) => {
      const q = url.searchParams.get('q')!.toLowerCase();
      return jsonResponse([AIRPORT, GRAND_PLACE].filter((p) => p.label.toLowerCase().includes(q)));
    },
  });

const field = (name: 'Pickup Location' | 'Destination') => screen.getByRole('combobox', { name });
const type = (name: 'Pickup Location' | 'Destination', text: string) => {
  fireEvent.focus(field(name));
  fireEvent.change(field(name), { target: { value: text } });
};
const reserve = () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Your Luxury Vehicle' }));

describe('hero booking card', { timeout: 20_000 }, () => {
  // Load the page's chunk up front; a function returned by beforeAll would be taken for a teardown.
  beforeAll(async () => {
    await loadReservationPage();
  }, 60_000);

  it('suggests addresses from /api/geo/search in the visitor language and hands both picks to /reservation', async () => {
    const fetchMock = geo();
    const { router } = renderApp('/');
    type('Pickup Location', 'airp');
    const option = await screen.findByRole('option', { name: /Brussels Airport \(BRU\)/ }, { timeout: 3000 });
    const searched = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.startsWith('/api/geo/search'));
    expect(searched).toBe('/api/geo/search?q=airp&lang=en');
    fireEvent.mouseDown(option);
    expect((field('Pickup Location') as HTMLInputElement).value).toBe(AIRPORT.address);

    // Keyboard: arrow down to the suggestion, Enter picks it rather than submitting the form.
    type('Destination', 'grand');
    await screen.findByRole('option', { name: /Grand-Place/ });
    fireEvent.keyDown(field('Destination'), { key: 'ArrowDown' });
    expect(field('Destination').getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(field('Destination'), { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/');

    reserve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation'));
    const pickup = { address: AIRPORT.address, lat: AIRPORT.lat, lng: AIRPORT.lng };
    const destination = { address: GRAND_PLACE.address, lat: GRAND_PLACE.lat, lng: GRAND_PLACE.lng };
    expect(router.state.location.state).toEqual({ pickup, destination });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      pickup_address: AIRPORT.address,
      pickup_lat: '50.9014',
      pickup_lng: '4.4844',
      destination_address: GRAND_PLACE.address,
      destination_lat: '50.8467',
      destination_lng: '4.3525',
    });
  });

  it('counts only a place picked from the list: typed text, or text edited after a pick, hands over nothing', async () => {
    geo();
    const { router } = renderApp('/');
    type('Pickup Location', 'airp');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Brussels Airport/ }));
    type('Pickup Location', 'Brussels Airport, somewhere else');
    type('Destination', 'Rue de la Loi 16');
    fireEvent.blur(field('Destination'));
    expect(screen.getAllByText('Choose an address from the list.').length).toBeGreaterThan(0);
    reserve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation'));
    expect(router.state.location.state).toEqual({ pickup: null, destination: null });
    expect(router.state.location.search).toBe('');
  });

  it('brings the suggestions back with the arrow keys after Escape closed them, so a keyboard user need not retype', async () => {
    geo();
    renderApp('/');
    type('Destination', 'grand');
    await screen.findByRole('option', { name: /Grand-Place/ });
    fireEvent.keyDown(field('Destination'), { key: 'Escape' });
    expect(field('Destination').getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(field('Destination'), { key: 'ArrowDown' });
    expect(field('Destination').getAttribute('aria-expanded')).toBe('true');
    const active = field('Destination').getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toMatch(/^Grand-Place/);
    fireEvent.keyDown(field('Destination'), { key: 'Enter' });
    expect((field('Destination') as HTMLInputElement).value).toBe(GRAND_PLACE.address);
  });

  it('goes to /reservation even when nothing is chosen', async () => {
    geo();
    const { router } = renderApp('/');
    reserve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation'));
    expect(router.state.location.state).toEqual({ pickup: null, destination: null });
  });

  it('says when no address matches, and clears a field with its button', async () => {
    geo();
    renderApp('/');
    type('Pickup Location', 'zzzz');
    await waitFor(() => {
      const empty = screen.getByText('No matching address');
      expect(empty.closest('[role="listbox"]')?.hasAttribute('hidden')).toBe(false);
    });
    expect(field('Pickup Location').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Pickup Location' }));
    expect((field('Pickup Location') as HTMLInputElement).value).toBe('');
  });
});
