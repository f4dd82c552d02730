import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { problemText } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { holdAnswers, jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { renderApp } from '../../../test/render';
import { useToastStore } from '../../../lib/toast';
import { mockSiteApi } from '../../../test/site-api';

const subscribe = (email: string, label = 'Email address', button = 'Subscribe') => {
  const footer = screen.getByRole('contentinfo');
  fireEvent.change(within(footer).getByLabelText(label), { target: { value: email } });
  fireEvent.click(within(footer).getByRole('button', { name: button }));
};

/** The server's answer to an address its check refuses (`a@b` passes the browser's, not the server's). */
const invalidAddress = () =>
  problemResponse(400, {
    title: 'Bad Request',
    detail: problemText({ code: 'invalid_fields' }),
    code: 'invalid_fields',
    errors: [{ field: 'body.email', message: 'Email must be a valid email address' }],
  });

/** A coded refusal that names no field of the form: said by its code, in the page's language. */
const invalidBody = () =>
  problemResponse(400, {
    title: 'Bad Request',
    detail: problemText({ code: 'invalid_fields' }),
    code: 'invalid_fields',
  });

const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.message);

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

  describe("on the landing page, in the visitor's language (decision 238)", { timeout: 20_000 }, () => {
    // The API client warns about every refusal it gets.
    beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
    afterEach(() => i18n.changeLanguage('en'));

    it('says a coded refusal in French, although the landing page does not carry the refusal texts', async () => {
      await i18n.changeLanguage('fr');
      mockSiteApi({ '/api/newsletter': invalidBody });
      renderApp('/');
      // The landing page's first load has no refusal texts: the form fetches them with the refusal.
      expect(i18n.hasResourceBundle('fr', 'problems')).toBe(false);
      subscribe('a@b', 'Adresse e-mail', 'S’abonner');
      expect(await screen.findByText('Certains champs de la demande ne sont pas valides.')).toBeTruthy();
      expect(screen.queryByText('The request has invalid fields')).toBeNull();
    });

    it('says it in Dutch too, and in English word for word as the server does', async () => {
      await i18n.changeLanguage('nl');
      mockSiteApi({ '/api/newsletter': invalidBody });
      const { unmount } = renderApp('/');
      subscribe('a@b', 'E-mailadres', 'Inschrijven');
      expect(await screen.findByText('Sommige velden van het verzoek zijn ongeldig.')).toBeTruthy();
      unmount();
      await i18n.changeLanguage('en');
      renderApp('/');
      subscribe('a@b');
      expect(await screen.findByText('The request has invalid fields')).toBeTruthy();
    });
  });

  describe('while the address is sent, in French (decision 325)', { timeout: 20_000 }, () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('keeps the focus on the button, and sends one request for two presses or Enter in the field', async () => {
      await i18n.changeLanguage('fr');
      mockSiteApi({ '/api/newsletter': () => jsonResponse({ status: 'subscribed' }, 202) });
      const held = holdAnswers('/api/newsletter');
      renderApp('/');
      const footer = within(screen.getByRole('contentinfo'));
      const field = footer.getByLabelText('Adresse e-mail');
      fireEvent.change(field, { target: { value: 'anne@example.be' } });
      const button = footer.getByRole('button', { name: 'S’abonner' });
      await pressEnterTwiceWhileBusy(button, 'Abonnement en cours…');
      expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
      // Enter in the field submits the form (the browser presses its button): nothing more is sent either.
      fireEvent.submit(field);
      fireEvent.click(button);
      expect(document.activeElement).toBe(button);
      held.release();
      expect(await screen.findByText('Merci pour votre abonnement.')).toBeTruthy();
      expect(held.sent()).toBe(1);
      expect(button.getAttribute('aria-disabled')).toBeNull();
      expect(document.activeElement).toBe(button);
    });
  });

  describe('an address the server refuses, in Dutch', { timeout: 20_000 }, () => {
    beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
    afterEach(() => i18n.changeLanguage('en'));

    it("says what is wrong with the address, not that 'some fields are invalid'", async () => {
      await i18n.changeLanguage('nl');
      mockSiteApi({ '/api/newsletter': invalidAddress });
      renderApp('/');
      subscribe('a@b', 'E-mailadres', 'Inschrijven');
      expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
      expect(screen.queryByText('Sommige velden van het verzoek zijn ongeldig.')).toBeNull();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBe('true');
    });

    it('takes the failure toast away when a later subscription succeeds', async () => {
      await i18n.changeLanguage('nl');
      let calls = 0;
      mockSiteApi({
        '/api/newsletter': () =>
          ++calls === 1 ? invalidAddress() : jsonResponse({ status: 'subscribed' }, 202),
      });
      renderApp('/');
      subscribe('a@b', 'E-mailadres', 'Inschrijven');
      expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
      subscribe('anne@example.be', 'E-mailadres', 'Inschrijven');
      expect(await screen.findByText('Bedankt voor uw inschrijving.')).toBeTruthy();
      expect(toastTexts()).toEqual(['Bedankt voor uw inschrijving.']);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBeNull();
    });
  });
});
