import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../test/fetch';
import { pressEnter, pressTab } from '../../test/keyboard';
import { useToastStore } from '../../lib/toast';
import { renderDriverPage, signInAs } from './testing';

const RIDE_ID = '22222222-2222-4222-8222-222222222222';
// 14:30 in Brussels (winter time, UTC+1), whatever the machine's time zone.
const PICKUP = '2026-11-24T13:30:00.000Z';
const ride = (overrides: Record<string, unknown> = {}) => ({
  id: RIDE_ID,
  reference: 'CH-7K3P9Q',
  status: 'confirmed',
  revision: 2,
  scheduled_time: PICKUP,
  estimated_duration_minutes: 25,
  pickup_location: { address: 'Grand-Place, Brussels', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844 },
  pickup_address_line: 'Rue au Beurre 1',
  dropoff_address_line: null,
  vehicle_name: 'Mercedes-Benz S-Class',
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56' },
  flight_number: 'SN3712',
  passenger_count: 2,
  luggage_count: 3,
  is_round_trip: false,
  needs_child_seat: true,
  is_wheelchair_accessible: false,
  is_pet_friendly: false,
  special_requests: [],
  notes: ['Gate B, arrivals hall'],
  actions: ['start'],
  ...overrides,
});
const CHAUFFEUR = { id: '33333333-3333-4333-8333-333333333333', name: 'Karim Benali' };
/**
 * The rides' `timing` as the server answers it now: Start opens 6 hours before the 14:30 pickup (08:30 in
 * Brussels), open at the tests' 09:00 (decision 283); the server's clock is the tests' (decision 290) unless
 * `offsetMs` sets it apart from the device's.
 */
const timing = (hours = 6, offsetMs = 0) => ({
  ride_start_window_hours: hours,
  server_time: new Date(Date.now() + offsetMs).toISOString(),
});

const renderPage = renderDriverPage;

/**
 * The elements Tab goes through, in order, as a browser orders them (the page has no positive tabindex):
 * links and fields, and buttons that are not disabled.
 */
const tabOrder = () =>
  [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) => !(element as HTMLButtonElement).disabled && element.tabIndex >= 0,
  );

describe("the driver's page (issue 17)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T08:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows today's ride: Brussels time, places with directions, the customer to call, and the notes", async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    mockFetch(() => jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [ride()] }));
    renderPage();
    const card = within(await screen.findByRole('article'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Today');
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('14:30');
    const [toPickup, toDestination] = card.getAllByRole('link', { name: 'Route in Maps' });
    expect(toPickup!.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.8467%2C4.3525&travelmode=driving',
    );
    expect(toDestination!.getAttribute('href')).toContain(
      'origin=50.8467%2C4.3525&destination=50.9014%2C4.4844',
    );
    expect(card.getByRole('link', { name: 'Call +32 470 12 34 56' }).getAttribute('href')).toBe(
      'tel:+32470123456',
    );
    expect(card.getByText('Rue au Beurre 1')).toBeTruthy();
    expect(card.getByText('SN3712')).toBeTruthy();
    expect(card.getByText('Child seat')).toBeTruthy();
    expect(card.getByText('Gate B, arrivals hall')).toBeTruthy();
    expect(screen.getByText('Hello Karim Benali')).toBeTruthy();
  });

  it.each([
    ['nl', 'Voertuig', 'Ritduur', 'ongeveer 25 min'],
    ['en', 'Vehicle', 'Journey time', 'about 25 min'],
  ] as const)(
    'names the car and, on a line of its own, the trip’s length (%s): beside the model it read as part of the car',
    async (language, vehicle, length, minutes) => {
      try {
        await i18n.changeLanguage(language);
        signInAs('driver');
        mockFetch(() => jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [ride()] }));
        renderPage();
        const card = await screen.findByRole('article');
        const term = (name: string) =>
          [...card.querySelectorAll('dt')].find((dt) => dt.textContent === name)?.nextElementSibling
            ?.textContent;
        expect(term(vehicle)).toBe('Mercedes-Benz S-Class');
        expect(term(length)).toBe(minutes);
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('Start Ride asks first, naming the ride and its pickup (decision 261), with the focus on "Not yet" (decision 289), then sends the revision shown and shows the ride in progress with Complete Ride', async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    let started = false;
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') {
        started = true;
        return jsonResponse({ id: RIDE_ID, revision: 3, position: '42', models: ['bookings'] });
      }
      const item = started ? ride({ status: 'in_progress', revision: 3, actions: ['complete'] }) : ride();
      return jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [item] });
    });
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    renderPage();
    (await screen.findByRole('button', { name: 'Start Ride' })).focus();
    pressEnter();
    const question = screen.getByRole('group', {
      name: 'Start ride CH-7K3P9Q from Grand-Place, Brussels? This cannot be undone.',
    });
    const notYet = within(question).getByRole('button', { name: 'Not yet' });
    expect(document.activeElement).toBe(notYet);
    // Enter pressed twice starts nothing: the second one answers "Not yet".
    pressEnter();
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Ride' }));
    pressEnter();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Ride' }));
    expect(posts()).toHaveLength(0);

    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, start the ride' }));
    pressEnter();
    // The pressed button is gone: the focus is on the ride's next action, not the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete Ride' })),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/driver/rides/${RIDE_ID}/start`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ expectedRevision: 2 });
    // The list is read again at the command's position, so it shows the change.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/driver/rides?after=42'))).toBe(true);
  });

  it("moves the focus to Complete Ride though the list showed the ride started before Start's answer came (decision 270, seen lost under a loaded CI)", async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    // The office has the start before the chauffeur's phone has its answer: the live stream (or a refetch
    // on focus) shows the ride in progress while Start's request is still on its way.
    let startedOnServer = false;
    let answerStart = () => {};
    mockFetch((_url, init) => {
      if (init.method === 'POST') {
        startedOnServer = true;
        return new Promise<Response>((resolve) => {
          answerStart = () =>
            resolve(jsonResponse({ id: RIDE_ID, revision: 3, position: '42', models: ['bookings'] }));
        });
      }
      const item = startedOnServer
        ? ride({ status: 'in_progress', revision: 3, actions: ['complete'] })
        : ride();
      return jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [item] });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Ride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start the ride' }));
    await waitFor(() => expect(startedOnServer).toBe(true));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // Shown started, its Complete Ride still shut while Start's answer is awaited (unavailable, not disabled).
    expect((await screen.findByRole('button', { name: 'Complete Ride' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByText('In progress')).toBeTruthy();
    act(() => answerStart());
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Ride started'),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete Ride' })),
    );
    act(() => focusManager.setFocused(undefined));
  }, 15_000);

  it('says at once that a start tapped offline has not reached the office, sends it when the network is back, and then says it started (fr, browser tour 3)', async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    let started = false;
    const fetch = mockFetch((_url, init) => {
      if (init.method === 'POST') {
        started = true;
        return jsonResponse({ id: RIDE_ID, revision: 3, position: '42', models: ['bookings'] });
      }
      const item = started ? ride({ status: 'in_progress', revision: 3, actions: ['complete'] }) : ride();
      return jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [item] });
    });
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Démarrer la course' }));
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Oui, démarrer la course' }));
      expect((await screen.findByText(/^Pas de connexion/)).textContent).toBe(
        'Pas de connexion\u00a0: le démarrage n’est pas encore parvenu au bureau. Il partira dès le retour du réseau.',
      );
      expect(posts()).toHaveLength(0);
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Course démarrée']),
    );
    expect(posts()).toHaveLength(1);
    expect(screen.queryByText(/^Pas de connexion/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Terminer la course' })).toBeTruthy();
  });

  it('says so too when the request finds no network the page did not know of, and tries again until it goes through', async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    let network = false;
    let started = false;
    mockFetch((_url, init) => {
      if (init.method === 'POST') {
        if (!network) return Promise.reject(new TypeError('Failed to fetch'));
        started = true;
        return jsonResponse({ id: RIDE_ID, revision: 3, position: '42', models: ['bookings'] });
      }
      const item = started ? ride({ status: 'in_progress', revision: 3, actions: ['complete'] }) : ride();
      return jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [item] });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Ride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start the ride' }));
    expect((await screen.findByText(/^No connection/)).textContent).toBe(
      'No connection: the start has not reached the office yet. It is sent as soon as the network is back.',
    );
    // No refusal is shown: nothing was refused.
    expect(screen.queryByRole('alert')).toBeNull();
    network = true;
    await waitFor(
      () => expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Ride started']),
      {
        timeout: 8000,
      },
    );
    expect(screen.queryByText(/^No connection/)).toBeNull();
  });

  it('Complete Ride asks first, naming the ride and its pickup, with the focus on "Not yet" (decision 289): nothing is sent until "Yes"; Escape and "Not yet" send nothing and give the focus back', async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    const inProgress = ride({ status: 'in_progress', revision: 3, actions: ['complete'] });
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: RIDE_ID, revision: 4, position: '43', models: ['bookings'] })
        : jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [inProgress] }),
    );
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    renderPage();
    const complete = await screen.findByRole('button', { name: 'Complete Ride' });
    fireEvent.click(complete);
    const question = screen.getByRole('group', {
      name: 'Complete ride CH-7K3P9Q from Grand-Place, Brussels? This cannot be undone.',
    });
    const notYet = within(question).getByRole('button', { name: 'Not yet' });
    expect(document.activeElement).toBe(notYet);
    expect(posts()).toHaveLength(0);

    fireEvent.keyDown(notYet, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete Ride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Ride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete Ride' }));
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Complete Ride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, complete the ride' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]![0]).toBe(`/api/driver/rides/${RIDE_ID}/complete`);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ expectedRevision: 3 });
  });

  it('draws a finished ride in two lines (time, status, reference, route), so the next ride is in view on a phone', async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    const NEXT = '44444444-4444-4444-8444-444444444444';
    mockFetch(() =>
      jsonResponse({
        chauffeur: CHAUFFEUR,
        timing: timing(),
        items: [
          ride({ status: 'completed', revision: 4, actions: [] }),
          ride({ id: NEXT, reference: 'CH-NEXT01', scheduled_time: '2026-11-24T16:00:00.000Z' }),
        ],
      }),
    );
    renderPage();
    const [done, next] = (await screen.findAllByRole('article')).map((card) => within(card));
    expect(done!.getByText('Terminée')).toBeTruthy();
    expect(done!.getByText('CH-7K3P9Q')).toBeTruthy();
    expect(done!.getByText('Grand-Place, Brussels → Brussels Airport')).toBeTruthy();
    // Nothing left to drive to or to ask: no directions, no call, no details.
    expect(done!.queryAllByRole('link')).toHaveLength(0);
    expect(done!.queryByText('Gate B, arrivals hall')).toBeNull();
    // The next ride keeps all of it.
    expect(next!.getAllByRole('link', { name: 'Itinéraire dans Maps' })).toHaveLength(2);
    expect(next!.getByRole('link', { name: 'Appeler le +32 470 12 34 56' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('asks in French too, with a no-break space before the colon and the question mark', async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    mockFetch(() =>
      jsonResponse({
        chauffeur: CHAUFFEUR,
        timing: timing(),
        items: [ride({ status: 'in_progress', revision: 3, actions: ['complete'] })],
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Terminer la course' }));
    expect(
      screen.getByRole('group', {
        name: 'Terminer la course CH-7K3P9Q (prise en charge\u00a0: Grand-Place, Brussels)\u00a0? Cette action est définitive.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, terminer la course' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pas encore' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('asks before starting in French too, with a no-break space before the colon and the question mark', async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    mockFetch(() => jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [ride()] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Démarrer la course' }));
    expect(
      screen.getByRole('group', {
        name: 'Démarrer la course CH-7K3P9Q (prise en charge\u00a0: Grand-Place, Brussels)\u00a0? Cette action est définitive.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, démarrer la course' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('shows Start shut until the start window opens, with the Brussels time it opens as its description, and sends nothing (decisions 283, 290)', async () => {
    signInAs('driver');
    // Now 09:00 in Brussels; today's pickup 14:30 and the window 2 hours: Start opens at 12:30. Tomorrow's
    // 08:05 pickup opens tomorrow at 06:05: its heading names that day, which is not said again (decision
    // 296). The 00:30 pickup of the day after opens the evening before, 22:30 on the 25th: a day its
    // heading does not name, so the date is said.
    const TOMORROW = '44444444-4444-4444-8444-444444444444';
    const NIGHT = '55555555-5555-4555-8555-555555555555';
    const fetch = mockFetch(() =>
      jsonResponse({
        chauffeur: CHAUFFEUR,
        timing: timing(2),
        items: [
          ride(),
          ride({ id: TOMORROW, reference: 'CH-TMRW00', scheduled_time: '2026-11-25T07:05:00.000Z' }),
          ride({ id: NIGHT, reference: 'CH-NGHT00', scheduled_time: '2026-11-25T23:30:00.000Z' }),
        ],
      }),
    );
    try {
      for (const [language, label, headings, opens] of [
        [
          'en',
          'Start Ride',
          ['Today', 'Wednesday 25 November', 'Thursday 26 November'],
          ['Opens at 12:30', 'Opens at 06:05', 'Opens on 25 Nov 2026, 22:30'],
        ],
        [
          'fr',
          'Démarrer la course',
          ['Aujourd’hui', 'mercredi 25 novembre', 'jeudi 26 novembre'],
          [
            'Possible à partir de 12:30',
            'Possible à partir de 06:05',
            'Possible à partir du 25 nov. 2026, 22:30',
          ],
        ],
        [
          'nl',
          'Rit starten',
          ['Vandaag', 'woensdag 25 november', 'donderdag 26 november'],
          ['Mogelijk vanaf 12:30', 'Mogelijk vanaf 06:05', 'Mogelijk vanaf 25 nov 2026, 22:30'],
        ],
        [
          'de',
          'Fahrt starten',
          ['Heute', 'Mittwoch, 25. November', 'Donnerstag, 26. November'],
          ['Möglich ab 12:30', 'Möglich ab 06:05', 'Möglich ab 25.11.2026, 22:30'],
        ],
      ] as const) {
        await i18n.changeLanguage(language);
        renderPage();
        await screen.findAllByRole('button', { name: label });
        // Under each day's heading, its ride's Start: shut, yet a button a screen reader names, says
        // unavailable and describes by when it opens.
        headings.forEach((heading, index) => {
          const day = within(screen.getByRole('region', { name: heading }));
          const start = day.getByRole('button', { name: label });
          expect(start.getAttribute('aria-disabled')).toBe('true');
          expect(day.getByRole('button', { name: label, description: opens[index] })).toBe(start);
          fireEvent.click(start);
        });
        expect(screen.queryByRole('group')).toBeNull();
        cleanup();
      }
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lets a keyboard reach the shut Start, described by when it opens, where a disabled button was skipped (decision 290)', async () => {
    signInAs('driver');
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: RIDE_ID, revision: 3, position: '42', models: ['bookings'] })
        : jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(2), items: [ride()] }),
    );
    renderPage();
    const start = await screen.findByRole('button', { name: 'Start Ride' });
    // Tab from the last link before it (the customer's number) goes to Start, as a browser's focus order
    // goes: through links and buttons in the page's order, past disabled ones (jsdom has no Tab of its own).
    const call = screen.getByRole('link', { name: 'Call +32 470 12 34 56' });
    call.focus();
    const order = tabOrder();
    order[order.indexOf(call) + 1]!.focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { description: 'Opens at 12:30' }));
    // Enter (a click) does nothing yet: no question, nothing sent.
    fireEvent.click(start);
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(start);
  });

  it("opens Start by the server's clock on a phone whose clock runs 5 minutes behind (decision 290)", async () => {
    signInAs('driver');
    // The phone reads 12:26 in Brussels; the server's clock says 12:31: its 12:30 has come, so it accepts.
    vi.setSystemTime(new Date('2026-11-24T11:26:00.000Z'));
    mockFetch(() => jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(2, 5 * 60_000), items: [ride()] }));
    renderPage();
    const start = await screen.findByRole('button', { name: 'Start Ride' });
    expect(start.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/^Opens at/)).toBeNull();
    fireEvent.click(start);
    expect(screen.getByRole('button', { name: 'Yes, start the ride' })).toBeTruthy();
  });

  it("keeps Start shut on a phone whose clock runs 5 minutes ahead until the server's clock reaches the window, then opens it (decision 290)", async () => {
    signInAs('driver');
    // The phone reads 12:34:59 in Brussels, past the window's 12:30; the server's clock says 12:29:59.
    vi.setSystemTime(new Date('2026-11-24T11:34:59.000Z'));
    const fetch = mockFetch(() =>
      jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(2, -5 * 60_000), items: [ride()] }),
    );
    renderPage();
    const start = await screen.findByRole('button', { name: 'Start Ride', description: 'Opens at 12:30' });
    expect(start.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(start);
    expect(screen.queryByRole('group')).toBeNull();
    // A second on, the server's 12:30 has come (the phone reads 12:35): Start opens on the page left open.
    vi.setSystemTime(new Date('2026-11-24T11:35:00.000Z'));
    await waitFor(() => expect(screen.queryByText('Opens at 12:30')).toBeNull(), { timeout: 4000 });
    const open = screen.getByRole('button', { name: 'Start Ride' });
    expect(open.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(open);
    expect(screen.getByRole('button', { name: 'Yes, start the ride' })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("after a start refused as too early (the phone's clock moved since the server's was read), shows Start shut with its moment and the focus on it (decision 290)", async () => {
    signInAs('driver');
    // The phone reads 09:00 in Brussels; the 2-hour window of the 14:30 pickup opens at 12:30. The page's
    // first reading of the server's clock is 4 hours off (a phone clock set since): Start is offered.
    let reads = 0;
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? problemResponse(422, {
            title: 'Unprocessable Content',
            detail:
              'This ride can be started from 24 Nov 2026, 12:30 (Brussels time) (2 hours before pickup)',
            code: 'start_too_early',
            params: { at: '2026-11-24T11:30:00.000Z', count: 2 },
          })
        : jsonResponse({
            chauffeur: CHAUFFEUR,
            timing: timing(2, reads++ === 0 ? 4 * 3_600_000 : 0),
            items: [ride()],
          }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Ride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start the ride' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This ride can be started from 24 Nov 2026, 12:30 (Brussels time) (2 hours before pickup)',
    );
    const shut = await screen.findByRole('button', { name: 'Start Ride', description: 'Opens at 12:30' });
    expect(shut.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(shut));
  });

  it("says the server's refusal (too early to start) in the chauffeur's language, with the Brussels time it opens, and keeps the button", async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    // The window opens 2 hours before the 14:30 pickup: 12:30 in Brussels (11:30 UTC).
    const opens = '2026-11-24T11:30:00.000Z';
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? problemResponse(422, {
            title: 'Unprocessable Content',
            detail:
              'This ride can be started from 24 Nov 2026, 12:30 (Brussels time) (2 hours before pickup)',
            code: 'start_too_early',
            params: { at: opens, count: 2 },
          })
        : jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [ride()] }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Démarrer la course' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, démarrer la course' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Cette course peut démarrer à partir du 24 nov. 2026, 12:30 (heure de Bruxelles), 2 heures avant la prise en charge.',
    );
    expect(screen.queryByText(/can be started/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Démarrer la course' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('says a coded refusal in the page language, though no page before it loaded the refusal texts', async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? problemResponse(409, {
            title: 'Conflict',
            detail:
              'This record was changed by someone else. Reload it to see the latest version, then try again.',
            code: 'changed_by_someone_else',
          })
        : jsonResponse({ chauffeur: CHAUFFEUR, timing: timing(), items: [ride()] }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Démarrer la course' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, démarrer la course' }));
    await waitFor(() => expect(screen.getByText(/Quelqu’un d’autre l’a modifié entre-temps/)).toBeTruthy());
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('in French: the texts, the day headings of later rides, and an account no chauffeur has', async () => {
    await i18n.changeLanguage('fr');
    signInAs('driver');
    mockFetch(() =>
      jsonResponse({
        chauffeur: CHAUFFEUR,
        timing: timing(),
        items: [ride({ scheduled_time: '2026-11-26T07:05:00.000Z' })],
      }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Démarrer la course' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('jeudi 26 novembre');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('08:05');
    expect(screen.getByRole('link', { name: 'Appeler le +32 470 12 34 56' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('tells an account that is no chauffeur to call the office, and anyone not a driver that the page is not theirs', async () => {
    await i18n.changeLanguage('en');
    signInAs('driver');
    mockFetch(() => jsonResponse({ chauffeur: null, items: [], timing: timing() }));
    renderPage();
    expect(await screen.findByText(/Please call the office/)).toBeTruthy();
    act(() => signInAs('user'));
    expect(await screen.findByText('This page is for chauffeurs.')).toBeTruthy();
  });
});
