import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingStatus, ManageBooking } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp, renderAppInBrowser } from '../../../test/render';
import { vehicle } from '../../../test/site-fixtures';
import { mockSiteApi } from '../../../test/site-api';

const TOKEN = '11111111-1111-4111-8111-111111111111.c2lnbmF0dXJl';
const CAR = vehicle(1, { name: 'S-Class', max_passengers: 3, max_luggage: 2 });
// A ride of last June: the wizard must not offer its date again.
const booking = (overrides: Partial<ManageBooking> = {}): ManageBooking => ({
  reference: 'CH-7K3P9Q',
  status: 'completed',
  timeline: [{ step: 'requested', at: '2026-06-01T09:00:00.000Z' }],
  cancellation: null,
  pickup: {
    address: 'Grand Place, 1000 Brussels',
    lat: 50.8467,
    lng: 4.3525,
    address_line: 'Rue au Beurre 1',
  },
  dropoff: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844, address_line: 'Terminal, door 3' },
  scheduled_time: '2026-06-10T12:30:00.000Z',
  is_round_trip: false,
  vehicle: { id: CAR.id, name: 'S-Class', max_passengers: 3, max_luggage: 2 },
  passenger_count: 2,
  luggage_count: 2,
  flight_number: 'SN3712',
  total_fare: 95.4,
  currency: 'EUR',
  language: 'fr',
  chauffeur: null,
  car: null,
  can_cancel: false,
  cancel_until: '2026-06-09T12:30:00.000Z',
  company_phone: { display: '+32 2 000 00 00', href: 'tel:+3220000000' },
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56', email: 'anne.peeters@example.be' },
  can_correct_contact: false,
  revision: 3,
  ...overrides,
});

const QUOTE = {
  distance_km: 14.1,
  duration_minutes: 25,
  source: 'estimate',
  geometry: {
    type: 'LineString',
    coordinates: [
      [4.4844, 50.9014],
      [4.3525, 50.8467],
    ],
  },
  vehicles: [{ vehicle: CAR, total_fare: 49.35, minimum_fare_applied: false }],
  pickup: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844 },
  dropoff: { address: 'Grand Place, 1000 Brussels', lat: 50.8467, lng: 4.3525 },
  minimum_fare: 0,
  currency: 'EUR',
  quote_token: 'q1.quoted.signature',
  expires_at: '2030-01-01T00:30:00.000Z',
};

function api(shown: ManageBooking, quotes = () => jsonResponse(QUOTE)) {
  return mockSiteApi({
    '/api/manage': (url) =>
      url.pathname.endsWith('/change-requests') ? jsonResponse({ change_requests: [] }) : jsonResponse(shown),
    '/api/vehicles': () => jsonResponse({ items: [CAR] }),
    '/api/quotes': quotes,
  });
}

/** The links of the "next journey" box, by their text; none when the box is not there. */
async function nextRideLinks(title: string) {
  await screen.findByTestId('status');
  const box = screen.queryByRole('region', { name: title });
  return box
    ? within(box)
        .getAllByRole('link')
        .map((link) => link.textContent)
    : [];
}

const SLOW = { timeout: 20_000 };

describe('"Book the return ride" and "Book again" on the manage page (decision 347)', SLOW, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const fr = {
    title: 'Votre prochain trajet',
    back: 'Réserver le trajet retour',
    again: 'Réserver à nouveau',
  };
  const nl = { title: 'Uw volgende rit', back: 'Terugrit boeken', again: 'Opnieuw boeken' };
  it.each([
    ['fr', 'pending', false, [fr.back]],
    ['fr', 'confirmed', false, [fr.back]],
    ['fr', 'in_progress', false, [fr.back]],
    ['fr', 'completed', false, [fr.back, fr.again]],
    ['fr', 'cancelled', false, [fr.again]],
    ['fr', 'no_show', false, [fr.again]],
    ['fr', 'confirmed', true, []],
    ['nl', 'confirmed', false, [nl.back]],
    ['nl', 'completed', false, [nl.back, nl.again]],
    ['nl', 'cancelled', false, [nl.again]],
    ['nl', 'completed', true, [nl.again]],
  ] as const)('%s, %s (round trip: %s): offers %j', async (language, status, roundTrip, expected) => {
    await i18n.changeLanguage(language);
    api(booking({ status: status as BookingStatus, is_round_trip: roundTrip }));
    renderApp(`/booking/${TOKEN}`);
    const title = language === 'fr' ? fr.title : nl.title;
    expect(await nextRideLinks(title)).toEqual(expected);
  });

  it('"Book the return ride" opens the wizard with the places swapped, the party and the contact, the date left to choose, and nothing personal in the address', async () => {
    api(booking());
    // In the browser's own history: the wizard's steps are entries of it (useStepHistory).
    const { router } = renderAppInBrowser(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Book the return ride' }));

    // The wizard's chunk loads first, then its fields are drawn with the places handed over.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pickup Point' })).toHaveProperty(
        'value',
        'Brussels Airport',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty(
      'value',
      'Grand Place, 1000 Brussels',
    );
    expect(screen.getByLabelText('Pickup street and number (optional)')).toHaveProperty(
      'value',
      'Terminal, door 3',
    );
    expect(screen.getByLabelText('Destination street and number (optional)')).toHaveProperty(
      'value',
      'Rue au Beurre 1',
    );
    expect(screen.getByLabelText('Passengers')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Luggage')).toHaveProperty('value', '2');
    // Not last June's date or flight: the wizard's own earliest pickup, the flight the new ride's.
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).not.toBe('');
    expect(date.value).not.toBe('2026-06-10');
    expect(screen.getByLabelText(/Flight or train number/)).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: /Round trip/ })).toHaveProperty('checked', false);
    // The places as the hero hands them over; the name, e-mail, phone and address lines never.
    const address = router.state.location.pathname + router.state.location.search;
    expect(address).toContain('pickup_address=Brussels+Airport');
    expect(address).toContain(`vehicle=${CAR.id}`);
    for (const personal of ['Anne', 'example.be', '470', 'Beurre', 'door'])
      expect(decodeURIComponent(address)).not.toContain(personal);

    // The booked car is chosen in advance, and the contact step is filled.
    expect(await screen.findByText('S-Class', { selector: '.whitespace-nowrap' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Select S-Class/ }));
    await screen.findByRole('heading', { name: 'Contact details' });
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Anne Peeters');
    expect(screen.getByLabelText('Phone number')).toHaveProperty('value', '+32 470 12 34 56');
    expect(screen.getByLabelText('Email', { exact: true })).toHaveProperty(
      'value',
      'anne.peeters@example.be',
    );
    // Each step is a history entry carrying the hand-off: moving on must not hand it over again.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Summary' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it('"Book again" keeps the direction and the round trip, replacing what an earlier visit left in the wizard', async () => {
    sessionStorage.setItem(
      'chauffeur.wizard',
      JSON.stringify({ state: { step: 3, name: 'Someone Else', flightNumber: 'AF123' }, version: 3 }),
    );
    api(booking({ status: 'cancelled', is_round_trip: true }));
    renderApp(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Book again' }));
    expect(await screen.findByRole('combobox', { name: 'Pickup Point' })).toHaveProperty(
      'value',
      'Grand Place, 1000 Brussels',
    );
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', 'Brussels Airport');
    expect(screen.getByRole('checkbox', { name: /Round trip/ })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/Flight or train number/)).toHaveProperty('value', '');
  });

  it('leaves nothing of the earlier booking to whoever opens the wizard afterwards by its own link (a shared computer)', async () => {
    api(booking());
    renderAppInBrowser(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Book the return ride' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Pickup street and number (optional)')).toHaveProperty(
        'value',
        'Terminal, door 3',
      ),
    );
    // The next visitor of the tab: the header's "Book Now", no hand-off.
    fireEvent.click(screen.getAllByRole('link', { name: 'Book Now' })[0]!);
    await waitFor(() =>
      expect(screen.getByLabelText('Pickup street and number (optional)')).toHaveProperty('value', ''),
    );
    expect(screen.getByRole('combobox', { name: 'Pickup Point' })).toHaveProperty('value', '');
    expect(screen.getByLabelText('Passengers')).toHaveProperty('value', '1');
    for (const personal of ['Anne', 'example.be', '470', 'Beurre', 'door'])
      expect(sessionStorage.getItem('chauffeur.wizard')).not.toContain(personal);
  });

  it('fills the wizard again when the customer comes back with Back after "Book Now" started it afresh', async () => {
    api(booking());
    const { router } = renderAppInBrowser(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Book the return ride' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pickup Point' })).toHaveProperty(
        'value',
        'Brussels Airport',
      ),
    );
    fireEvent.click(screen.getAllByRole('link', { name: 'Book Now' })[0]!);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pickup Point' })).toHaveProperty('value', ''),
    );
    // Back: the return ride's entry, its places in the address bar; an empty wizard there was a dead end.
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pickup Point' })).toHaveProperty(
        'value',
        'Brussels Airport',
      ),
    );
    expect(screen.getByLabelText('Pickup street and number (optional)')).toHaveProperty(
      'value',
      'Terminal, door 3',
    );
    expect(screen.getByLabelText('Passengers')).toHaveProperty('value', '2');
  });

  it('says at once that a handed-over place the server no longer knows must be chosen again, and keeps Continue disabled', async () => {
    api(booking(), () =>
      problemResponse(400, {
        title: 'Bad Request',
        errors: [
          {
            field: 'body.pickup',
            message:
              'We could not find this address at the position given. Please choose the address from the suggestions.',
          },
        ],
      }),
    );
    renderApp(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Book the return ride' }));
    expect(
      await screen.findByText(
        'We could not find this address at this position. Please choose it again from the suggestions.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true),
    );
  });
});
