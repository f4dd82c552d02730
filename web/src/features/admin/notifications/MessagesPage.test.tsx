import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import '../i18n/register';
import { MessagesPage } from './MessagesPage';

const message = {
  id: 'm1',
  name: 'Marie Dupont',
  email: 'marie@example.be',
  phone: '+32 470 00 00 00',
  message: 'Un monospace pour six, le 12 décembre ?',
  received_at: '2026-11-24T09:30:00.000Z',
};

describe('admin messages', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('names the sender after the language’s colon: a no-break space before it in French', async () => {
    mockFetch(() => jsonResponse({ items: [message], total: 1 }));
    const expected = { en: 'From: Marie Dupont', fr: 'De\u00a0: Marie Dupont' };
    for (const [language, text] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      const { unmount } = render(
        <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <MessagesPage />
          </MemoryRouter>
        </AppProviders>,
      );
      const name = await screen.findByText('Marie Dupont');
      expect(name.parentElement!.textContent).toContain(text);
      unmount();
    }
  });

  it('writes when each message came in a grey readable on the dark panel (axe color-contrast)', async () => {
    mockFetch(() => jsonResponse({ items: [message], total: 1 }));
    const { container } = render(
      <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MessagesPage />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('Marie Dupont');
    expect(container.querySelector('time')!.classList).toContain('text-stone-400');
  });
});
