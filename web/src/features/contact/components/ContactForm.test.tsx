import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { mockSiteApi } from '../../../test/site-api';
import { loadLandingSections } from '../../home/testing';

const MESSAGE = {
  name: 'Anne Peeters',
  email: 'anne@example.be',
  phone: '+32 470 12 34 56',
  message: 'Four of us to Charleroi on Friday at 5 a.m.',
};

const form = () => within(screen.getByRole('region', { name: 'Get in touch' }));
const input = (label: string) => form().getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fill = (values: Partial<typeof MESSAGE>) => {
  for (const [key, value] of Object.entries(values))
    fireEvent.change(input(key[0]!.toUpperCase() + key.slice(1)), { target: { value } });
};
const send = () => fireEvent.click(form().getByRole('button', { name: 'Send Message' }));

describe('contact form', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await loadLandingSections();
  }, 60_000);

  it('sends the message with an Idempotency-Key, then thanks the visitor and clears the fields', async () => {
    let sent: RequestInit | undefined;
    mockSiteApi({
      '/api/messages': (_url, init) => {
        sent = init;
        return jsonResponse({ id: 'm', revision: 0, position: '9' }, 201);
      },
    });
    renderApp('/');
    await screen.findByRole('region', { name: 'Get in touch' });
    fill(MESSAGE);
    send();
    expect(form().getByRole('button', { name: 'Sending…' })).toBeTruthy();
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(JSON.parse(String(sent!.body))).toEqual(MESSAGE);
    expect((sent!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    for (const label of ['Name', 'Email', 'Phone', 'Message']) expect(input(label).value).toBe('');
  });

  it('names every missing or malformed field and sends nothing', async () => {
    const fetchMock = mockSiteApi();
    renderApp('/');
    await screen.findByRole('region', { name: 'Get in touch' });
    fill({ email: 'not-an-email' });
    send();
    expect(form().getByText('Please enter your name.')).toBeTruthy();
    expect(form().getByText('Please enter a valid email address.')).toBeTruthy();
    expect(form().getByText('Please enter a phone number we can call.')).toBeTruthy();
    expect(form().getByText('Please write your message.')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Name'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/messages')).toBe(false);
  });

  it('sends one message however often the visitor presses the button while it is sending', async () => {
    let posts = 0;
    mockSiteApi({
      '/api/messages': () => {
        posts += 1;
        return jsonResponse({ id: 'm', revision: 0, position: '9' }, 201);
      },
    });
    renderApp('/');
    await screen.findByRole('region', { name: 'Get in touch' });
    fill(MESSAGE);
    send();
    // Still focusable and pressable while sending (aria-disabled), so the form itself refuses the second.
    const sending = form().getByRole('button', { name: 'Sending…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sending);
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(posts).toBe(1);
  });

  it("keeps the fields and says SPEC 8's text when sending fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSiteApi({ '/api/messages': () => problemResponse(503, { title: 'Service Unavailable' }) });
    renderApp('/');
    await screen.findByRole('region', { name: 'Get in touch' });
    fill(MESSAGE);
    send();
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(input('Name').value).toBe(MESSAGE.name);
    await waitFor(() => expect(form().getByRole('button', { name: 'Send Message' })).toBeTruthy());
  });

  it('asks to wait or call when the address sent too many messages (429)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSiteApi({ '/api/messages': () => problemResponse(429, { title: 'Too Many Requests' }) });
    renderApp('/');
    await screen.findByRole('region', { name: 'Get in touch' });
    fill(MESSAGE);
    send();
    expect(
      await screen.findByText(
        'Too many messages were sent from your connection. Please try again in a few minutes, or call us.',
      ),
    ).toBeTruthy();
    expect(input('Name').value).toBe(MESSAGE.name);
  });

  it('marks the fields the server refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSiteApi({
      '/api/messages': () =>
        problemResponse(400, {
          title: 'Bad Request',
          errors: [{ field: 'body.phone', message: 'Phone must be a valid phone number' }],
        }),
    });
    renderApp('/');
    await screen.findByRole('region', { name: 'Get in touch' });
    fill(MESSAGE);
    send();
    expect(await form().findByText('Please enter a phone number we can call.')).toBeTruthy();
    expect(input('Phone').getAttribute('aria-invalid')).toBe('true');
  });
});
