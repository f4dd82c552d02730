import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { create } from 'zustand';
import type { AdminNotification } from '@chauffeur/contracts';
import { Toaster } from '../../../components/ui/Toaster';
import { i18n } from '../../../i18n';
import '../i18n/register';
import type { AlertPlayer, SoundState } from './alert-sound';
import { useAlertSettings } from './alert-settings';
import { SoundToggle } from './SoundToggle';
import { useAdminAlerts } from './useAdminAlerts';

/** A player that records what it was asked to play, in the state the test gives it. */
function fakePlayer(initial: SoundState = 'ready') {
  let state = initial;
  const listeners = new Set<() => void>();
  const player = {
    played: [] as string[],
    state: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unlock: vi.fn(() => {
      state = 'ready';
      listeners.forEach((listener) => listener());
    }),
    play(tone: string) {
      this.played.push(tone);
    },
  };
  return player satisfies AlertPlayer;
}

const booking = (id: string, minute: number, kind: 'booking_requested' | 'booking_cancelled') =>
  ({
    id,
    title: '',
    message: '',
    type: 'info',
    read: false,
    created_at: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`,
    kind,
    params: { reference: `CH-${id.toUpperCase()}` },
    subject: { kind: 'booking', id: `booking-${id}` },
  }) satisfies AdminNotification;

function Panel({ items, player }: { items: AdminNotification[] | undefined; player: AlertPlayer }) {
  useAdminAlerts(items, player);
  return <SoundToggle player={player} />;
}

/** The latest notifications list, as the layout's query would hold it. */
const useLatest = create<{ items?: AdminNotification[] }>(() => ({}));

function Host({ player }: { player: AlertPlayer }) {
  const items = useLatest((state) => state.items);
  return (
    <>
      <Panel items={items} player={player} />
      <Toaster />
    </>
  );
}

/** The panel as the layout wires it: the hook, the toggle, the toasts (inside the router: they link). */
function mount(player: AlertPlayer) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Host player={player} /> }])} />);
  return { show: (items: AdminNotification[]) => act(() => useLatest.setState({ items })) };
}

beforeEach(() => {
  useAlertSettings.setState({ muted: false });
  useLatest.setState({ items: undefined });
});

describe('alerts while the admin panel is open (issue 17 point 8)', () => {
  it('a new booking plays the chime, shows a toast with its reference and link, and counts in the title', () => {
    document.title = 'Dashboard · Brand';
    const player = fakePlayer();
    const panel = mount(player);
    panel.show([booking('a', 1, 'booking_requested')]);
    expect(player.played).toEqual([]);
    expect(document.title).toBe('Dashboard · Brand');

    panel.show([booking('b', 2, 'booking_requested'), booking('a', 1, 'booking_requested')]);
    expect(player.played).toEqual(['new']);
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('New booking CH-B.');
    expect(screen.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      '/admin/bookings/booking-b',
    );
    expect(document.title).toBe('(1) Dashboard · Brand');

    panel.show([
      booking('c', 3, 'booking_cancelled'),
      booking('b', 2, 'booking_requested'),
      booking('a', 1, 'booking_requested'),
    ]);
    expect(player.played).toEqual(['new', 'cancelled']);
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toContain(
      'Booking CH-C was cancelled. View booking',
    );
    expect(document.title).toBe('(2) Dashboard · Brand');
  });

  it('clears the title count when the admin looks: a key, a click or the tab back in focus', () => {
    document.title = 'Bookings · Brand';
    const panel = mount(fakePlayer());
    panel.show([]);
    panel.show([booking('a', 1, 'booking_requested')]);
    expect(document.title).toBe('(1) Bookings · Brand');
    // The app focusing a heading (a page that finished loading) is not the admin looking.
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    act(() => heading.focus());
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe('(1) Bookings · Brand');
    heading.remove();
    act(() => void window.dispatchEvent(new FocusEvent('focus')));
    expect(document.title).toBe('Bookings · Brand');

    panel.show([booking('b', 2, 'booking_requested'), booking('a', 1, 'booking_requested')]);
    expect(document.title).toBe('(1) Bookings · Brand');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.title).toBe('Bookings · Brand');
  });

  it('stays silent when muted, and the toggle remembers it', () => {
    const player = fakePlayer();
    const panel = mount(player);
    const toggle = screen.getByRole('button', { name: 'Alert sound' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('chauffeur.admin.alerts')!).state).toEqual({ muted: true });

    panel.show([]);
    panel.show([booking('a', 1, 'booking_requested')]);
    expect(player.played).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('New booking CH-A.');
    fireEvent.click(toggle);
    expect(useAlertSettings.getState().muted).toBe(false);
  });

  it('says when the browser blocks the sound, in the admin language, and a click opens it', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const player = fakePlayer('blocked');
    mount(player);
    const toggle = screen.getByRole('button', { name: 'Son des alertes (Son bloqué)' });
    expect(toggle.textContent).toContain('Son bloqué');
    expect(toggle.getAttribute('title')).toMatch(/^Le navigateur bloque le son des alertes/);
    fireEvent.pointerDown(toggle);
    fireEvent.click(toggle);
    expect(player.unlock).toHaveBeenCalled();
    expect(toggle.textContent).not.toContain('Son bloqué');
    expect(toggle.getAttribute('aria-label')).toBe('Son des alertes');
    // Opening the sound did not mute it.
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
