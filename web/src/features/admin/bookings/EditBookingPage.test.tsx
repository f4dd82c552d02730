import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { vehicle } from '../../../test/site-fixtures';
import { mockSiteApi } from '../../../test/site-api';
import { useToastStore } from '../../../lib/toast';
import { pressEnter } from '../../../test/keyboard';
import { bookingRow } from './bookingRow.fixture';
import { EditBookingPage } from './EditBookingPage';

/** Issue 17 point 5: changing a booking in the phone booking's form (decisions 141–143). */
const ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const S_CLASS = vehicle(3, { name: 'Mercedes-Benz S-Class' });
const V_CLASS = vehicle(4, { name: 'Mercedes-Benz V-Class' });
const BOOKING = {
  ...bookingRow(ID, 'confirmed', 3),
  vehicle_id: S_CLASS.id,
  vehicle: { id: S_CLASS.id, name: S_CLASS.name },
  // Seconds the form does not show: a time left as it was is sent back as stored.
  scheduled_time: '2030-03-14T08:30:17.250Z',
  flight_number: 'SN3712',
};

function renderPage(
  booking = BOOKING,
  answer: () => Response | Promise<Response> = () => jsonResponse({ id: ID, revision: 4, position: '12' }),
) {
  const fetch = mockSiteApi({
    '/api/admin/vehicles': () => jsonResponse({ items: [S_CLASS, V_CLASS] }),
    '/api/quotes': () => jsonResponse({}, 503),
    [`/api/admin/bookings/${ID}`]: (_url, init) =>
      init.method === 'PATCH' ? answer() : jsonResponse(booking),
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/bookings/:id/edit', element: <EditBookingPage /> },
      { path: '/admin/bookings/:id', element: <p>booking page</p> },
    ],
    { initialEntries: [`/admin/bookings/${ID}/edit`] },
  );
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetch, router };
}
const patches = (fetch: ReturnType<typeof mockSiteApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('changing a booking', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens with the booking’s values, the e-mail read-only and the price as booked', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: `Change booking ${BOOKING.reference}` })).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(
      BOOKING.emergency_contact_name,
    );
    expect((screen.getByLabelText('Flight/train number') as HTMLInputElement).value).toBe('SN3712');
    expect((screen.getByLabelText('Passengers') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('phone-price').textContent).toBe(
      'Price: €50.40, as booked (no place, vehicle or round trip changed).',
    );
  });

  it('sends the fields (no e-mail, no fare) at the revision it opened, then shows the booking', async () => {
    const { fetch, router } = renderPage();
    fireEvent.change(await screen.findByLabelText('Passengers'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    const [, init] = patches(fetch)[0]!;
    expect(new Headers(init!.headers).get('if-match')).toBe('"3"');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({
      passenger_count: 4,
      vehicle_id: S_CLASS.id,
      flight_number: 'SN3712',
      scheduled_time: BOOKING.scheduled_time,
    });
    expect(body).not.toHaveProperty('emergency_contact_email');
    expect(body).not.toHaveProperty('total_fare');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/bookings/${ID}`));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      `Booking ${BOOKING.reference} changed; the customer has been e-mailed.`,
    );
  });

  it('keeps the keyboard on Save changes while they are sent, and sends them once however often it is pressed', async () => {
    let answer = () => {};
    const { fetch, router } = renderPage(
      BOOKING,
      () =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(jsonResponse({ id: ID, revision: 4, position: '12' }))),
        ),
    );
    fireEvent.change(await screen.findByLabelText('Passengers'), { target: { value: '4' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    pressEnter();
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    pressEnter();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/bookings/${ID}`));
    expect(patches(fetch)).toHaveLength(1);
  });

  it('sends a new time when the admin moves it', async () => {
    const { fetch } = renderPage();
    fireEvent.change(await screen.findByLabelText('Date and time (Brussels time)'), {
      target: { value: '2030-03-15T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    const body = JSON.parse(String(patches(fetch)[0]![1]!.body));
    // 10:00 on the Brussels clock (winter time, UTC+1), whatever the admin's device says.
    expect(body.scheduled_time).toBe('2030-03-15T09:00:00.000Z');
  });

  it('shows and keeps the stored pickup on the Brussels clock on a device in New York (decision 234)', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const { fetch } = renderPage();
      const when = await screen.findByLabelText<HTMLInputElement>('Date and time (Brussels time)');
      // 08:30 UTC is 09:30 in Brussels (and 03:30 in New York).
      expect(when.value).toBe('2030-03-14T09:30');
      fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(patches(fetch)).toHaveLength(1));
      // Left as it was, the time is sent as stored: no change nobody made.
      expect(JSON.parse(String(patches(fetch)[0]![1]!.body)).scheduled_time).toBe(BOOKING.scheduled_time);
    } finally {
      process.env.TZ = saved;
    }
  });

  it('says a time the spring-forward change skips does not exist, and sends nothing', async () => {
    const { fetch } = renderPage();
    fireEvent.change(await screen.findByLabelText('Date and time (Brussels time)'), {
      target: { value: '2030-03-31T02:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^This time does not exist in Brussels/)).toBeTruthy();
    expect(screen.getByLabelText('Date and time (Brussels time)').getAttribute('aria-invalid')).toBe('true');
    expect(patches(fetch)).toHaveLength(0);
  });

  it('asks which 02:30 of the night the clocks go back is meant, and sends the one chosen (decision 240)', async () => {
    const { fetch } = renderPage();
    // 2030-10-27 is the last Sunday of October: 02:00–02:59 happens twice in Brussels.
    fireEvent.change(await screen.findByLabelText('Date and time (Brussels time)'), {
      target: { value: '2030-10-27T02:30' },
    });
    expect(screen.getByRole('group', { name: /02:30 happens twice in Brussels/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose summer time or winter time.')).toBeTruthy();
    expect(patches(fetch)).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('02:30 (winter time, UTC+1)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(JSON.parse(String(patches(fetch)[0]![1]!.body)).scheduled_time).toBe('2030-10-27T01:30:00.000Z');
  });

  it('opens a ride at the second 02:30 as winter time and keeps it as stored', async () => {
    const booking = { ...BOOKING, scheduled_time: '2030-10-27T01:30:00.000Z' };
    const { fetch } = renderPage(booking);
    const winter = await screen.findByLabelText<HTMLInputElement>('02:30 (winter time, UTC+1)');
    expect(winter.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(JSON.parse(String(patches(fetch)[0]![1]!.body)).scheduled_time).toBe(booking.scheduled_time);
  });

  it('asks again when the time is moved within the repeated hour', async () => {
    const { fetch } = renderPage({ ...BOOKING, scheduled_time: '2030-10-27T01:30:00.000Z' });
    expect((await screen.findByLabelText<HTMLInputElement>('02:30 (winter time, UTC+1)')).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Date and time (Brussels time)'), {
      target: { value: '2030-10-27T02:45' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('02:45 (winter time, UTC+1)').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose summer time or winter time.')).toBeTruthy();
    expect(patches(fetch)).toHaveLength(0);
  });

  it('moves a ride from the second 02:30 to the first when summer time is chosen', async () => {
    const { fetch } = renderPage({ ...BOOKING, scheduled_time: '2030-10-27T01:30:00.000Z' });
    fireEvent.click(await screen.findByLabelText('02:30 (summer time, UTC+2)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(JSON.parse(String(patches(fetch)[0]![1]!.body)).scheduled_time).toBe('2030-10-27T00:30:00.000Z');
  });

  it('shows what the server refuses beside its field', async () => {
    renderPage(BOOKING, () =>
      problemResponse(400, {
        title: 'Bad Request',
        detail: 'The change breaks a booking rule',
        errors: [{ field: 'body.luggage_count', message: 'The S-Class takes at most 3 pieces of luggage' }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The S-Class takes at most 3 pieces of luggage')).toBeTruthy();
    expect(screen.getByLabelText('Luggage').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no form for a ride that has started', async () => {
    renderPage({ ...BOOKING, status: 'in_progress' });
    expect(await screen.findByText(/can no longer be changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('keeps what the admin changed when they switch language while the booking is asked for again (decision 291)', async () => {
    try {
      const { fetch } = renderPage();
      fireEvent.change(await screen.findByLabelText('Passengers'), { target: { value: '4' } });
      const reads = () =>
        fetch.mock.calls.filter(([url, init]) => String(url).includes(ID) && init?.method !== 'PATCH').length;
      const before = reads();
      await act(() => i18n.changeLanguage('fr'));
      // The booking is asked for again in French (its places are), and the form stays as the admin left it.
      await waitFor(() => expect(reads()).toBeGreaterThan(before));
      expect((await screen.findByLabelText('Passagers')) as HTMLSelectElement).toHaveProperty('value', '4');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the flight field in its intro as the field is labelled, flight/train number, in four languages', async () => {
    const named: Record<string, [label: string, listed: string]> = {
      en: ['Flight/train number', 'luggage, flight/train number, round trip'],
      fr: ['Numéro de vol/train', 'bagages, numéro de vol/train, aller-retour'],
      nl: ['Vlucht-/treinnummer', 'bagage, vlucht-/treinnummer, heen en terug'],
      de: ['Flug-/Zugnummer', 'Gepäck, Flug-/Zugnummer, Hin- und Rückfahrt'],
    };
    try {
      for (const [language, [label, listed]] of Object.entries(named)) {
        await i18n.changeLanguage(language);
        renderPage();
        expect(await screen.findByLabelText(label)).toBeTruthy();
        expect(screen.getByText((text) => text.includes(listed)).tagName).toBe('P');
        expect(listed.toLowerCase()).toContain(label.toLowerCase());
        cleanup();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
