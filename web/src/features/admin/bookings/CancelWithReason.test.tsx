import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { holdAnswers, jsonResponse } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import { adminDe } from '../i18n/de';
import { adminEn } from '../i18n/en';
import { adminFr } from '../i18n/fr';
import { adminNl } from '../i18n/nl';
import { BookingDetailPage } from './BookingDetailPage';
import { bookingRow, mockBookingPageFetch } from './bookingRow.fixture';

/** Issue 17: cancelling a confirmed booking asks why (decision 132); a pending one stays one click. */
const ID = '22222222-2222-4222-8222-222222222222';
const REFERENCE = 'CH-222222';
const history = (items: unknown[] = []) => ({ booking_id: ID, reference: REFERENCE, items });
const isHistory = (url: string) => url.split('?')[0]!.endsWith('/history');
const isCancel = (url: string, init: RequestInit) => init.method === 'POST' && url.endsWith('/cancel');

/** The booking's page with the booking in `status`; every POST answers a command result. */
function renderWith(status: string, revision: number) {
  const fetch = mockBookingPageFetch((url, init) =>
    init.method === 'POST'
      ? jsonResponse({ id: ID, position: '9', revision: revision + 1, models: ['bookings'] })
      : jsonResponse(isHistory(url) ? history() : bookingRow(ID, status, revision)),
  );
  const router = createMemoryRouter([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], {
    initialEntries: [`/admin/bookings/${ID}`],
  });
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}
const cancelCalls = (fetch: ReturnType<typeof mockBookingPageFetch>) =>
  fetch.mock.calls.filter(([url, init]) => isCancel(String(url), init ?? {}));

describe('cancelling a confirmed booking asks for a reason', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks why in a focused field, refuses a blank reason, then sends the reason with the revision', async () => {
    const fetch = renderWith('confirmed', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const field = screen.getByLabelText(`Why is booking ${REFERENCE} cancelled?`);
    expect(document.activeElement).toBe(field);
    expect(
      screen.getByText(/The customer is e-mailed that the ride is cancelled, without this reason/),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Give a reason to cancel a confirmed booking.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(cancelCalls(fetch)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Flight cancelled, customer called.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancelCalls(fetch)).toHaveLength(1));
    const [, init] = cancelCalls(fetch)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Flight cancelled, customer called.' });
    expect(new Headers(init!.headers).get('if-match')).toBe('"2"');
  });

  it('"Keep booking" and Escape close the question without cancelling, the focus back on Cancel', async () => {
    const fetch = renderWith('confirmed', 2);
    const trigger = await screen.findByRole('button', { name: 'Cancel' });
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByLabelText(`Why is booking ${REFERENCE} cancelled?`), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
    expect(cancelCalls(fetch)).toHaveLength(0);
  });

  it('keeps the focus on Cancel while the cancellation is sent: a second Enter neither asks again nor sends', async () => {
    renderWith('confirmed', 2);
    const held = holdAnswers('/cancel');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.change(screen.getByLabelText(`Why is booking ${REFERENCE} cancelled?`), {
      target: { value: 'Customer called' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    // The question closes and gives the focus back to Cancel: unavailable while sent, but focused (a
    // disabled Cancel could not take it, and the keyboard fell to the page's body until the answer).
    const trigger = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(trigger.getAttribute('aria-disabled')).toBe('true'));
    expect((trigger as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(trigger);
    pressEnter();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    held.release();
    await waitFor(() => expect(trigger.getAttribute('aria-disabled')).toBeNull());
    expect(held.sent()).toBe(1);
  });

  it('asks before cancelling a pending booking, with no reason: "Keep booking" and Escape send nothing (decision 273)', async () => {
    const fetch = renderWith('pending', 0);
    const ask = async () => fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await ask();
    const question = `Cancel booking ${REFERENCE}? The customer is e-mailed that it is cancelled. This cannot be undone.`;
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /cancelled\?/ })).toBeNull();
    // The "no" answer says what it keeps: the panel's "Cancel" would read as the action itself.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    await ask();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, cancel the booking' }), { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelCalls(fetch)).toHaveLength(0);

    await ask();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the booking' }));
    await waitFor(() => expect(cancelCalls(fetch)).toHaveLength(1));
    expect(cancelCalls(fetch)[0]![1]!.body).toBeUndefined();
  });

  it('asks it in French with the no-break space before "?"', async () => {
    await i18n.changeLanguage('fr');
    renderWith('pending', 0);
    fireEvent.click(await screen.findByRole('button', { name: adminFr.bookings.action.cancel }));
    const asWritten = getDefaultNormalizer({ collapseWhitespace: false });
    expect(
      screen.getByText(adminFr.bookings.cancelConfirm.replace('{{reference}}', REFERENCE), {
        normalizer: asWritten,
      }).textContent,
    ).toContain('\u00a0?');
    expect(screen.getByRole('button', { name: 'Oui, annuler la réservation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Garder la réservation' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  for (const [language, texts] of Object.entries({ en: adminEn, fr: adminFr, nl: adminNl, de: adminDe })) {
    it(`asks in ${language}: the question, its hint and both answers`, async () => {
      await i18n.changeLanguage(language);
      renderWith('confirmed', 1);
      const fill = (text: string) => text.replace('{{reference}}', REFERENCE);
      fireEvent.click(await screen.findByRole('button', { name: texts.bookings.action.cancel }));
      const form = screen.getByRole('form', { name: fill(texts.bookings.cancelReason.question) });
      // Whitespace as written: French asks with a no-break space before "?" (decision 259).
      const asWritten = getDefaultNormalizer({ collapseWhitespace: false });
      expect(
        within(form).getByLabelText(fill(texts.bookings.cancelReason.label), { normalizer: asWritten }),
      ).toBeTruthy();
      expect(
        within(form).getByText(texts.bookings.cancelReason.hint.split('(')[0]!, { exact: false }),
      ).toBeTruthy();
      expect(within(form).getByRole('button', { name: texts.bookings.cancelReason.submit })).toBeTruthy();
      expect(within(form).getByRole('button', { name: texts.bookings.cancelReason.keep })).toBeTruthy();
      if (language !== 'en')
        expect(texts.bookings.cancelReason.label).not.toBe(adminEn.bookings.cancelReason.label);
    });
  }

  it('shows who cancelled and why in the audit history', async () => {
    mockBookingPageFetch((url) =>
      jsonResponse(
        isHistory(url)
          ? history([
              {
                revision: 2,
                position: '3',
                type: 'BookingCancelled',
                occurred_at: '2026-11-21T10:02:00.000Z',
                actor: { kind: 'user', email: 'ops@example.com', role: 'admin' },
                status_before: 'confirmed',
                status_after: 'cancelled',
                deleted: false,
                reason: 'Flight cancelled, customer called.',
              },
            ])
          : bookingRow(ID, 'cancelled', 2),
      ),
    );
    const router = createMemoryRouter([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], {
      initialEntries: [`/admin/bookings/${ID}`],
    });
    render(
      <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const item = within(await screen.findByTestId('history')).getByRole('listitem');
    expect(item.textContent).toContain('ops@example.com (Admin)');
    expect(item.textContent).toContain('Confirmed → Cancelled');
    expect(item.textContent).toContain('Reason: Flight cancelled, customer called.');
  });
});
