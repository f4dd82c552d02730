import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import { mockSiteApi } from '../../../test/site-api';
import { RateTripPage } from './RateTripPage';

const TOKEN = 'b1.signature';
const OPEN = { state: 'open', reference: 'BPC-2026-0042', first_name: 'Anne' };

/** The site's answers (its config), with this page's API answered by `handler`. */
const mockApi = (handler: (path: string, init: RequestInit) => Response) =>
  mockSiteApi({ '/api/manage': (url, init) => handler(url.pathname, init) });

const renderPage = () =>
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '/booking/:token/rate', element: <RateTripPage token={TOKEN} /> }],
          {
            initialEntries: [`/booking/${TOKEN}/rate`],
          },
        )}
      />
    </AppProviders>,
  );

describe('rating a trip (issue 18 point 5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', 'Back to your booking'],
    ['nl', 'Terug naar uw boeking'],
    ['fr', 'Retour à votre réservation'],
    ['de', 'Zurück zu Ihrer Buchung'],
  ] as const)(
    'leads back to the booking (%s), before and after the review is sent',
    async (language, name) => {
      await i18n.changeLanguage(language);
      mockApi((_url, init) =>
        init.method === 'POST'
          ? jsonResponse({ id: 'r', revision: 0, position: '9', models: ['reviews'] }, 201)
          : jsonResponse(OPEN),
      );
      const { container } = renderPage();
      // A customer who opened the rating link from the e-mail had no way to their booking but the address bar.
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/booking/${TOKEN}`);
      fireEvent.click(await screen.findByRole('radio', { name: /^5 / }));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Parfait.' } });
      fireEvent.click(container.querySelector('button[type="submit"]')!);
      await screen.findByRole('status');
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/booking/${TOKEN}`);
    },
  );

  it('offers 1–5 stars as a keyboard radio group, requires stars and a comment, sends them and thanks with the focus on the thanks', async () => {
    await i18n.changeLanguage('en');
    const posted: unknown[] = [];
    const fetch = mockApi((url, init) => {
      if (init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse({ id: 'r', revision: 0, position: '9', models: ['reviews'] }, 201);
      }
      return jsonResponse(OPEN);
    });
    renderPage();
    expect(await screen.findByText('How was your ride, Anne?')).toBeTruthy();
    expect(screen.getByText('Booking BPC-2026-0042')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars.');

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a few words about your ride.');

    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: '  Perfect driver.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    // The sent form is gone: the thanks has the focus, not the top of the page.
    expect(document.activeElement).toBe(
      screen.getByText('Thank you for your review!').closest('[role="status"]'),
    );
    expect(posted).toEqual([{ rating: 4, comment: 'Perfect driver.' }]);
    expect(String(fetch.mock.calls.at(-1)![0])).toContain(`/api/manage/${encodeURIComponent(TOKEN)}/review`);
  });

  it('keyboard: "Send my review" keeps the focus while the review is sent, and a second Enter sends nothing (decision 308)', async () => {
    await i18n.changeLanguage('en');
    let answer = () => {};
    // The server answers the review when the test says: the button is seen while it is sent.
    const fetch = mockSiteApi({
      '/api/manage': (_url, init) =>
        init.method === 'POST'
          ? new Promise<Response>(
              (resolve) =>
                (answer = () =>
                  resolve(jsonResponse({ id: 'r', revision: 0, position: '9', models: ['reviews'] }, 201))),
            )
          : jsonResponse(OPEN),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Perfect driver.' } });
    const send = screen.getByRole('button', { name: 'Send my review' });
    send.focus();
    pressEnter();
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    expect(send.textContent).toBe('Sending…');
    pressEnter();
    answer();
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it.each([
    [
      'de',
      'Bewertung senden',
      'Wählen Sie 1 bis 5 Sterne.',
      'Bitte schreiben Sie ein paar Worte zu Ihrer Fahrt.',
    ],
    ['nl', 'Beoordeling versturen', 'Kies 1 tot 5 sterren.', 'Schrijf een paar woorden over uw rit.'],
  ] as const)(
    'keyboard (%s): a refused send takes the focus to what is missing, the stars first, then the comment (decision 332)',
    async (language, sendName, noStars, noComment) => {
      await i18n.changeLanguage(language);
      const fetch = mockApi(() => jsonResponse(OPEN));
      renderPage();
      await screen.findAllByRole('radio');
      const send = screen.getByRole('button', { name: sendName });
      send.focus();
      pressEnter();
      // The customer is taken to the stars and hears why: the focused radio is described by the message.
      const first = screen.getAllByRole('radio')[0]!;
      await waitFor(() => expect(document.activeElement).toBe(first));
      expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe(noStars);
      expect((first as HTMLInputElement).checked).toBe(false);
      // A second refusal with the same message moves the focus again.
      send.focus();
      pressEnter();
      await waitFor(() => expect(document.activeElement).toBe(first));
      fireEvent.click(screen.getAllByRole('radio')[3]!);
      send.focus();
      pressEnter();
      const comment = screen.getByRole('textbox');
      await waitFor(() => expect(document.activeElement).toBe(comment));
      expect(comment.getAttribute('aria-invalid')).toBe('true');
      const described = comment.getAttribute('aria-describedby')!.split(' ');
      expect(described.map((id) => document.getElementById(id)!.textContent)).toContain(noComment);
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      await i18n.changeLanguage('en');
    },
  );

  it('in Dutch: the missing stars are said under the stars, and only a field at fault is marked (decision 333)', async () => {
    await i18n.changeLanguage('nl');
    mockApi((_url, init) =>
      init.method === 'POST' ? problemResponse(500, { title: 'Internal Server Error' }) : jsonResponse(OPEN),
    );
    const { container } = renderPage();
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getByRole('button', { name: 'Beoordeling versturen' }));
    const noStars = await screen.findByRole('alert');
    expect(noStars.textContent).toBe('Kies 1 tot 5 sterren.');
    // Right under the stars it is about, not below the comment box after them.
    const stars = container.querySelector('fieldset')!;
    const comment = screen.getByRole('textbox');
    expect(stars.nextElementSibling).toBe(noStars);
    expect(comment.getAttribute('aria-invalid')).toBeNull();
    expect(comment.getAttribute('aria-describedby')!.split(' ')).not.toContain(noStars.id);
    // A send that failed is no field's fault: neither the stars nor the comment are marked or described by it.
    fireEvent.click(screen.getAllByRole('radio')[4]!);
    fireEvent.change(comment, { target: { value: 'Heel fijn.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Beoordeling versturen' }));
    const failed = await screen.findByRole('alert');
    await waitFor(() => expect(failed.textContent).not.toBe('Kies 1 tot 5 sterren.'));
    expect(stars.getAttribute('aria-invalid')).toBeNull();
    expect(stars.getAttribute('aria-describedby')).toBeNull();
    expect(comment.getAttribute('aria-invalid')).toBeNull();
    expect(comment.getAttribute('aria-describedby')!.split(' ')).not.toContain(failed.id);
    await i18n.changeLanguage('en');
  });

  it('says "already rated" when the trip was rated, also when another tab was first (409)', async () => {
    await i18n.changeLanguage('en');
    mockApi((_url, init) =>
      init.method === 'POST'
        ? problemResponse(409, { detail: 'You have already rated this trip. Thank you!' })
        : jsonResponse(OPEN),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(await screen.findByText('You have already rated this trip. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my review' })).toBeNull();
  });

  it('in German: a comment the server refuses for invisible characters says so, and the form stays', async () => {
    await i18n.changeLanguage('de');
    mockApi((_url, init) =>
      init.method === 'POST'
        ? problemResponse(400, {
            title: 'Bad Request',
            detail: 'The request has invalid fields',
            errors: [
              {
                field: 'body.comment',
                message: 'Comment must not contain control characters or text-direction overrides',
              },
            ],
          })
        : jsonResponse(OPEN),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 Sterne' }));
    fireEvent.change(screen.getByLabelText('Ihr Kommentar'), { target: { value: 'Toll \u202Eesiel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte entfernen Sie die unsichtbaren Steuer- oder Textrichtungszeichen aus Ihrem Kommentar.',
    );
    expect(screen.getByRole('button', { name: 'Bewertung senden' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('in French: a ride not yet completed, and a wrong link, say so without a form', async () => {
    await i18n.changeLanguage('fr');
    mockApi(() => jsonResponse({ state: 'not_completed', reference: 'BPC-2026-0042' }));
    const { unmount } = renderPage();
    expect(
      await screen.findByText('Vous pourrez noter votre trajet une fois celui-ci terminé.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();
    mockApi(() => problemResponse(404, { detail: 'Booking not found' }));
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Ce lien n’est pas valide. Utilisez le lien reçu par e-mail.',
      ),
    );
    await i18n.changeLanguage('en');
  });
});
