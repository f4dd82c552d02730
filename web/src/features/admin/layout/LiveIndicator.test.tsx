import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse } from '../../../test/fetch';
import { mockSiteApi } from '../../../test/site-api';
import type { AlertPlayer } from '../alerts/alert-sound';
import { AdminLayout } from './AdminLayout';

/** EventSource driven by the test: the server's `ready`, or a dropped connection. */
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
  ready() {
    act(() => this.listeners.get('ready')?.());
  }
  drop() {
    act(() => this.onerror?.());
  }
}

const silent: AlertPlayer = {
  state: () => 'ready',
  subscribe: () => () => {},
  unlock: () => {},
  play: () => {},
};

function renderPanel() {
  mockSiteApi({
    '/api/admin/live/ticket': () => jsonResponse({ ticket: 't', expires_in: 60 }),
    '/api/admin/notifications': () => jsonResponse({ items: [], unread: 0, total: 0 }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout player={silent} />,
        children: [{ index: true, element: <p>home</p> }],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Everything the page's live regions hold (what a screen reader announces as it changes). */
const spoken = () =>
  screen
    .queryAllByRole('status')
    .map((region) => region.textContent)
    .join(' | ');

describe('the panel header’s live updates, for a screen reader', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says nothing when a page load connects, then says when the updates are lost and when they are back', async () => {
    await i18n.changeLanguage('fr');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    renderPanel();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.ready();
    // Still shown (beside the dot), not announced.
    expect(await screen.findByText('Mises à jour en direct actives')).toBeTruthy();
    expect(spoken()).not.toMatch(/direct/);

    FakeEventSource.opened[0]!.drop();
    expect(spoken()).toContain('Reconnexion des mises à jour en direct…');

    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    FakeEventSource.opened[1]!.ready();
    expect(spoken()).toContain('Mises à jour en direct actives');
    await i18n.changeLanguage('en');
  });
});

describe('the admin frame for a keyboard user', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts with a link past the sidebar and header to the page's main content, in the admin's language", async () => {
    await i18n.changeLanguage('fr');
    vi.stubGlobal('EventSource', FakeEventSource);
    renderPanel();
    await screen.findByText('home');
    // The first thing Tab reaches: before the menu, the sidebar's links, the bell.
    const first = document.querySelector<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex="0"]',
    );
    expect(first?.textContent).toBe('Aller au contenu principal');
    expect(first?.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main#main')?.textContent).toContain('home');
  });

  it('keeps Tab inside the phone menu while it is open, and gives the keyboard back to its button when it closes', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('EventSource', FakeEventSource);
    renderPanel();
    await screen.findByText('home');
    const toggle = screen.getByRole('button', { name: 'Open admin menu' });
    toggle.focus();
    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Admin navigation' });
    const close = document.activeElement as HTMLElement;
    expect(close.getAttribute('aria-label')).toBe('Close admin menu');
    const reachable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (e) => e.tabIndex >= 0,
    );
    const [first, last] = [reachable[0]!, reachable[reachable.length - 1]!];
    // Tab from the last control comes back to the first, Shift+Tab from the first to the last: the page
    // behind, covered by the drawer, is not walked through.
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Escape closes it, and the keyboard is on the button that opened it, not on the page's body.
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    // So does its close button.
    fireEvent.click(toggle);
    fireEvent.click(document.activeElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
