import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { AdminNotification } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import '../i18n/register';
import { NotificationsPage } from './NotificationsPage';

const unreadMessage: AdminNotification = {
  id: 'n1',
  title: 'New Contact Message',
  message: 'Marie Dupont <marie@example.be>: Un monospace pour six ?',
  type: 'info',
  read: false,
  created_at: '2026-11-24T09:30:00.000Z',
  subject: { kind: 'message', id: 'm1' },
};

describe('admin notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the keyboard on "Mark all as read" once all are read, and sends it once', async () => {
    let read = false;
    const fetch = mockFetch((_url, init) => {
      if (init.method === 'POST') {
        read = true;
        return jsonResponse({ marked: 1, position: '9', models: ['notifications'] });
      }
      const items = [{ ...unreadMessage, read }];
      return jsonResponse({ items, unread: read ? 0 : 1, total: 1 });
    });
    render(
      <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll.getAttribute('aria-disabled')).toBeNull());
    markAll.focus();
    pressEnter();
    // Nothing left to mark: unavailable, yet not disabled, so a browser keeps the focus on it.
    await waitFor(() => expect(markAll.getAttribute('aria-disabled')).toBe('true'));
    expect((markAll as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(markAll);
    pressEnter();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('writes when each notification came in a grey readable on the dark panel (axe color-contrast)', async () => {
    mockFetch(() => jsonResponse({ items: [unreadMessage], unread: 1, total: 1 }));
    const { container } = render(
      <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('New Contact Message');
    // stone-500 on the panel's ink is about 4:1, below WCAG's 4.5:1 for this small text; stone-400 is 7.6:1.
    const time = container.querySelector('time')!;
    expect(time.classList).toContain('text-stone-400');
    expect(time.classList).not.toContain('text-stone-500');
  });
});
