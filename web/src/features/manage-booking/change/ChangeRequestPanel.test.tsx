import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import { ChangeRequestPanel } from './ChangeRequestPanel';

const TOKEN = 'b1.sig';
const RID = '22222222-2222-4222-8222-222222222222';
const booking = {
  scheduled_time: '2026-12-01T09:00:00.000Z',
  passenger_count: 2,
  luggage_count: 1,
  flight_number: 'SN3712',
  total_fare: 50,
  currency: 'EUR',
};
const request = (state: string, extra: Record<string, unknown> = {}) => ({
  id: RID,
  state,
  changes: { passenger_count: 3 },
  requested_at: '2026-11-21T11:00:00.000Z',
  previous_total_fare: 50,
  total_fare: null,
  reason: null,
  answered_at: null,
  ...extra,
});

function serve(
  requests: unknown[],
  answer: () => Response | Promise<Response> = () =>
    jsonResponse({ id: RID, revision: 2, position: '9' }, 201),
) {
  return mockFetch((url, init) =>
    init.method === 'POST' ? answer() : jsonResponse({ change_requests: requests }),
  );
}
const show = (cutoffPassed = false, booked = booking, cutoffHours = 24) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChangeRequestPanel
        token={TOKEN}
        booking={booked}
        cutoffPassed={cutoffPassed}
        cutoffHours={cutoffHours}
      />
    </QueryClientProvider>,
  );
const bodyOf = (fetch: ReturnType<typeof mockFetch>, ending: string) => {
  const call = fetch.mock.calls.find(
    ([url, init]) => String(url).endsWith(ending) && init?.method === 'POST',
  );
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};

describe('the customer asks to change their booking (issue 18 point 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts from the booking in Brussels time and sends only what changed', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve([]);
    show();
    const when = (await screen.findByLabelText('Pickup date and time (Brussels time)')) as HTMLInputElement;
    expect(when.value).toBe('2026-12-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for this change' }));
    expect(screen.getByRole('alert').textContent).toBe('Change at least one of the fields first.');
    fireEvent.change(when, { target: { value: '2026-12-01T11:30' } });
    fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Flight or train number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for this change' }));
    await waitFor(() =>
      expect(bodyOf(fetch, `/api/manage/${TOKEN}/change-requests`)).toEqual({
        scheduled_time: '2026-12-01T10:30:00.000Z',
        passenger_count: 3,
        flight_number: null,
      }),
    );
    const sent = await screen.findByText('Your request has been sent. We will answer it shortly by e-mail.');
    // The form is gone: the focus goes to what happened, not to the page's <body>.
    await waitFor(() => expect(document.activeElement).toBe(sent));
  });

  it('asks which 02:30 of the night the clocks go back is meant, and asks for the one chosen (decision 240)', async () => {
    await i18n.changeLanguage('fr');
    const fetch = serve([]);
    show();
    const when = (await screen.findByLabelText(/^Date et heure de prise en charge/)) as HTMLInputElement;
    // 2026-10-25 is the last Sunday of October: 02:00–02:59 happens twice in Brussels.
    fireEvent.change(when, { target: { value: '2026-10-25T02:30' } });
    fireEvent.click(screen.getByRole('button', { name: /^Demander/ }));
    expect(await screen.findByText('Choisissez l’heure d’été ou l’heure d’hiver.')).toBeTruthy();
    expect(bodyOf(fetch, `/api/manage/${TOKEN}/change-requests`)).toBeUndefined();
    fireEvent.click(screen.getByLabelText('02:30 (heure d’hiver, UTC+1)'));
    fireEvent.click(screen.getByRole('button', { name: /^Demander/ }));
    await waitFor(() =>
      expect(bodyOf(fetch, `/api/manage/${TOKEN}/change-requests`)).toEqual({
        scheduled_time: '2026-10-25T01:30:00.000Z',
      }),
    );
    await i18n.changeLanguage('en');
  });

  it('refuses a number out of range before sending, and shows the server’s field error beside its field', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve([], () =>
      problemResponse(400, {
        title: 'Bad Request',
        status: 400,
        detail: 'The change breaks a booking rule',
        errors: [{ field: 'body.luggage_count', message: 'This vehicle takes at most 2 pieces of luggage' }],
      }),
    );
    show();
    const passengers = await screen.findByLabelText('Passengers');
    fireEvent.change(passengers, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for this change' }));
    expect(passengers.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Between 1 and 7.')).toBeTruthy();
    expect(bodyOf(fetch, '/change-requests')).toBeUndefined();
    fireEvent.change(passengers, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Pieces of luggage'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for this change' }));
    expect(await screen.findByText('Too much luggage for this vehicle.')).toBeTruthy();
    expect(screen.getByLabelText('Pieces of luggage').getAttribute('aria-invalid')).toBe('true');
  });

  it('keyboard, in German: a refused request takes the focus to the first field in error, which says why (decision 332)', async () => {
    await i18n.changeLanguage('de');
    const fetch = serve([]);
    show();
    const passengers = await screen.findByLabelText('Fahrgäste');
    const luggage = screen.getByLabelText('Gepäckstücke');
    fireEvent.change(passengers, { target: { value: '9' } });
    fireEvent.change(luggage, { target: { value: '-1' } });
    const button = screen.getByRole('button', { name: 'Diese Änderung anfragen' });
    button.focus();
    pressEnter();
    // Not the button: the first field in error, described by its message.
    await waitFor(() => expect(document.activeElement).toBe(passengers));
    expect(passengers.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(passengers.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Zwischen 1 und 7.',
    );
    expect(bodyOf(fetch, '/change-requests')).toBeUndefined();
    // The same refusal again, pressed from the button: the focus goes back to the field.
    button.focus();
    pressEnter();
    await waitFor(() => expect(document.activeElement).toBe(passengers));
    await i18n.changeLanguage('en');
  });

  it('keyboard, in Dutch: the server’s refusal takes the focus to the first field it names', async () => {
    await i18n.changeLanguage('nl');
    serve([], () =>
      problemResponse(422, {
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'The change breaks a booking rule',
        code: 'change_rule',
        errors: [
          { field: 'body.passenger_count', message: 'The Mercedes-Benz E-Class takes at most 3 passengers' },
          { field: 'body.scheduled_time', message: 'Bookings must be made at least 24 hours before pickup' },
        ],
      }),
    );
    show();
    const passengers = await screen.findByLabelText('Passagiers');
    fireEvent.change(passengers, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Ophaaldatum en -uur (Brusselse tijd)'), {
      target: { value: '2026-12-01T08:00' },
    });
    screen.getByRole('button', { name: 'Deze wijziging aanvragen' }).focus();
    pressEnter();
    const when = screen.getByLabelText('Ophaaldatum en -uur (Brusselse tijd)');
    // The pickup time comes first on the form, though the server named the passengers first.
    await waitFor(() => expect(document.activeElement).toBe(when));
    expect(document.getElementById(when.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Dit ophaaltijdstip is te vroeg of al voorbij. Kies een later tijdstip.',
    );
    await i18n.changeLanguage('en');
  });

  it('keyboard, in French: an unchosen pass of the repeated hour takes the focus to its first choice', async () => {
    await i18n.changeLanguage('fr');
    serve([]);
    show();
    fireEvent.change(await screen.findByLabelText(/^Date et heure de prise en charge/), {
      target: { value: '2026-10-25T02:30' },
    });
    screen.getByRole('button', { name: /^Demander/ }).focus();
    pressEnter();
    await screen.findByText('Choisissez l’heure d’été ou l’heure d’hiver.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
    await i18n.changeLanguage('en');
  });

  it('says an emptied pickup time is missing in the page’s language, not by repeating the field’s label', async () => {
    const fetch = serve([]);
    show();
    for (const [language, label, message] of [
      ['fr', 'Date et heure de prise en charge (heure de Bruxelles)', 'Saisissez une date et une heure.'],
      ['nl', 'Ophaaldatum en -uur (Brusselse tijd)', 'Voer een datum en uur in.'],
    ] as const) {
      await i18n.changeLanguage(language);
      const when = await screen.findByLabelText(label);
      fireEvent.change(when, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t('manageChange.submit') }));
      expect(when.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(when.getAttribute('aria-describedby')!)!;
      expect(error.textContent).toBe(message);
      expect(error.textContent).not.toBe(label);
    }
    expect(bodyOf(fetch, '/change-requests')).toBeUndefined();
    await i18n.changeLanguage('en');
  });

  it('says a field the server refused in the page’s language, never in the server’s English', async () => {
    await i18n.changeLanguage('fr');
    serve([], () =>
      problemResponse(422, {
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'The change breaks a booking rule',
        code: 'change_rule',
        errors: [
          { field: 'body.passenger_count', message: 'The Mercedes-Benz E-Class takes at most 3 passengers' },
          { field: 'body.scheduled_time', message: 'Bookings must be made at least 24 hours before pickup' },
        ],
      }),
    );
    show();
    fireEvent.change(await screen.findByLabelText('Passagers'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /Demander cette modification/ }));
    expect(await screen.findByText('Trop de passagers pour ce véhicule.')).toBeTruthy();
    expect(
      screen.getByText(
        'Cette heure de prise en charge est trop proche ou déjà passée. Choisissez une heure plus tardive.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/takes at most|Bookings must/)).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('a higher price: confirm it, or keep the booking as it is (in French)', async () => {
    await i18n.changeLanguage('fr');
    const fetch = serve([request('awaiting_customer', { total_fare: 70 })]);
    show();
    expect(await screen.findByText(/nouveau prix : 70,00\s€ au lieu de 50,00\s€/)).toBeTruthy();
    // French typography: a no-break space before the colon.
    expect(screen.getByText(/^Passagers/).textContent).toBe('Passagers\u00a0: 2 → 3');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le nouveau prix' }));
    await waitFor(() => expect(bodyOf(fetch, `/change-requests/${RID}/confirm`)).toBeNull());
    expect(screen.getByRole('button', { name: 'Garder ma réservation telle quelle' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('a higher price is said in the booking’s own currency: pounds for a ride booked in pounds', async () => {
    await i18n.changeLanguage('en');
    serve([request('awaiting_customer', { total_fare: 70 })]);
    show(false, { ...booking, currency: 'GBP' });
    expect(await screen.findByText(/new price: £70\.00 instead of £50\.00/)).toBeTruthy();
  });

  it('an open request can be withdrawn; no form meanwhile', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve([request('open')]);
    show();
    expect(await screen.findByText('Your change request is waiting for our answer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for this change' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw my request' }));
    await waitFor(() => expect(bodyOf(fetch, `/change-requests/${RID}/withdraw`)).toBeNull());
  });

  describe('keyboard: the pressed button keeps the focus while its command is sent, and a second Enter sends nothing (decision 308)', () => {
    /** The server answers the POST when the test says: the button is seen while it is sent. */
    const held = () => {
      let answer = () => {};
      const promise = () =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(jsonResponse({ id: RID, revision: 2, position: '9' }, 201))),
        );
      return { promise, answer: () => answer() };
    };
    const pressTwice = async (button: HTMLElement, busyText?: string) => {
      button.focus();
      pressEnter();
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
      // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the top).
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(document.activeElement).toBe(button);
      if (busyText) expect(button.textContent).toBe(busyText);
      pressEnter();
    };
    const posts = (fetch: ReturnType<typeof mockFetch>) =>
      fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

    it('"Ask for this change"', async () => {
      await i18n.changeLanguage('en');
      const server = held();
      const fetch = serve([], server.promise);
      show();
      fireEvent.change(await screen.findByLabelText('Passengers'), { target: { value: '3' } });
      await pressTwice(screen.getByRole('button', { name: 'Ask for this change' }), 'Sending…');
      server.answer();
      await waitFor(() => expect(posts(fetch)).toHaveLength(1));
      expect(await screen.findByText(/Your request has been sent/)).toBeTruthy();
      expect(posts(fetch)).toHaveLength(1);
    });

    it('"Withdraw my request"', async () => {
      await i18n.changeLanguage('en');
      const server = held();
      const fetch = serve([request('open')], server.promise);
      show();
      await pressTwice(await screen.findByRole('button', { name: 'Withdraw my request' }));
      server.answer();
      await waitFor(() => expect(bodyOf(fetch, `/change-requests/${RID}/withdraw`)).toBeNull());
      expect(posts(fetch)).toHaveLength(1);
    });

    it('"Confirm new price"', async () => {
      await i18n.changeLanguage('en');
      const server = held();
      const fetch = serve([request('awaiting_customer', { total_fare: 70 })], server.promise);
      show();
      await pressTwice(await screen.findByRole('button', { name: 'Confirm new price' }));
      server.answer();
      await waitFor(() => expect(bodyOf(fetch, `/change-requests/${RID}/confirm`)).toBeNull());
      expect(posts(fetch)).toHaveLength(1);
    });
  });

  describe('a double press, both before the page draws the first as busy (decision 328), sends once and says what happened', () => {
    /** As the server does: the first is done, a second finds the request settled already (409). */
    const once = () => {
      let posts = 0;
      return () =>
        ++posts === 1
          ? jsonResponse({ id: RID, revision: 2, position: '9' }, 201)
          : problemResponse(409, { title: 'Conflict', detail: 'This record was changed by someone else.' });
    };
    const posts = (fetch: ReturnType<typeof mockFetch>) =>
      fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    const doublePress = (button: HTMLElement) => {
      fireEvent.click(button);
      fireEvent.click(button);
    };

    it('"Withdraw my request"', async () => {
      await i18n.changeLanguage('en');
      const fetch = serve([request('open')], once());
      show();
      doublePress(await screen.findByRole('button', { name: 'Withdraw my request' }));
      // Before: "This request could not be sent: …" (the second press's 409), under a withdrawn request.
      expect(await screen.findByText('Your booking stays as it was.')).toBeTruthy();
      expect(posts(fetch)).toHaveLength(1);
    });

    it('"Confirm new price"', async () => {
      await i18n.changeLanguage('en');
      const fetch = serve([request('awaiting_customer', { total_fare: 70 })], once());
      show();
      doublePress(await screen.findByRole('button', { name: 'Confirm new price' }));
      expect(await screen.findByText('Your booking has been changed.')).toBeTruthy();
      expect(posts(fetch)).toHaveLength(1);
    });
  });

  it('past the cut-off it gives the phone number instead of the form; a declined request says why', async () => {
    await i18n.changeLanguage('en');
    serve([request('declined', { reason: 'No car free then' })]);
    show(true);
    expect(await screen.findByText(/less than 24 hours before pickup\. Please call us:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+32 2 000 00 00' })).toBeTruthy();
    expect(screen.getByText('We could not make your last requested change: No car free then')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for this change' })).toBeNull();
  });

  it('a request nobody settled before the pickup time says it expired, with nothing left to press (decision 284)', async () => {
    await i18n.changeLanguage('nl');
    serve([request('expired', { answered_at: booking.scheduled_time })]);
    show(true);
    expect(
      await screen.findByText(
        'Uw wijzigingsverzoek is verlopen op het ophaaltijdstip: uw boeking blijft zoals ze was.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('with the cut-off at 0 hours, says changes ended at the pickup time, never "less than 0 hours" (decision 284)', async () => {
    await i18n.changeLanguage('fr');
    serve([request('declined', { reason: 'Plus de voiture' })]);
    show(true, booking, 0);
    expect((await screen.findByText(/^Les modifications ne sont plus possibles en ligne/)).textContent).toBe(
      'Les modifications ne sont plus possibles en ligne une fois l’heure de prise en charge arrivée. Appelez-nous\u00a0: +32 2 000 00 00',
    );
    await i18n.changeLanguage('en');
  });

  it('past the cut-off with no request to tell of, it shows nothing (the cancel section gives the phone)', async () => {
    await i18n.changeLanguage('en');
    serve([]);
    const { container } = show(true);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Ask for this change' })).toBeNull();
  });
});
