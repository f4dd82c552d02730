import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const subscribe = (email: string) => {
  const footer = screen.getByRole('contentinfo');
  fireEvent.change(within(footer).getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
};

describe('newsletter box', () => {
  it('posts the address to /api/newsletter and thanks the visitor', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ status: 'subscribed' }, 202));
    renderApp('/about');
    subscribe(' anne@example.be ');
    expect(await screen.findByText('Thank you for subscribing.')).toBeTruthy();
    // The layout also reads /api/config (maintenance notice): pick the newsletter call.
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/newsletter')!;
    expect(url).toBe('/api/newsletter');
    expect(init?.body).toBe('{"email":"anne@example.be"}');
    expect(
      (within(screen.getByRole('contentinfo')).getByLabelText('Email address') as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows the mapped error when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => problemResponse(500, { title: 'Internal Server Error' }));
    renderApp('/about');
    subscribe('anne@example.be');
    const toast = await screen.findByText('Database connection error. Please try again later.');
    expect(toast.closest('[role="status"]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('asks to wait a few minutes when the address sent too many requests', async () => {
    mockFetch(() => problemResponse(429, { title: 'Too Many Requests', detail: 'Too many requests.' }));
    renderApp('/about');
    subscribe('anne@example.be');
    expect(
      await screen.findByText('Too many requests from your connection. Please try again in a few minutes.'),
    ).toBeTruthy();
  });
});
