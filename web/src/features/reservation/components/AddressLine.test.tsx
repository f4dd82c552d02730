import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fetch';
import { mockSiteApi } from '../../../test/site-api';
import { renderApp } from '../../../test/render';
import { clockJustAfterAPickupStep } from '../../../test/wizard-clock';
import { WIZARD_STORAGE_KEY, initialWizard, useWizard } from '../wizard/store';

// No WebGL in jsdom: the page must work without its map.
vi.mock('../map/mapView', () => ({ webglAvailable: () => false, createRouteMap: vi.fn() }));

const E_CLASS = {
  id: '3f1c2b8e-5d4a-4e6f-9a1b-2c3d4e5f6a7b',
  revision: 0,
  name: 'E-Class',
  description: { en: 'E-Class description' },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'standard',
  price_per_km: 2.2,
  max_passengers: 3,
  max_luggage: 3,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
// The offline search knows Ixelles, not Avenue Louise: the customer picks the locality.
const IXELLES = { address: 'Ixelles, 1050', label: 'Ixelles', lat: 50.8333, lng: 4.3667 };
const AIRPORT = {
  address: 'Brussels Airport, 1930 Zaventem, Belgium',
  label: 'Brussels Airport (BRU)',
  lat: 50.9014,
  lng: 4.4844,
};
const QUOTE = {
  distance_km: 12.3,
  duration_minutes: 22,
  source: 'estimate',
  geometry: {
    type: 'LineString',
    coordinates: [
      [IXELLES.lng, IXELLES.lat],
      [AIRPORT.lng, AIRPORT.lat],
    ],
  },
  vehicles: [{ vehicle: E_CLASS, total_fare: 27.06, minimum_fare_applied: false }],
  pickup: { address: IXELLES.address, lat: IXELLES.lat, lng: IXELLES.lng },
  dropoff: { address: AIRPORT.address, lat: AIRPORT.lat, lng: AIRPORT.lng },
  minimum_fare: 0,
  currency: 'EUR',
  quote_token: 'q1.quoted.signature',
  expires_at: '2030-01-01T00:30:00.000Z',
};

const api = () =>
  mockSiteApi({
    '/api/geo/search': (url) =>
      jsonResponse(url.searchParams.get('q')?.startsWith('air') ? [AIRPORT] : [IXELLES]),
    '/api/quotes': () => jsonResponse(QUOTE),
    '/api/bookings': () =>
      jsonResponse(
        {
          id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          reference: 'CH-7AKCNU',
          revision: 0,
          position: '9',
          total_fare: 27.06,
          currency: 'EUR',
          status: 'pending',
        },
        201,
      ),
  });

async function pick(label: string, text: string, option: RegExp) {
  fireEvent.change(await screen.findByRole('combobox', { name: label }), { target: { value: text } });
  const list = await screen.findByRole('listbox', { name: label });
  fireEvent.mouseDown(await within(list).findByRole('option', { name: option }));
}

const PICKUP_LINE = 'Pickup street and number (optional)';
const DESTINATION_LINE = 'Destination street and number (optional)';

clockJustAfterAPickupStep();
beforeEach(() => {
  sessionStorage.clear();
  useWizard.getState().reset();
});

describe('address lines in the booking wizard (issue 14)', { timeout: 20_000 }, () => {
  it('explains what to do when the street is not found, and sends the lines with the booking', async () => {
    const fetch = api();
    renderApp('/reservation');
    await pick('Pickup Point', 'ixelles', /Ixelles/);
    await pick('Destination', 'airport', /Brussels Airport/);
    const pickupLine = screen.getByLabelText(PICKUP_LINE);
    expect(screen.getAllByText(/^Can’t find your street\? Pick the nearest area above/)).toHaveLength(2);
    fireEvent.change(pickupLine, { target: { value: 'Avenue Louise 54, 2nd floor' } });
    fireEvent.change(screen.getByLabelText(DESTINATION_LINE), { target: { value: 'Departures, door 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Select E-Class/ }));
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Jane Customer' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+32 470 12 34 56' } });
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), {
      target: { value: 'jane@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Summary' }));

    // The summary shows each line under its own label, beside the place it belongs to.
    const pickupRow = (await screen.findByText('Pickup address')).parentElement!;
    expect(within(pickupRow).getByText('Avenue Louise 54, 2nd floor')).toBeTruthy();
    const destinationRow = screen.getByText('Destination address').parentElement!;
    expect(within(destinationRow).getByText('Departures, door 3')).toBeTruthy();
    expect(screen.getByTestId('total-price').textContent).toBe('€27.06');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('dialog', { name: 'Booking Confirmed!' });
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/bookings'))!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      pickup_location: QUOTE.pickup,
      pickup_address_line: 'Avenue Louise 54, 2nd floor',
      dropoff_address_line: 'Departures, door 3',
      quote_token: QUOTE.quote_token,
    });
  });

  it('leaves out an empty line and shows no summary row for it', async () => {
    const fetch = api();
    useWizard.getState().update({
      ...initialWizard(),
      step: 4,
      pickup: QUOTE.pickup,
      destination: QUOTE.dropoff,
      pickupAddressLine: '   ',
      date: '2030-05-01',
      time: '10:00',
      scheduleChosen: true,
      vehicleId: E_CLASS.id,
      routeInfo: { distance_km: 12.3, duration_minutes: 22, fare: 27.06, currency: 'EUR' },
      name: 'Jane Customer',
      phone: '+32 470 12 34 56',
      email: 'jane@example.com',
    });
    renderApp('/reservation');
    const confirm = await screen.findByRole('button', { name: 'Confirm Booking' });
    expect(screen.getByText('Ixelles, 1050')).toBeTruthy();
    expect(screen.queryByText('Pickup address')).toBeNull();
    fireEvent.click(confirm);
    await screen.findByRole('dialog', { name: 'Booking Confirmed!' });
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/bookings'))!;
    const body = JSON.parse(String(post[1]!.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('pickup_address_line');
    expect(body).not.toHaveProperty('dropoff_address_line');
  });

  it('keeps the lines through a reload (sessionStorage), like every other field', async () => {
    api();
    renderApp('/reservation');
    fireEvent.change(await screen.findByLabelText(PICKUP_LINE), { target: { value: 'Rue de la Loi 16' } });
    const saved = sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}';
    expect((JSON.parse(saved) as { state: unknown }).state).toMatchObject({
      pickupAddressLine: 'Rue de la Loi 16',
    });

    // A reload: the page and the memory go, the store is read back from sessionStorage, the page comes again.
    cleanup();
    useWizard.setState({ ...initialWizard() });
    sessionStorage.setItem(WIZARD_STORAGE_KEY, saved);
    await useWizard.persist.rehydrate();
    renderApp('/reservation');
    expect((await screen.findByLabelText<HTMLInputElement>(PICKUP_LINE)).value).toBe('Rue de la Loi 16');
    expect(screen.getByLabelText<HTMLInputElement>(DESTINATION_LINE).value).toBe('');
  });

  it('says in the field what is wrong with a line the server would refuse', async () => {
    api();
    renderApp('/reservation');
    const line = await screen.findByLabelText(DESTINATION_LINE);
    expect(line.getAttribute('maxlength')).toBe('200');
    // A pasted text-direction override (it would show the address reversed to the driver).
    fireEvent.change(line, { target: { value: 'Rue de la Loi \u202E61' } });
    expect(
      await screen.findByText('Use one line of at most 200 characters, without control characters.'),
    ).toBeTruthy();
    expect(line.getAttribute('aria-invalid')).toBe('true');
  });
});
