import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BOOKING_STATUSES, type ManageBooking } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { holdAnswers, jsonResponse, mockFetch as mockAnyFetch, problemResponse } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import { ManageBookingRoutes } from './ManageBookingRoutes';

// The map is the wizard's (its own tests); here only the page around it.
vi.mock('./TripMap', () => ({ TripMap: () => <div data-testid="trip-map" /> }));

const TOKEN = '11111111-1111-4111-8111-111111111111.c2lnbmF0dXJl';
const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';
// 14:30 in Brussels (winter time, UTC+1), whatever the machine's time zone.
const PICKUP = '2026-12-10T13:30:00.000Z';
const booking = (overrides: Partial<ManageBooking> = {}): ManageBooking => ({
  reference: 'CH-7K3P9Q',
  status: 'confirmed',
  timeline: [
    { step: 'requested', at: '2026-11-20T09:00:00.000Z' },
    { step: 'confirmed', at: '2026-11-20T09:00:01.000Z' },
  ],
  cancellation: null,
  pickup: { address: 'Grand-Place, Brussels', lat: 50.8467, lng: 4.3525, address_line: 'Rue au Beurre 1' },
  dropoff: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844, address_line: null },
  scheduled_time: PICKUP,
  is_round_trip: false,
  vehicle: { id: S_CLASS, name: 'Mercedes-Benz S-Class', max_passengers: 3, max_luggage: 3 },
  passenger_count: 2,
  luggage_count: 3,
  flight_number: 'SN3712',
  total_fare: 95.4,
  currency: 'EUR',
  language: 'fr',
  chauffeur: null,
  car: null,
  can_cancel: true,
  cancel_until: '2026-12-09T13:30:00.000Z',
  company_phone: { display: '+32 2 000 00 00', href: 'tel:+3220000000' },
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56', email: 'anne.peeters@example.be' },
  can_correct_contact: true,
  revision: 3,
  ...overrides,
});

/** The page's calls; the change-request panel on the page (pending or confirmed) finds no request. */
const mockFetch = (handler: Parameters<typeof mockAnyFetch>[0]) =>
  mockAnyFetch((url, init) =>
    url.includes('/change-requests') ? jsonResponse({ change_requests: [] }) : handler(url, init),
  );

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    // As the app mounts it: one route for everything under /booking, routed inside the feature.
    [{ path: '/booking/*', element: <ManageBookingRoutes /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

describe("the customer's manage page (issue 18)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows loading, then the booking: status, timeline, details and price, with its token in the call', async () => {
    const fetch = mockFetch(() => jsonResponse(booking()));
    renderAt(`/booking/${TOKEN}`);
    expect(screen.getByRole('status').textContent).toContain('Loading your booking…');
    // The page's heading while the booking loads (the pre-rendered page's), its status once loaded.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking');
    expect((await screen.findByTestId('status')).textContent).toContain('Confirmed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirmed');
    expect(String(fetch.mock.calls[0]![0])).toContain(`/api/manage/${encodeURIComponent(TOKEN)}`);
    expect(screen.getByText('CH-7K3P9Q')).toBeTruthy();
    expect(screen.getByText('Booking received')).toBeTruthy();
    expect(screen.getByText('Rue au Beurre 1')).toBeTruthy();
    expect(screen.getByText('SN3712')).toBeTruthy();
    expect(screen.getByText('€95.40')).toBeTruthy();
    expect(screen.getByText(/Thursday, 10 December 2026 at 14:30 \(Brussels time\)/)).toBeTruthy();
    expect(screen.queryByTestId('chauffeur-card')).toBeNull();
    expect(screen.getByTestId('trip-map')).toBeTruthy();
  });

  it('draws the change form with the rest of the booking, not after it: nothing below it moves down', async () => {
    mockFetch(() => jsonResponse(booking()));
    const held = holdAnswers('/change-requests');
    renderAt(`/booking/${TOKEN}`);
    await waitFor(() => expect(held.sent()).toBe(1));
    // The booking has come, its change requests not yet: the page still says it is loading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Booking received')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading your booking…');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Change your booking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for this change' })).toBeTruthy();
    expect(screen.getByText('Booking received')).toBeTruthy();
  });

  it('shows the booking, and keeps it shown, when its change requests cannot be loaded', async () => {
    mockAnyFetch((url) =>
      url.includes('/change-requests')
        ? problemResponse(500, { title: 'Internal Server Error' })
        : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    expect(await screen.findByText('Booking received')).toBeTruthy();
    // The panel asking again must not put the page back to "loading" (it did, over and over).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Booking received')).toBeTruthy();
    expect(screen.queryByText('Loading your booking…')).toBeNull();
  });

  it('labels the number the customer gave as a flight or train number, as the booking form and the change form do (fr)', async () => {
    await i18n.changeLanguage('fr');
    mockFetch(() => jsonResponse(booking({ flight_number: 'EST9114' })));
    renderAt(`/booking/${TOKEN}`);
    const number = await screen.findByText('EST9114');
    // A Eurostar's number under "Numéro de vol" read as a flight the customer never took.
    expect(number.previousElementSibling?.textContent).toBe('Numéro de vol ou de train');
  });

  it.each([
    ['nl', 'Passagiers', 'Bagagestukken', 'Tussen 1 en 3.', 'Tussen 0 en 2.'],
    ['de', 'Fahrgäste', 'Gepäckstücke', 'Zwischen 1 und 3.', 'Zwischen 0 und 2.'],
  ] as const)(
    "bounds the change form's passengers and luggage by the booked car (%s, decision 332)",
    async (language, passengersLabel, luggageLabel, passengersRange, luggageRange) => {
      await i18n.changeLanguage(language);
      const vehicle = { id: S_CLASS, name: 'Mercedes-Benz E-Class', max_passengers: 3, max_luggage: 2 };
      const fetch = mockFetch(() => jsonResponse(booking({ vehicle, luggage_count: 1 })));
      renderAt(`/booking/${TOKEN}`);
      const passengers = await screen.findByLabelText(passengersLabel);
      const luggage = screen.getByLabelText(luggageLabel);
      expect([passengers.getAttribute('max'), luggage.getAttribute('max')]).toEqual(['3', '2']);
      // An E-Class takes 3: 4 passengers is refused on the page, not sent for the server to refuse.
      fireEvent.change(passengers, { target: { value: '4' } });
      fireEvent.change(luggage, { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t('manageChange.submit') }));
      const said = (field: HTMLElement) =>
        document.getElementById(field.getAttribute('aria-describedby')!)!.textContent;
      expect([said(passengers), said(luggage)]).toEqual([passengersRange, luggageRange]);
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    },
  );

  it("keeps SPEC 5's limits when the car takes more (a V-Class's 7 pieces of luggage: at most 4)", async () => {
    const vehicle = { id: S_CLASS, name: 'Mercedes-Benz V-Class', max_passengers: 7, max_luggage: 7 };
    mockFetch(() => jsonResponse(booking({ vehicle })));
    renderAt(`/booking/${TOKEN}`);
    const luggage = await screen.findByLabelText('Pieces of luggage');
    expect(luggage.getAttribute('max')).toBe('4');
    expect(screen.getByLabelText('Passengers').getAttribute('max')).toBe('7');
  });

  it('says a link is not valid on 404, and leads to the find form', async () => {
    mockFetch(() => problemResponse(404, { detail: 'This link is not valid.' }));
    renderAt(`/booking/forged`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find my booking' }).getAttribute('href')).toBe('/booking');
  });

  it('says a link is not valid for an address under a token that names no page', async () => {
    mockFetch(() => jsonResponse(booking()));
    renderAt(`/booking/${TOKEN}/nothing-here`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });

  it('offers a retry when the server cannot answer', async () => {
    mockFetch(() => problemResponse(503, { detail: 'Unavailable' }));
    renderAt(`/booking/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the chauffeur's first name and the car once assigned, and that they are on the way", async () => {
    mockFetch(() =>
      jsonResponse(
        booking({
          status: 'in_progress',
          chauffeur: { first_name: 'Karim' },
          car: { model: 'Mercedes-Benz S-Class', colour: 'Black', plate: '1-ABC-123' },
          can_cancel: false,
        }),
      ),
    );
    renderAt(`/booking/${TOKEN}`);
    const card = await screen.findByTestId('chauffeur-card');
    expect(card.textContent).toContain('Karim will drive you.');
    expect(card.textContent).toContain('1-ABC-123');
    expect(card.textContent).toContain('Black');
    expect(screen.getAllByText(/Your chauffeur is on the way/).length).toBeGreaterThan(0);
    // A started ride is not cancellable at all: no cancel section, no cut-off sentence.
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByTestId('cut-off')).toBeNull();
  });

  it.each([
    ['en', 'Karim was your chauffeur.'],
    ['nl', 'Karim was uw chauffeur.'],
    ['fr', 'Karim était votre chauffeur.'],
    ['de', 'Karim war Ihr Chauffeur.'],
  ] as const)(
    'says who drove a completed ride in the past tense (%s), not "will drive you"',
    async (language, sentence) => {
      await i18n.changeLanguage(language);
      mockFetch(() =>
        jsonResponse(booking({ status: 'completed', can_cancel: false, chauffeur: { first_name: 'Karim' } })),
      );
      renderAt(`/booking/${TOKEN}`);
      expect((await screen.findByTestId('chauffeur-card')).textContent).toContain(sentence);
    },
  );

  it('shows no chauffeur for a cancelled booking: nobody will drive it', async () => {
    mockFetch(() =>
      jsonResponse(
        booking({
          status: 'cancelled',
          can_cancel: false,
          chauffeur: { first_name: 'Karim' },
          car: { model: 'Mercedes-Benz S-Class', colour: 'Black', plate: '1-ABC-123' },
          cancellation: { by: 'company', at: '2026-12-01T09:00:00.000Z' },
        }),
      ),
    );
    renderAt(`/booking/${TOKEN}`);
    await screen.findByText(/This booking was cancelled by us/);
    expect(screen.queryByTestId('chauffeur-card')).toBeNull();
    expect(screen.queryByText(/Karim/)).toBeNull();
  });

  it('asks for the booking again when the reader switches language: its places in the new one (decision 305)', async () => {
    // The server names the places in the language the app's cookie says (i18next writes it on a switch).
    const PLACES = {
      nl: 'Grote Markt, 1000 Brussel, België',
      de: 'Grand-Place, 1000 Brüssel, Belgien',
    } as Record<string, string>;
    await i18n.changeLanguage('nl');
    mockFetch(() =>
      jsonResponse(
        booking({
          language: 'de',
          pickup: { address: PLACES[i18n.language]!, lat: 50.8467, lng: 4.3525, address_line: null },
        }),
      ),
    );
    renderAt(`/booking/${TOKEN}`);
    expect(await screen.findByText(PLACES.nl!)).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText(PLACES.de!)).toBeTruthy();
    expect(screen.queryByText(PLACES.nl!)).toBeNull();
  });

  it('leads a completed ride to its rating page and its receipt, under the same token', async () => {
    mockFetch(() => jsonResponse(booking({ status: 'completed', can_cancel: false })));
    renderAt(`/booking/${TOKEN}`);
    const rate = await screen.findByRole('link', { name: 'Rate your trip' });
    const base = `/booking/${encodeURIComponent(TOKEN)}`;
    expect(rate.getAttribute('href')).toBe(`${base}/rate`);
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(`${base}/receipt`);
    // Nothing to change on a ride that is over.
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it.each([
    ['en', 'Receipt'],
    ['fr', 'Reçu'],
    ['nl', 'Ontvangstbewijs'],
    ['de', 'Quittung'],
  ] as const)(
    'names the receipt link (%s) as the receipt it opens is titled (the page, the PDF)',
    async (language, title) => {
      await i18n.changeLanguage(language);
      mockFetch(() => jsonResponse(booking({ status: 'completed', can_cancel: false })));
      renderAt(`/booking/${TOKEN}`);
      const link = await screen.findByRole('link', { name: title });
      expect(link.getAttribute('href')).toBe(`/booking/${encodeURIComponent(TOKEN)}/receipt`);
    },
  );

  it.each([
    ['pending', 'en', 'Add to calendar'],
    ['confirmed', 'fr', 'Ajouter à mon agenda'],
    ['confirmed', 'nl', 'Toevoegen aan agenda'],
    ['pending', 'de', 'Zum Kalender hinzufügen'],
  ] as const)(
    'offers a %s ride to the calendar (%s): the file to download, in the page’s language (decision 337)',
    async (status, language, name) => {
      await i18n.changeLanguage(language);
      mockFetch(() => jsonResponse(booking({ status })));
      renderAt(`/booking/${TOKEN}`);
      const link = await screen.findByRole('link', { name });
      expect(link.getAttribute('href')).toBe(
        `/api/manage/${encodeURIComponent(TOKEN)}/calendar.ics?lng=${language}`,
      );
      expect(link.getAttribute('download')).toBe('CH-7K3P9Q.ics');
      // Right under the pickup's date and time, in the page's header.
      expect(link.closest('header')).not.toBeNull();
      expect(link.previousElementSibling?.textContent).toMatch(/10.*2026/);
      link.focus();
      expect(document.activeElement).toBe(link);
    },
  );

  it('offers the calendar for a ride ahead only: not once it is cancelled, under way, over or missed', async () => {
    const offered: string[] = [];
    for (const status of BOOKING_STATUSES) {
      mockFetch(() => jsonResponse(booking({ status, can_cancel: false })));
      renderAt(`/booking/${TOKEN}`);
      await screen.findByTestId('status');
      if (screen.queryByRole('link', { name: 'Add to calendar' })) offered.push(status);
      cleanup();
    }
    expect(offered).toEqual(['pending', 'confirmed']);
  });

  it('cancels after a confirmation step with the optional reason, then says it is done', async () => {
    const cancelled = booking({
      status: 'cancelled',
      can_cancel: false,
      cancellation: { at: '2026-11-24T10:00:00.000Z', by: 'you' },
      timeline: [...booking().timeline, { step: 'cancelled', at: '2026-11-24T10:00:00.000Z' }],
    });
    const fetch = mockFetch((url, init) =>
      init.method === 'POST' ? jsonResponse(cancelled) : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    expect(await screen.findByText(/Free cancellation until Wednesday, 9 December 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('heading', { name: 'Cancel this booking?' })).toBeTruthy();
    // "Keep my booking" goes back without calling the server.
    fireEvent.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Meeting moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(await screen.findByText(/Your booking is cancelled/)).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain(`/api/manage/${encodeURIComponent(TOKEN)}/cancel`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ reason: 'Meeting moved' });
    expect(screen.getByTestId('status').textContent).toContain('Cancelled');
    expect(screen.getByText(/You cancelled this booking on/)).toBeTruthy();
  });

  it('keyboard: the question takes the focus, Escape gives it back to "Cancel booking", the outcome takes it last', async () => {
    const cancelled = booking({
      status: 'cancelled',
      can_cancel: false,
      cancellation: { at: '2026-11-24T10:00:00.000Z', by: 'you' },
    });
    const fetch = mockFetch((url, init) =>
      init.method === 'POST' ? jsonResponse(cancelled) : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    const open = await screen.findByRole('button', { name: 'Cancel booking' });
    open.focus();
    fireEvent.click(open);
    // The question, not the page's <body> nor "Yes, cancel" (an Enter must not cancel unread).
    const question = screen.getByRole('form', { name: 'Cancel this booking?' });
    expect(document.activeElement).toBe(question);
    fireEvent.keyDown(screen.getByLabelText('Reason (optional)'), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Cancel this booking?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    const done = await screen.findByText(/Your booking is cancelled/);
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('keyboard: "Yes, cancel" keeps the focus while the cancellation is sent, and a second Enter sends nothing (decision 308)', async () => {
    const cancelled = booking({
      status: 'cancelled',
      can_cancel: false,
      cancellation: { at: '2026-11-24T10:00:00.000Z', by: 'you' },
    });
    let answer = () => {};
    // The server answers the cancellation when the test says: the button is seen while it is sent.
    const fetch = mockFetch((url, init) =>
      init.method === 'POST'
        ? new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(cancelled))))
        : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const yes = screen.getByRole('button', { name: 'Yes, cancel my booking' });
    yes.focus();
    pressEnter();
    await waitFor(() => expect(yes.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((yes as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(yes);
    expect(yes.textContent).toBe('Cancelling…');
    pressEnter();
    answer();
    expect(await screen.findByText(/Your booking is cancelled/)).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('a double press of "Yes, cancel" cancels once, then says so with the focus on it (not a conflict, nor the page\'s top)', async () => {
    const cancelled = booking({
      status: 'cancelled',
      can_cancel: false,
      cancellation: { at: '2026-11-24T10:00:00.000Z', by: 'you' },
    });
    let posts = 0;
    // As the server does: the first cancels, a second finds the booking cancelled already (409).
    const fetch = mockFetch((url, init) =>
      init.method === 'POST'
        ? ++posts === 1
          ? jsonResponse(cancelled)
          : problemResponse(409, { title: 'Conflict', detail: 'This record was changed by someone else.' })
        : jsonResponse(posts ? cancelled : booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const yes = screen.getByRole('button', { name: 'Yes, cancel my booking' });
    // Both presses land before the page has drawn the first one as busy (a double click, a bouncing key).
    fireEvent.click(yes);
    fireEvent.click(yes);
    const done = await screen.findByText(/Your booking is cancelled/);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(document.activeElement).toBe(done);
  });

  it("shows the server's refusal when the cut-off passed while the page was open", async () => {
    mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(422, {
            type: 'about:blank',
            title: 'Unprocessable Entity',
            detail: 'This booking can no longer be cancelled online.',
          })
        : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This booking can no longer be cancelled online.',
    );
  });

  it("says the server's refusal in the page's language, by its code (fr)", async () => {
    await i18n.changeLanguage('fr');
    mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(422, {
            title: 'Unprocessable Content',
            detail:
              'This booking can no longer be cancelled online: free cancellation ends 48 hours before pickup. Please call us on +32 2 000 00 00.',
            code: 'cancel_cut_off',
            params: { count: 48, phone: '+32 2 000 00 00' },
          })
        : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler ma réservation' }));
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain(
      'Cette réservation ne peut plus être annulée en ligne\u00a0: l’annulation gratuite prend fin 48 heures avant la prise en charge. Appelez-nous au +32 2 000 00 00.',
    );
    expect(alert).not.toContain('cancelled online');
  });

  it("shows the server's English for a code this page does not know", async () => {
    mockFetch((url, init) =>
      init.method === 'POST'
        ? problemResponse(409, { title: 'Conflict', detail: 'A reason from a newer server.', code: 'newer' })
        : jsonResponse(booking()),
    );
    await i18n.changeLanguage('nl');
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Boeking annuleren' }));
    fireEvent.click(screen.getByRole('button', { name: /^Ja/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('A reason from a newer server.');
  });

  it('inside the cut-off, says why it cannot be cancelled online and gives the phone number (fr)', async () => {
    await i18n.changeLanguage('fr');
    mockFetch(() => jsonResponse(booking({ can_cancel: false })));
    renderAt(`/booking/${TOKEN}`);
    const why = await screen.findByTestId('cut-off');
    expect(why.textContent).toContain(
      'L’annulation gratuite a pris fin le mercredi 9 décembre 2026 à 14:30 (24 heures avant la prise en charge)',
    );
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
    const calls = screen.getAllByTestId('call-us');
    expect(calls[0]!.getAttribute('href')).toBe('tel:+3220000000');
    expect(calls[0]!.textContent).toContain('Appeler le +32 2 000 00 00');
  });

  it('with free cancellation set to 0 hours, says it ended at the pickup time, never "0 hours before" (de, decision 284)', async () => {
    await i18n.changeLanguage('de');
    mockFetch(() => jsonResponse(booking({ can_cancel: false, cancel_until: PICKUP })));
    renderAt(`/booking/${TOKEN}`);
    const why = await screen.findByTestId('cut-off');
    expect(why.textContent).toContain(
      'Die kostenlose Stornierung endete zur Abholzeit am Donnerstag, 10. Dezember 2026 um 14:30: Diese Buchung kann nicht mehr online storniert werden.',
    );
    expect(why.textContent).not.toContain('0 Stunden');
    await i18n.changeLanguage('en');
  });
});

describe('Find my booking (issue 18)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the reference and e-mail, and says the same sentence whatever the answer', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(
        { message: 'If a booking matches this reference and e-mail, we have e-mailed its link.' },
        202,
      ),
    );
    renderAt('/booking');
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: ' ch-7k3p9q ' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'anne@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect((await screen.findByTestId('find-sent')).textContent).toContain(
      'If a booking matches this reference and e-mail, we have e-mailed its link.',
    );
    // The sent form is gone: the message has the focus, not the top of the page.
    expect(document.activeElement).toBe(screen.getByTestId('find-sent'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/manage/find');
    expect(JSON.parse(String(init!.body))).toEqual({ reference: 'ch-7k3p9q', email: 'anne@example.be' });
  });

  it('keyboard: the send button keeps the focus while the request is sent, and a second Enter sends nothing (decision 308)', async () => {
    let answer = () => {};
    const fetch = mockFetch(
      () =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(jsonResponse({ message: 'If a booking matches.' }, 202))),
        ),
    );
    renderAt('/booking');
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: 'CH-7K3P9Q' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'anne@example.be' } });
    const send = screen.getByRole('button', { name: 'E-mail me the link' });
    send.focus();
    pressEnter();
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    expect(send.textContent).toBe('Sending…');
    pressEnter();
    answer();
    expect(await screen.findByTestId('find-sent')).toBeTruthy();
    expect(fetch.mock.calls).toHaveLength(1);
  });

  it('asks to wait when rate-limited', async () => {
    mockFetch(() => problemResponse(429, { detail: 'Too many' }));
    renderAt('/booking');
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: 'CH-7K3P9Q' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'anne@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts.');
    await waitFor(() => expect(screen.queryByTestId('find-sent')).toBeNull());
  });
});

/** Decision 340: the customer's name and phone on the page, corrected through the link. */
describe("the customer's correction of their name and phone", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  const patches = (fetch: ReturnType<typeof mockFetch>) =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
  const details = () => screen.getByTestId('contact-details').textContent;

  it('shows the name and phone, with "Correct my details" only while the ride is ahead', async () => {
    mockFetch(() => jsonResponse(booking()));
    renderAt(`/booking/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your contact details' })).toBeTruthy();
    expect(details()).toContain('Anne Peeters');
    expect(details()).toContain('+32 470 12 34 56');
    expect(screen.getByRole('button', { name: 'Correct my details' })).toBeTruthy();
    cleanup();
    const timeline = [{ step: 'completed' as const, at: '2026-12-10T15:00:00.000Z' }];
    mockFetch(() => jsonResponse(booking({ status: 'completed', timeline, can_correct_contact: false })));
    renderAt(`/booking/${TOKEN}`);
    expect(await screen.findByTestId('contact-details')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct my details' })).toBeNull();
  });

  it("refuses a phone the server would refuse, in the wizard's words, and focuses it (fr)", async () => {
    await i18n.changeLanguage('fr');
    const fetch = mockFetch(() => jsonResponse(booking()));
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Corriger mes coordonnées' }));
    const name = screen.getByLabelText('Nom complet');
    expect(document.activeElement).toBe(name);
    const phone = screen.getByLabelText('Numéro de téléphone');
    expect(phone.hasAttribute('required')).toBe(true);
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Saisissez un numéro d’au moins 6 chiffres, par exemple +32 470 12 34 56.'),
    ).toBeTruthy();
    expect(patches(fetch)).toHaveLength(0);
  });

  it('focuses the field the server refused (400 naming it)', async () => {
    const fetch = mockFetch((_, init) =>
      init.method === 'PATCH'
        ? problemResponse(400, {
            title: 'Bad Request',
            detail: 'The request has invalid fields',
            code: 'invalid_fields',
            errors: [{ field: 'body.name', message: 'Full name must not contain control characters' }],
          })
        : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct my details' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+32 471 99 88 77' } });
    screen.getByLabelText('Phone number').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText('Enter your name as plain text, at most 120 characters.')).toBeTruthy();
    expect(patches(fetch)).toHaveLength(1);
  });

  it('saves at the revision read, shows the new phone and says so', async () => {
    const corrected = booking({
      customer: { name: 'Anne Peeters', phone: '+32 471 99 88 77', email: 'anne.peeters@example.be' },
      revision: 4,
    });
    const fetch = mockFetch((_, init) => jsonResponse(init.method === 'PATCH' ? corrected : booking()));
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct my details' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: ' +32 471 99 88 77 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText('Your details have been corrected.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(details()).toContain('+32 471 99 88 77');
    const [url, init] = patches(fetch)[0]!;
    expect(url).toBe(`/api/manage/${encodeURIComponent(TOKEN)}/contact`);
    expect(new Headers(init!.headers).get('if-match')).toBe('"3"');
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Anne Peeters', phone: '+32 471 99 88 77' });
  });

  it('says the booking changed meanwhile on a 409 and reads it again', async () => {
    const fetch = mockFetch((_, init) =>
      init.method === 'PATCH'
        ? problemResponse(409, {
            title: 'Conflict',
            detail: 'This record was changed by someone else.',
            code: 'changed_by_someone_else',
          })
        : jsonResponse(booking()),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct my details' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+32 471 99 88 77' } });
    const reads = () => fetch.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET').length;
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/Your booking was changed in the meantime/);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    // The form stays, with what the customer typed, to save again.
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+32 471 99 88 77');
  });

  it('after a 409, shows what the other change made to the fields the customer left, and saves that, not the old value', async () => {
    // Meanwhile the office corrected the phone; the customer, who opened the form before, corrects the name.
    const theirs = { name: 'Anne Peeters', phone: '+32 472 00 11 22', email: 'anne.peeters@example.be' };
    let reads = 0;
    const fetch = mockFetch((_, init) =>
      init.method === 'PATCH'
        ? patches(fetch).length === 1
          ? problemResponse(409, {
              title: 'Conflict',
              detail: 'This record was changed by someone else.',
              code: 'changed_by_someone_else',
            })
          : jsonResponse(booking({ customer: { ...theirs, ...JSON.parse(String(init.body)) }, revision: 5 }))
        : jsonResponse(++reads === 1 ? booking() : booking({ customer: theirs, revision: 4 })),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct my details' }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Anne Peeters-Smet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/we have loaded it again/);
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    // The form shows the number as it now stands, beside the name the customer typed.
    await waitFor(() => expect(phone.value).toBe('+32 472 00 11 22'));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Anne Peeters-Smet');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your details have been corrected.');
    expect(JSON.parse(String(patches(fetch)[1]![1]!.body))).toEqual({
      name: 'Anne Peeters-Smet',
      phone: '+32 472 00 11 22',
    });
    expect(new Headers(patches(fetch)[1]![1]!.headers).get('if-match')).toBe('"4"');
    expect(details()).toContain('+32 472 00 11 22');
  });

  it('says the details can no longer be corrected online when the booking read after a 409 is cancelled (de)', async () => {
    await i18n.changeLanguage('de');
    const cancelled = booking({
      status: 'cancelled',
      can_cancel: false,
      can_correct_contact: false,
      cancellation: { by: 'you', at: '2026-12-01T09:00:00.000Z' },
      revision: 4,
    });
    let reads = 0;
    mockFetch((_, init) =>
      init.method === 'PATCH'
        ? problemResponse(409, {
            title: 'Conflict',
            detail: 'This record was changed by someone else.',
            code: 'changed_by_someone_else',
          })
        : jsonResponse(++reads === 1 ? booking() : cancelled),
    );
    renderAt(`/booking/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Meine Angaben korrigieren' }));
    fireEvent.change(screen.getByLabelText('Telefonnummer'), { target: { value: '+32 471 99 88 77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    // Not "save again": there is no form left to save.
    const notice = await screen.findByText(
      'Ihre Buchung wurde inzwischen geändert: Ihre Angaben lassen sich online nicht mehr korrigieren. Rufen Sie uns bei Bedarf unter +32 2 000 00 00 an.',
    );
    expect(screen.queryByText(/speichern Sie erneut/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('says so, with the focus on it, when a refresh finds the booking cancelled while the form is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let cancelledMeanwhile = false;
      mockFetch(() =>
        jsonResponse(
          cancelledMeanwhile
            ? booking({
                status: 'cancelled',
                can_cancel: false,
                can_correct_contact: false,
                cancellation: { by: 'company', at: '2026-12-01T09:00:00.000Z' },
                revision: 4,
              })
            : booking(),
        ),
      );
      renderAt(`/booking/${TOKEN}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Correct my details' }));
      const phone = screen.getByLabelText('Phone number');
      fireEvent.change(phone, { target: { value: '+32 471 99 88 77' } });
      phone.focus();
      cancelledMeanwhile = true;
      // The page's refresh a minute later.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(61_000);
      });
      const notice = await screen.findByText(
        'Your booking was changed in the meantime: your details can no longer be corrected online. If they need correcting, please call us on +32 2 000 00 00.',
      );
      // Not lost to the page's <body> with the form that held it.
      await waitFor(() => expect(document.activeElement).toBe(notice));
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves again at the revision read after a 409, not at one a later refresh brought', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Each read of the page finds the booking changed once more: 3, then 4 after the 409, then 5.
      let revision = 2;
      const fetch = mockFetch((_, init) =>
        init.method === 'PATCH'
          ? problemResponse(409, {
              title: 'Conflict',
              detail: 'This record was changed by someone else.',
              code: 'changed_by_someone_else',
            })
          : jsonResponse(booking({ revision: ++revision })),
      );
      renderAt(`/booking/${TOKEN}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Correct my details' }));
      fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+32 471 99 88 77' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText(/Your booking was changed in the meantime/);
      await waitFor(() => expect(revision).toBe(4));
      // The page's refresh a minute later reads revision 5, which the customer was never told of.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(61_000);
      });
      await waitFor(() => expect(revision).toBe(5));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(patches(fetch)).toHaveLength(2));
      expect(new Headers(patches(fetch)[1]![1]!.headers).get('if-match')).toBe('"4"');
    } finally {
      vi.useRealTimers();
    }
  });
});
