import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n';
import { jsonResponse, mockFetch, problemResponse } from '../../test/fetch';
import { renderDriverPage, signInAs } from './testing';
import { LIVE_SILENCE_MS, silenceWatch } from '../../lib/live/silence-watch';
import { reconnectDelay } from './live';

/** EventSource as the page uses it, driven by the test: the server's `ready` and `change`, or a drop. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: 'ready' | 'change' | 'ping') {
    act(() =>
      this.listeners.get(type)?.({ data: JSON.stringify({ models: ['bookings'], position: '7' }) } as never),
    );
  }
  drop() {
    act(() => this.onerror?.());
  }
}

const CHAUFFEUR = { id: '33333333-3333-4333-8333-333333333333', name: 'Karim Benali' };
const ride = {
  id: '22222222-2222-4222-8222-222222222222',
  reference: 'CH-7K3P9Q',
  status: 'confirmed',
  revision: 2,
  scheduled_time: '2026-11-24T13:30:00.000Z',
  estimated_duration_minutes: 25,
  pickup_location: { address: 'Grand-Place, Brussels', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844 },
  pickup_address_line: null,
  dropoff_address_line: null,
  vehicle_name: 'Mercedes-Benz S-Class',
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56' },
  flight_number: null,
  passenger_count: 2,
  luggage_count: 0,
  is_round_trip: false,
  needs_child_seat: false,
  is_wheelchair_accessible: false,
  is_pet_friendly: false,
  special_requests: [],
  notes: [],
  actions: ['start'],
};

const renderPage = () => {
  signInAs('driver');
  renderDriverPage();
};

/** The server: a ticket per ask (or a refusal while `ticketsDown`), and the rides it has now. */
const server = (state: { items: unknown[]; ticketsDown?: boolean }) =>
  mockFetch((url, init) => {
    if (url.endsWith('/api/driver/live/ticket') && init.method === 'POST')
      return state.ticketsDown
        ? problemResponse(503, { title: 'Service Unavailable', detail: 'Try again' })
        : jsonResponse({ ticket: `ticket-${Math.random()}`, expires_in: 60 });
    return jsonResponse({
      chauffeur: CHAUFFEUR,
      items: state.items,
      timing: { ride_start_window_hours: 48, server_time: new Date().toISOString() },
    });
  });
const rideReads = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/api/driver/rides')).length;

describe("the driver's page, live (decision 236)", () => {
  beforeEach(async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T08:00:00.000Z') });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a ride assigned meanwhile as soon as the stream says a ride changed', async () => {
    const state = { items: [] as unknown[] };
    server(state);
    renderPage();
    expect(await screen.findByText('No rides assigned to you yet.')).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toMatch(/^\/api\/driver\/live\?ticket=ticket-/);
    source.emit('ready');
    state.items = [ride];
    source.emit('change');
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByText('Offline, retrying…')).toBeNull();
  });

  it('after a drop says so quietly, reconnects with a new ticket, then reads what it missed', async () => {
    const state = { items: [] as unknown[], ticketsDown: false };
    const fetch = server(state);
    renderPage();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit('ready');
    await screen.findByText('No rides assigned to you yet.');
    // The connection drops (and the server cannot give a ticket for a while): the page says it is offline.
    state.ticketsDown = true;
    FakeEventSource.opened[0]!.drop();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(await screen.findByText('Offline, retrying…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Offline, retrying…');
    // Meanwhile a ride was assigned; the server is back; the page reconnects by itself and reads it.
    state.items = [ride];
    state.ticketsDown = false;
    const readsBefore = rideReads(fetch);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5000 });
    FakeEventSource.opened[1]!.emit('ready');
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(rideReads(fetch)).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('status').textContent).toBe('');
    // Each connection had its own ticket: a ticket opens one stream only.
    expect(FakeEventSource.opened[1]!.url).not.toBe(FakeEventSource.opened[0]!.url);
  });

  it('in French, says it is offline in French', async () => {
    await i18n.changeLanguage('fr');
    server({ items: [], ticketsDown: true });
    renderPage();
    expect(await screen.findByText('Hors ligne, nouvelle tentative…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Hors ligne, nouvelle tentative…');
  });

  it('listens to the heartbeat, and takes silence as a drop', () => {
    vi.useFakeTimers();
    const dropped = vi.fn();
    const watch = silenceWatch(dropped);
    watch.touch();
    vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000);
    watch.touch(); // a ping 64 s in: still live
    vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000);
    expect(dropped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(dropped).toHaveBeenCalledTimes(1);
    // Longer than the server's 25 s heartbeat, with room for one lost.
    expect(LIVE_SILENCE_MS).toBeGreaterThan(2 * 25_000);
  });

  it('reconnects a stream that went silent', async () => {
    // Timers the test moves, that also run with real time (the page's fetches and waitFor go on).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server({ items: [] });
    renderPage();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit('ready');
    await screen.findByText('No rides assigned to you yet.');
    FakeEventSource.opened[0]!.emit('ping');
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000));
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(await screen.findByText('Offline, retrying…')).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5000 });
  });

  it('waits longer after each failed reconnection, up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
