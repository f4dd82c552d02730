import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { vehicle } from '../../../test/site-fixtures';
import { mockSiteApi } from '../../../test/site-api';
import { useToastStore } from '../../../lib/toast';
import { formatMoney } from '../../../lib/format';
import { PhoneBookingPage } from './PhoneBookingPage';

/** Issue 17 point 5: the phone booking form (decision 133). The server prices and checks; the form sends. */
const PLACES = {
  grand: { address: 'Grand Place, 1000 Brussels, Belgium', label: 'Grand Place', lat: 50.8467, lng: 4.3525 },
  airport: {
    address: 'Brussels Airport, 1930 Zaventem, Belgium',
    label: 'Brussels Airport (BRU)',
    lat: 50.9014,
    lng: 4.4844,
  },
};
const CREATED = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  reference: 'CH-PH0NE1',
  revision: 1,
  position: '9',
  total_fare: 49.35,
  currency: 'EUR',
  status: 'confirmed',
};
const S_CLASS = vehicle(3, { name: 'Mercedes-Benz S-Class' });

/** The wizard's quote for the two places: the S-Class at 49.49 € for this trip. */
const QUOTE = {
  distance_km: 14.14,
  duration_minutes: 25,
  source: 'estimate',
  geometry: {
    type: 'LineString',
    coordinates: [
      [4.3525, 50.8467],
      [4.4844, 50.9014],
    ],
  },
  vehicles: [{ vehicle: S_CLASS, total_fare: 49.49, minimum_fare_applied: false }],
  pickup: { address: PLACES.grand.address, lat: 50.8467, lng: 4.3525 },
  dropoff: { address: PLACES.airport.address, lat: 50.9014, lng: 4.4844 },
  minimum_fare: 0,
  currency: 'EUR',
  quote_token: 'q1.quoted.signature',
  expires_at: '2030-01-01T00:30:00.000Z',
};

function renderForm(
  answer: () => Response = () => jsonResponse(CREATED, 201),
  overrides: Parameters<typeof mockSiteApi>[0] = {},
) {
  const fetch = mockSiteApi({
    '/api/geo/search': (url) =>
      jsonResponse(url.searchParams.get('q')?.startsWith('air') ? [PLACES.airport] : [PLACES.grand]),
    '/api/admin/vehicles': () => jsonResponse({ items: [S_CLASS] }),
    '/api/quotes': () => jsonResponse(QUOTE),
    '/api/admin/bookings': (_url, init) =>
      init.method === 'POST' ? answer() : jsonResponse({ items: [], total: 0 }),
    ...overrides,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/bookings/new', element: <PhoneBookingPage /> },
      { path: '/admin/bookings/:id', element: <p>booking page</p> },
    ],
    { initialEntries: ['/admin/bookings/new'] },
  );
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetch, router };
}
const posts = (fetch: ReturnType<typeof mockSiteApi>) =>
  fetch.mock.calls.filter(
    ([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/admin/bookings'),
  );

async function pick(label: string, text: string, option: RegExp) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: text } });
  const list = await screen.findByRole('listbox', { name: label });
  fireEvent.mouseDown(await within(list).findByRole('option', { name: option }));
}
async function fillIn() {
  await pick('Pickup', 'grand', /Grand Place/);
  await pick('Destination', 'airport', /Brussels Airport/);
  fireEvent.change(screen.getByLabelText('Date and time (Brussels time)'), {
    target: { value: '2030-03-14T09:30' },
  });
  await screen.findByRole('option', { name: /Mercedes-Benz S-Class/ });
  fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: S_CLASS.id } });
  fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Flight/train number'), { target: { value: ' SN3712 ' } });
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jan Janssens' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+32 470 00 00 00' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jan@example.be' } });
  fireEvent.change(screen.getByLabelText('Language of the e-mails'), { target: { value: 'nl' } });
}

describe('the phone booking form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what is missing and sends nothing while a field is empty', async () => {
    const { fetch } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Create booking' }));
    expect(await screen.findAllByText('Pick a place from the suggestions.')).toHaveLength(2);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Vehicle').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetch)).toHaveLength(0);
    // Filled in, a field is no longer marked; the others stay.
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jan' } });
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a phone without enough digits and a pickup years ahead in the panel’s words, sending nothing', async () => {
    const { fetch } = renderForm();
    await fillIn();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '((((((((((((' } });
    fireEvent.change(screen.getByLabelText('Date and time (Brussels time)'), {
      target: { value: '9999-06-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(
      await screen.findByText(
        'Enter a phone number of at least 6 digits (digits, spaces and + ( ) - . / only).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Pickups can be booked up to 5 years ahead.')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetch)).toHaveLength(0);
  });

  it('sends the wizard’s request with the quote read out (its token), without a fare, with an Idempotency-Key, then opens the booking', async () => {
    const { fetch, router } = renderForm();
    await fillIn();
    // The price the operator reads out to the caller.
    await screen.findByTestId('phone-price');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const [, init] = posts(fetch)[0]!;
    const body = JSON.parse(String(init!.body));
    expect(body).toEqual({
      // The places as the quote verified them, and its token: the booking costs the price read out (decision 276).
      pickup_location: QUOTE.pickup,
      dropoff_location: QUOTE.dropoff,
      quote_token: 'q1.quoted.signature',
      // 09:30 on the Brussels clock (winter time, UTC+1), whatever the admin's device says.
      scheduled_time: '2030-03-14T08:30:00.000Z',
      vehicle_id: S_CLASS.id,
      emergency_contact_name: 'Jan Janssens',
      emergency_contact_phone: '+32 470 00 00 00',
      emergency_contact_email: 'jan@example.be',
      passenger_count: 3,
      luggage_count: 0,
      flight_number: 'SN3712',
      is_round_trip: false,
      language: 'nl',
    });
    expect(new Headers(init!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/bookings/${CREATED.id}`));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'Booking CH-PH0NE1 created and confirmed: €49.35.',
    );
  });

  it('shows the price the wizard quotes for the chosen vehicle before booking', async () => {
    renderForm();
    await fillIn();
    expect((await screen.findByTestId('phone-price')).textContent).toBe(
      'Price: €49.49 (14.1 km, 25 min), as the online booking quotes it.',
    );
    expect(screen.getByRole('option', { name: 'Mercedes-Benz S-Class · €49.49' })).toBeTruthy();
  });

  it('quotes in the currency the quote carries, not the one the page read (pounds after a switch)', async () => {
    // The page read the company's currency (euros) before the switch; the quote is priced in pounds.
    const inPounds = { '/api/quotes': () => jsonResponse({ ...QUOTE, currency: 'GBP' }) };
    renderForm(() => jsonResponse({ ...CREATED, currency: 'GBP' }, 201), inPounds);
    await fillIn();
    expect((await screen.findByTestId('phone-price')).textContent).toBe(
      'Price: £49.49 (14.1 km, 25 min), as the online booking quotes it.',
    );
    expect(screen.getByRole('option', { name: 'Mercedes-Benz S-Class · £49.49' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
        'Booking CH-PH0NE1 created and confirmed: £49.35.',
      ),
    );
  });

  it('says the new price when the quote read out no longer holds, shows it and books with it (decision 276)', async () => {
    // The quote was read out more than 30 minutes ago and the trip now costs 59.49 €: the server refuses.
    let quotes = 0;
    const today = {
      ...QUOTE,
      vehicles: [{ ...QUOTE.vehicles[0]!, total_fare: 59.49 }],
      quote_token: 'q1.today.x',
    };
    let answers = 0;
    const { fetch } = renderForm(
      () =>
        ++answers === 1
          ? problemResponse(409, {
              title: 'Price changed',
              detail:
                'The price has changed since it was quoted: it is now €59.49. Please tell the customer the new price and book again.',
              code: 'quote_price_changed',
              params: { fare: 59.49, currency: 'EUR' },
            })
          : jsonResponse({ ...CREATED, total_fare: 59.49 }, 201),
      { '/api/quotes': () => jsonResponse(++quotes === 1 ? QUOTE : today) },
    );
    await fillIn();
    await screen.findByTestId('phone-price');
    await i18n.changeLanguage('fr');
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
      const fare = formatMoney(59.49, 'fr', 'EUR');
      await waitFor(() =>
        expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
          `Le prix a changé depuis le devis\u00a0: il est maintenant de ${fare}. Communiquez le nouveau prix au client, puis réservez à nouveau.`,
        ),
      );
      // The quote is asked again: the form shows today's price, and the next press books with its token.
      await waitFor(() => expect(screen.getByTestId('phone-price').textContent).toContain(fare));
      fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
      await waitFor(() => expect(posts(fetch)).toHaveLength(2));
      expect(JSON.parse(String(posts(fetch)[1]![1]!.body)).quote_token).toBe('q1.today.x');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows what the server refuses beside its field (the same rules as the wizard)', async () => {
    renderForm(() =>
      problemResponse(400, {
        title: 'Bad Request',
        detail: 'The booking breaks a booking rule',
        errors: [{ field: 'body.passenger_count', message: 'At most 2 passengers in this vehicle' }],
      }),
    );
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('At most 2 passengers in this vehicle')).toBeTruthy();
    expect(screen.getByLabelText('Passengers').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a coded booking rule in the admin’s language with its hours, not the server’s English', async () => {
    renderForm(() =>
      problemResponse(400, {
        title: 'Bad Request',
        detail: 'The booking breaks a booking rule',
        code: 'booking_rule',
        errors: [
          {
            field: 'body.scheduled_time',
            message: 'Bookings must be made at least 24 hours before pickup',
            code: 'lead_time',
            params: { count: 24 },
          },
        ],
      }),
    );
    await fillIn();
    const create = screen.getByRole('button', { name: 'Create booking' });
    await act(() => i18n.changeLanguage('de'));
    fireEvent.click(create);
    expect(
      await screen.findByText('Buchungen müssen mindestens 24 Stunden vor der Abholung erfolgen.'),
    ).toBeTruthy();
    expect(screen.queryByText('Bookings must be made at least 24 hours before pickup')).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
