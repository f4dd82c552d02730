import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { holdAnswers, jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { BookingDetailPage } from './BookingDetailPage';
import { bookingRow } from './bookingRow.fixture';

const ID = '11111111-1111-4111-8111-111111111111';
const RID = '22222222-2222-4222-8222-222222222222';
const request = (state: string, extra: Record<string, unknown> = {}) => ({
  id: RID,
  state,
  changes: { passenger_count: 3, flight_number: 'LH1234' },
  requested_at: '2026-11-21T11:00:00.000Z',
  previous_total_fare: 50.4,
  total_fare: null,
  reason: null,
  answered_at: null,
  ...extra,
});

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], {
    initialEntries: [`/admin/bookings/${ID}`],
  });
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

/**
 * The booking page's routes with these change requests (read at each request: an answer may change them);
 * `post` answers the admin's answer (a success by default).
 */
function serve(
  requests: unknown[] | (() => unknown[]),
  post: () => Response | Promise<Response> = () =>
    jsonResponse({ id: RID, revision: 2, position: '9', models: [] }),
) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (init.method === 'POST') return post();
    if (path.endsWith('/chauffeurs')) return jsonResponse({ items: [] });
    if (path.endsWith('/change-requests'))
      return jsonResponse({ change_requests: typeof requests === 'function' ? requests() : requests });
    if (path.endsWith('/history')) return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: [] });
    return jsonResponse(bookingRow(ID, 'confirmed', 1));
  });
}

describe('change requests on the admin booking page (issue 18 point 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what the customer asked against the booking, and accepts it', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve([request('open')]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText('Open: waiting for your answer')).toBeTruthy();
    expect(item.getByText('passengers: 2 → 3')).toBeTruthy();
    expect(item.getByText('flight/train number: none → LH1234')).toBeTruthy();
    fireEvent.click(item.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining(`/api/admin/bookings/${ID}/change-requests/${RID}/accept`),
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  // Decision 296: the line said "Flug:" / "Flight:" where the details above say "Flug/Zug" (SPEC: a
  // flight/train number); a train's number read as a flight.
  it.each([
    ['en', 'flight/train number: none → LH1234'],
    ['fr', 'numéro de vol/train\u00a0: aucun → LH1234'],
    ['nl', 'vlucht-/treinnummer: geen → LH1234'],
    ['de', 'Flug-/Zugnummer: keine → LH1234'],
  ])('in %s, names the asked number a flight or train number', async (language, line) => {
    await i18n.changeLanguage(language);
    serve([request('open')]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText(/LH1234/).textContent).toBe(line);
    await i18n.changeLanguage('en');
  });

  it('draws the booking with its requests, not before them: the notes and the history do not move down', async () => {
    await i18n.changeLanguage('en');
    serve([request('open')]);
    const held = holdAnswers('/change-requests');
    renderPage();
    await waitFor(() => expect(held.sent()).toBe(1));
    // The booking and its history have come, its change requests not yet: the page still says it loads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Internal notes')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Audit history' })).toBeNull();
    held.release();
    expect(await screen.findByTestId('change-request')).toBeTruthy();
    expect(screen.getByText('Internal notes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Audit history' })).toBeTruthy();
  });

  it('shows the booking, and keeps it shown, when its change requests cannot be loaded', async () => {
    await i18n.changeLanguage('en');
    mockFetch((url) => {
      const path = url.split('?')[0]!;
      if (path.endsWith('/chauffeurs')) return jsonResponse({ items: [] });
      if (path.endsWith('/change-requests')) return problemResponse(500, { title: 'Internal Server Error' });
      if (path.endsWith('/history'))
        return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: [] });
      return jsonResponse(bookingRow(ID, 'confirmed', 1));
    });
    renderPage();
    expect(await screen.findByText('Internal notes')).toBeTruthy();
    // The section asking again must not put the page back to "loading" (it did, over and over).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Internal notes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Audit history' })).toBeTruthy();
  });

  it('puts the French no-break space before the colon of each asked line', async () => {
    await i18n.changeLanguage('fr');
    serve([request('open')]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText(/^passagers/).textContent).toBe('passagers\u00a0: 2 → 3');
    await i18n.changeLanguage('en');
  });

  it('declines only with a reason, which it sends', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve([request('open')]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    fireEvent.click(item.getByRole('button', { name: 'Decline…' }));
    fireEvent.click(item.getByRole('button', { name: 'Decline' }));
    const field = item.getByLabelText(/Reason/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(item.getByText('Give the customer a reason.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'No car free then' } });
    fireEvent.click(item.getByRole('button', { name: 'Decline' }));
    await waitFor(() => {
      const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/decline'));
      expect(JSON.parse(String(call![1]!.body))).toEqual({ reason: 'No car free then' });
    });
  });

  it('says a higher price waits for the customer, in French', async () => {
    await i18n.changeLanguage('fr');
    serve([request('awaiting_customer', { total_fare: 70 })]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText(/Acceptée : le client doit confirmer 70,00/)).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Accepter' })).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('an applied request shows what was asked, not the booking against itself', async () => {
    await i18n.changeLanguage('en');
    serve([request('applied', { total_fare: 50.4 })]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText('Applied')).toBeTruthy();
    expect(item.getByText('passengers: 3')).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('an accepted request still says from what to what, in German, from what the server kept (decision 288)', async () => {
    await i18n.changeLanguage('de');
    // The booking now has the asked values; what it had before comes only from the server's record.
    serve([
      request('applied', {
        changes: { passenger_count: 2, scheduled_time: '2026-11-25T17:00:00.000Z', flight_number: 'LH1234' },
        previous: { passenger_count: 1, scheduled_time: '2026-11-25T15:30:00.000Z', flight_number: null },
        total_fare: 50.4,
        answered_at: '2026-11-21T12:00:00.000Z',
      }),
    ]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText('Übernommen')).toBeTruthy();
    expect(item.getByText('Fahrgäste: 1 → 2')).toBeTruthy();
    expect(item.getByText(/^Datum und Uhrzeit: .*16:30 → .*18:00$/)).toBeTruthy();
    expect(item.getByText('Flug-/Zugnummer: keine → LH1234')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('a request closed with its cancelled booking says why, in German, and offers no answer', async () => {
    await i18n.changeLanguage('de');
    serve([request('closed', { closed_by: 'cancelled', answered_at: '2026-11-21T12:00:00.000Z' })]);
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    expect(item.getByText('Geschlossen: die Buchung wurde storniert')).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Annehmen' })).toBeNull();
    expect(item.queryByRole('button', { name: 'Ablehnen…' })).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('a refusal of an answer is said in German by its code, not in the server’s English', async () => {
    await i18n.changeLanguage('de');
    serve([request('open')], () =>
      jsonResponse(
        {
          title: 'Conflict',
          status: 409,
          detail: 'Cannot change a booking that is cancelled',
          code: 'change_booking_cancelled',
        },
        409,
      ),
    );
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    fireEvent.click(item.getByRole('button', { name: 'Annehmen' }));
    expect(await item.findByText('Eine stornierte Buchung kann nicht mehr geändert werden.')).toBeTruthy();
    expect(item.queryByText('Cannot change a booking that is cancelled')).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('a request left open past the pickup time: Accept is refused as expired, in French, and the request then reads expired with no answer offered (decision 284)', async () => {
    await i18n.changeLanguage('fr');
    let requests = [request('open')];
    serve(
      () => requests,
      () => {
        requests = [request('expired', { answered_at: '2026-12-01T09:00:00.000Z' })];
        return problemResponse(409, {
          title: 'Conflict',
          detail: 'This change request expired: its pickup time has passed',
          code: 'change_request_expired',
        });
      },
    );
    renderPage();
    const item = within(await screen.findByTestId('change-request'));
    fireEvent.click(item.getByRole('button', { name: 'Accepter' }));
    // French typography: a no-break space before the colon (the query reads it as a space).
    const state = await screen.findByText('Expirée : l’heure de prise en charge est passée');
    expect(state.textContent).toBe('Expirée\u00a0: l’heure de prise en charge est passée');
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuser…' })).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('shows nothing when the booking has no request', async () => {
    await i18n.changeLanguage('en');
    serve([]);
    renderPage();
    await screen.findByText('Audit history');
    expect(screen.queryByText('Change requests')).toBeNull();
  });
});

describe('the focus after answering a change request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Accept focused while it is sent (a second Enter sends nothing), then goes to the request’s new state, which the admin hears', async () => {
    await i18n.changeLanguage('en');
    let requests = [request('open')];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetch = serve(
      () => requests,
      () =>
        answered.then(() => {
          requests = [request('applied', { answered_at: '2026-11-21T12:00:00.000Z' })];
          return jsonResponse({ id: ID, revision: 2, position: '9', models: ['bookings'] });
        }),
    );
    renderPage();
    // A disabled Accept dropped the keyboard to the page's body in a browser until the new state showed.
    await pressEnterTwiceWhileBusy(await screen.findByRole('button', { name: 'Accept' }));
    answer();
    const state = await screen.findByText('Applied');
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('goes to the refusal when the answer is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('en');
    serve([request('open')], () => problemResponse(409, { title: 'Conflict', detail: 'Already answered' }));
    renderPage();
    const accept = await screen.findByRole('button', { name: 'Accept' });
    accept.focus();
    fireEvent.click(accept);
    const refusal = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
  });
  it('stays on Decline while it is sent (a second Enter sends nothing), which then says the refusal (decision 282)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('en');
    let answer = (_: Response) => {};
    const refused = new Promise<Response>((resolve) => (answer = resolve));
    const fetch = serve([request('open')], () => refused);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline…' }));
    fireEvent.change(screen.getByLabelText('Reason (sent to the customer)'), {
      target: { value: 'Fully booked' },
    });
    const decline = screen.getByRole('button', { name: 'Decline' });
    await pressEnterTwiceWhileBusy(decline);
    answer(problemResponse(409, { title: 'Conflict', detail: 'Already answered' }));
    await screen.findByText('Already answered');
    await waitFor(() => expect(decline.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(decline);
    expect(decline.getAttribute('aria-describedby')).toBe('change-decline-reason-error');
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/decline'))).toHaveLength(1);
  });
});
