import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { preloadPage } from '../../../app/preloadPage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { fakeAuthServer, setSessionHint } from '../../auth/testing';
import { bookingRow } from '../bookings/bookingRow.fixture';

/** The live stream as the test drives it: `ready` once the server has subscribed it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: 'ready') {
    act(() => this.listeners.get(type)?.());
  }
}

/**
 * An admin reloading `path` (the refresh cookie and the session hint are there), as app/mount.tsx opens it:
 * the address's chunks fetched first. `answer` gives the panel's data, by path; unanswered, it stays loading.
 */
async function reloadPanel(path: string, answer: Record<string, () => Response> = {}) {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const server = fakeAuthServer({ 'boss@example.com': { password: 'boss-secret', role: 'admin' } });
  server.holdCookieOf('boss@example.com');
  setSessionHint();
  const auth = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation((input, init) => {
    const reply = answer[String(input).replace(/\?.*$/, '')];
    return reply ? Promise.resolve(reply()) : auth(input, init);
  });
  await preloadPage(path);
  // Whether the page-loading placeholder (the one shown while a page's code loads) ever showed.
  let placeholder = false;
  const watch = new MutationObserver(() => {
    if (document.querySelector('[aria-busy="true"]')) placeholder = true;
  });
  watch.observe(document.body, { childList: true, subtree: true });
  const app = renderApp(path);
  return {
    ...app,
    /** The requests to one path, whatever their query. */
    calls: (path: string) =>
      server.fetchMock.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '') === `/api${path}`)
        .length,
    placeholderShown: () => {
      watch.disconnect();
      return placeholder;
    },
  };
}

describe('the admin panel on a reload', () => {
  it('shows the screen’s heading, in its frame, as soon as the session is known, with its data still loading', async () => {
    const panel = await reloadPanel('/admin/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Ride Bookings' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
    // The bookings have not come: their loading state is under the heading.
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Loading…');
    // The frame's code came with the guard's and the screen's: no page-loading placeholder in between,
    // which React would have held on screen for 300 ms once shown.
    expect(panel.placeholderShown()).toBe(false);
  });

  it('reads the screen’s data again when the live stream opens: a change made before it subscribed shows', async () => {
    // The server answers the first read, then the booking is confirmed before the stream subscribes: no
    // change event will ever say so, only the read on `ready` does (decision 298, the read kept twice).
    let status: 'pending' | 'confirmed' = 'pending';
    const panel = await reloadPanel('/admin/bookings', {
      '/api/admin/bookings': () => {
        const row = bookingRow('11111111-1111-4111-8111-111111111111', status, 0);
        status = 'confirmed';
        return jsonResponse({ items: [row], total: 1, limit: 25, offset: 0 });
      },
      '/api/admin/notifications': () => jsonResponse({ items: [], unread: 0, total: 0 }),
      '/api/admin/live/ticket': () => jsonResponse({ ticket: 'ticket-1', expires_in: 60 }),
    });
    expect(await screen.findAllByText('Pending')).not.toHaveLength(0);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit('ready');
    expect(await screen.findAllByText('Confirmed')).not.toHaveLength(0);
    expect(panel.calls('/admin/bookings')).toBe(2);
  });
});
