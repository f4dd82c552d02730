import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { DispatchDay, DispatchRide } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { holdAnswers, jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { useToastStore } from '../../../lib/toast';
import { DispatchPage } from './DispatchPage';

const CAR_A = { id: '11111111-1111-4111-8111-111111111111', plate: '1-ABC-123', colour: 'Black' };
const CAR_B = { id: '11111111-1111-4111-8111-111111111112', plate: '1-XYZ-789', colour: 'Silver' };
const KARIM = { id: '33333333-3333-4333-8333-333333333333', name: 'Karim Benali' };
const ANNA = { id: '44444444-4444-4444-8444-444444444444', name: 'Anna de Smet' };
const S_CLASS = { id: 'model-s', name: 'Mercedes S-Class' };

// 2026-11-25 in Brussels is UTC+1: 09:00 local is 08:00Z.
const ride = (id: string, hourUtc: number, overrides: Partial<DispatchRide> = {}): DispatchRide => ({
  id,
  reference: `BK-${id.slice(0, 4)}`,
  status: 'confirmed',
  revision: 3,
  scheduled_time: `2026-11-25T${String(hourUtc).padStart(2, '0')}:00:00.000Z`,
  busy: {
    from: `2026-11-25T${String(hourUtc - 1).padStart(2, '0')}:30:00.000Z`,
    to: `2026-11-25T${String(hourUtc + 1).padStart(2, '0')}:15:00.000Z`,
  },
  customer_name: 'Anne Peeters',
  pickup: 'Grand-Place',
  dropoff: 'Brussels Airport',
  vehicle: S_CLASS,
  chauffeur: null,
  car: null,
  ...overrides,
});
const OPEN = ride('aaaaaaaa-0000-4000-8000-000000000001', 8);
const HALF = ride('aaaaaaaa-0000-4000-8000-000000000002', 12, { car: CAR_A, customer_name: 'Marc Dubois' });
const DONE = ride('aaaaaaaa-0000-4000-8000-000000000003', 15, {
  car: CAR_B,
  chauffeur: ANNA,
  status: 'completed',
  customer_name: 'Eva Janssens',
});
// Driven and completed with a chauffeur but no car: it can no longer be assigned, so it is no work left.
const DRIVEN = ride('aaaaaaaa-0000-4000-8000-000000000004', 17, {
  chauffeur: KARIM,
  status: 'completed',
  customer_name: 'Jan Peeters',
});
const DAY: DispatchDay = {
  date: '2026-11-25',
  rides: [OPEN, HALF, DONE, DRIVEN],
  cars: [CAR_A, CAR_B].map((car) => ({ ...car, vehicle: S_CLASS })),
  chauffeurs: [KARIM, ANNA],
};
const CANDIDATES = {
  cars: [
    { ...CAR_A, free: false, busy_with: { booking_id: HALF.id, reference: HALF.reference } },
    { ...CAR_B, free: true },
  ],
  chauffeurs: [
    { ...KARIM, free: true },
    {
      ...ANNA,
      free: false,
      busy_with: { booking_id: 'aaaaaaaa-0000-4000-8000-000000000099', reference: 'BK-9999' },
    },
  ],
};

type Handler = (url: string, init: RequestInit) => Response | undefined;
const serve = (
  put: Handler = () => jsonResponse({ id: OPEN.id, revision: 4, position: '9', models: ['bookings'] }),
) =>
  mockFetch((url, init) => {
    if (init.method === 'PUT') return put(url, init)!;
    if (url.includes('/candidates')) return jsonResponse(CANDIDATES);
    if (url.includes('/api/admin/dispatch')) return jsonResponse(DAY);
    return jsonResponse({ items: [] });
  });

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '/admin/dispatch', element: <DispatchPage /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};
const lanes = () => screen.getByTestId('lanes');
const laneOf = (name: string) => within(lanes()).getByText(name).closest('[role="row"]') as HTMLElement;
const dispatchCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/api/admin/dispatch?date=2026-11-25'));

describe('dispatch board (issue 17 point 4)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a lane per car and per chauffeur with their rides, and the rides lacking a car or a chauffeur', async () => {
    const fetch = serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    await screen.findByTestId('lanes');
    expect(dispatchCalls(fetch)).toHaveLength(1);
    // Car lanes (with their model), then chauffeur lanes.
    expect(within(laneOf('1-ABC-123')).getByText('Mercedes S-Class · Black')).toBeTruthy();
    expect(within(laneOf('1-ABC-123')).getByRole('button', { name: /BK-aaaa.*Marc Dubois/ })).toBeTruthy();
    expect(
      within(laneOf('Anna de Smet')).getByRole('button', { name: /Eva Janssens.*Completed/ }),
    ).toBeTruthy();
    expect(within(laneOf('Karim Benali')).getAllByRole('button')).toHaveLength(1);
    // The unassigned column: the ride without either and the one without a chauffeur, not the done ones
    // (one completed with no car: it can never get one).
    const open = within(screen.getByTestId('unassigned'));
    expect(open.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^09:00 .*Anne Peeters/),
      expect.stringMatching(/^13:00 .*Marc Dubois/),
    ]);
    expect(screen.getByText('Wednesday, 25 November 2026')).toBeTruthy();
  });

  it('lets the keyboard reach the lanes and scroll the day, on a day without a ride to Tab to as well', async () => {
    serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    const board = await screen.findByRole('region', { name: 'The day hour by hour, scrolling sideways' });
    expect(board).toBe(lanes());
    expect(board.tabIndex).toBe(0);
  });

  it("says a car lane's model and colour in full on hover, where the narrow column cuts them", async () => {
    serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    await screen.findByTestId('lanes');
    expect(within(laneOf('1-ABC-123')).getByTitle('Mercedes S-Class · Black')).toBeTruthy();
    expect(within(laneOf('Anna de Smet')).getByTitle('Anna de Smet')).toBeTruthy();
  });

  it('assigns by picking: a free car is sent with the revision seen; a busy one is disabled with its reason', async () => {
    const fetch = serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    const open = within(await screen.findByTestId('unassigned'));
    fireEvent.click(open.getAllByRole('button')[0]!);
    const panel = within(await screen.findByTestId('assign-panel'));
    expect(panel.getByRole('heading', { name: `Assign ${OPEN.reference}` })).toBe(document.activeElement);
    const busy = await panel.findByRole('button', { name: /1-ABC-123/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.textContent).toContain(`Busy with ${HALF.reference}`);
    expect((panel.getByRole('button', { name: /Anna de Smet/ }) as HTMLButtonElement).disabled).toBe(true);

    // The pressed car is the ride's once it is sent, disabled, which drops the focus (to the page's body, in a
    // browser); the keyboard user is put back on the car side of the panel, not at the page's top.
    const free = panel.getByRole('button', { name: /1-XYZ-789/ });
    free.focus();
    fireEvent.click(free);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(panel.getByRole('heading', { name: 'Car' })));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe(`/api/admin/bookings/${OPEN.id}/car`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ car_id: CAR_B.id, expectedRevision: 3 });
    // The board refetches what the command changed.
    await waitFor(() => expect(dispatchCalls(fetch).length).toBeGreaterThan(1));
  });

  it('takes a car off a ride, and picks a chauffeur by keyboard from the ride on the board', async () => {
    const fetch = serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    await screen.findByTestId('lanes');
    const block = within(laneOf('1-ABC-123')).getByRole('button', { name: /Marc Dubois/ });
    block.focus();
    fireEvent.click(block); // a button: Enter and Space click it
    const panel = within(await screen.findByTestId('assign-panel'));
    fireEvent.click(panel.getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(1));
    fireEvent.click(await panel.findByRole('button', { name: /Karim Benali/ }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(2));
    const [off, karim] = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(off![0]).toBe(`/api/admin/bookings/${HALF.id}/car`);
    expect(JSON.parse(String(off![1]!.body))).toEqual({ car_id: null, expectedRevision: 3 });
    expect(karim![0]).toBe(`/api/admin/bookings/${HALF.id}/chauffeur`);
    expect(JSON.parse(String(karim![1]!.body))).toEqual({ chauffeur_id: KARIM.id, expectedRevision: 3 });
    // Escape closes the panel.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('assign-panel')).toBeNull());
  });

  it('keyboard, in Dutch: Unassign keeps the focus while the car is taken off, and a second press sends nothing (decision 325)', async () => {
    await i18n.changeLanguage('nl');
    serve();
    const held = holdAnswers(`/api/admin/bookings/${HALF.id}/car`);
    renderAt('/admin/dispatch?date=2026-11-25');
    await screen.findByTestId('lanes');
    fireEvent.click(within(laneOf('1-ABC-123')).getByRole('button', { name: /Marc Dubois/ }));
    const panel = within(await screen.findByTestId('assign-panel'));
    const unassign = panel.getByRole('button', { name: 'Loskoppelen' });
    await pressEnterTwiceWhileBusy(unassign);
    fireEvent.click(unassign);
    expect(document.activeElement).toBe(unassign);
    held.release();
    // Then, as before (decision 303), on the side just changed, whose candidates follow.
    await waitFor(() => expect(document.activeElement).toBe(panel.getByRole('heading', { name: 'Wagen' })));
    expect(held.sent()).toBe(1);
  });

  it('keyboard, in French: a candidate keeps the focus while it is assigned, and a second press sends nothing (decision 330)', async () => {
    await i18n.changeLanguage('fr');
    serve();
    const held = holdAnswers(`/api/admin/bookings/${OPEN.id}/car`);
    renderAt('/admin/dispatch?date=2026-11-25');
    const open = within(await screen.findByTestId('unassigned'));
    fireEvent.click(open.getAllByRole('button')[0]!);
    const panel = within(await screen.findByTestId('assign-panel'));
    const free = await panel.findByRole('button', { name: /1-XYZ-789/ });
    await pressEnterTwiceWhileBusy(free);
    fireEvent.click(free);
    // The other candidates wait too: a press on one sends nothing while the first is sent.
    const other = panel
      .getAllByRole('button')
      .find(
        (button) => button.dataset.candidate && button !== free && !(button as HTMLButtonElement).disabled,
      );
    expect(other?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(other!);
    expect(document.activeElement).toBe(free);
    held.release();
    await waitFor(() => expect(document.activeElement).toBe(panel.getByRole('heading', { name: 'Voiture' })));
    expect(held.sent()).toBe(1);
  });

  it('says "Assignment saved" once for a car then a chauffeur: a second one stacked on a phone covered the chauffeurs', async () => {
    useToastStore.setState({ toasts: [] });
    const fetch = serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    const open = within(await screen.findByTestId('unassigned'));
    fireEvent.click(open.getAllByRole('button')[0]!);
    const panel = within(await screen.findByTestId('assign-panel'));
    fireEvent.click(await panel.findByRole('button', { name: /1-XYZ-789/ }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    const first = useToastStore.getState().toasts[0]!.id;
    fireEvent.click(await panel.findByRole('button', { name: /Karim Benali/ }));
    // The chauffeur's own toast has come (a new one), and the car's is gone.
    await waitFor(() =>
      expect(useToastStore.getState().toasts.some((toast) => toast.id !== first)).toBe(true),
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Assignment saved']);
    useToastStore.setState({ toasts: [] });
  });

  it("names the ride's car colour in the admin's language, as its candidates are", async () => {
    await i18n.changeLanguage('fr');
    serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    await screen.findByTestId('lanes');
    fireEvent.click(within(laneOf('1-ABC-123')).getByRole('button', { name: /Marc Dubois/ }));
    const car = within(
      within(await screen.findByTestId('assign-panel')).getByRole('region', { name: 'Voiture' }),
    );
    // The car the ride has (CAR_A, saved as "Black"), above the candidates, which say "Noir" too.
    expect(car.getByText('1-ABC-123 · Noir', { selector: 'p' })).toBeTruthy();
    expect(car.queryByText(/Black/)).toBeNull();
  });

  it('says clearly when someone was quicker (409), and refetches the board', async () => {
    const fetch = serve(() =>
      problemResponse(409, { title: 'Conflict', detail: 'The booking was changed meanwhile' }),
    );
    renderAt('/admin/dispatch?date=2026-11-25');
    fireEvent.click(within(await screen.findByTestId('unassigned')).getAllByRole('button')[0]!);
    const panel = within(await screen.findByTestId('assign-panel'));
    fireEvent.click(await panel.findByRole('button', { name: /Karim Benali/ }));
    expect((await panel.findByRole('alert')).textContent).toMatch(/Someone changed this ride/);
    await waitFor(() => expect(dispatchCalls(fetch).length).toBeGreaterThan(1));
  });

  it('lists the rides by pickup time with their assignment for phones, Assign only on rides not started', async () => {
    serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    const list = within(await screen.findByTestId('dispatch-list'));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^09:00 · BK-aaaaConfirmedAnne Peeters.*No car · No chauffeurAssign$/),
      expect.stringMatching(/^13:00 · BK-aaaa.*Marc Dubois.*1-ABC-123 · No chauffeurAssign$/),
      expect.stringMatching(/^16:00 · BK-aaaaCompletedEva Janssens.*1-XYZ-789 · Anna de Smet$/),
      expect.stringMatching(/^18:00 · BK-aaaaCompletedJan Peeters.*No car · Karim Benali$/),
    ]);
    fireEvent.click(within(items[1]!).getByRole('button', { name: `Assign ${HALF.reference}` }));
    expect(await screen.findByTestId('assign-panel')).toBeTruthy();
  });

  it('names the scrolling day and its table apart, in French (decision 334)', async () => {
    await i18n.changeLanguage('fr');
    serve();
    renderAt('/admin/dispatch?date=2026-11-25');
    const lanes = await screen.findByTestId('lanes');
    // A screen reader said the same words twice on entering the board: the region's, then the table's.
    expect(lanes.getAttribute('role')).toBe('region');
    expect(screen.getByRole('region', { name: 'La journée heure par heure, défilant sur le côté' })).toBe(
      lanes,
    );
    expect(within(lanes).getByRole('table', { name: 'Courses par voiture et par chauffeur' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('moves a day on and back, in French, and shows an empty day and a failed load', async () => {
    await i18n.changeLanguage('fr');
    const fetch = mockFetch((url) => {
      if (url.includes('date=2026-11-26')) return jsonResponse({ ...DAY, date: '2026-11-26', rides: [] });
      if (url.includes('date=2026-11-24')) return problemResponse(500, { title: 'Internal Server Error' });
      return jsonResponse(DAY);
    });
    const router = renderAt('/admin/dispatch?date=2026-11-25');
    await screen.findByTestId('lanes');
    fireEvent.click(screen.getByRole('button', { name: /Jour suivant/ }));
    expect(await screen.findByText('Aucune course ce jour-là.')).toBeTruthy();
    expect(router.state.location.search).toBe('?date=2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: /Jour précédent/ }));
    fireEvent.click(screen.getByRole('button', { name: /Jour précédent/ }));
    expect(await screen.findByText('Le tableau de dispatching n’a pas pu être chargé.')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining([expect.stringContaining('date=2026-11-24')]),
    );
    await i18n.changeLanguage('en');
  });
});
