import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse } from '../../../test/fetch';
import { pressEnter } from '../../../test/keyboard';
import { BookingDetailPage } from './BookingDetailPage';
import { bookingRow, mockBookingPageFetch } from './bookingRow.fixture';

const ID = '11111111-1111-4111-8111-111111111111';
const NOTE = {
  text: 'Customer called: two child seats.\nGate B.',
  added_at: '2026-11-21T10:05:00.000Z',
  added_by: 'dispatch@example.com',
};
const noteEntry = {
  revision: 1,
  position: '2',
  type: 'BookingNoteAdded',
  occurred_at: NOTE.added_at,
  actor: { kind: 'user', email: 'dispatch@example.com', role: 'admin' },
  status_before: 'pending',
  status_after: 'pending',
  deleted: false,
  note: NOTE.text,
};

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], {
    initialEntries: [`/admin/bookings/${ID}`],
  });
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

/** The admin API as the page reads it: the booking (with its notes so far), its history, and the note command. */
function serve(notes: (typeof NOTE)[]) {
  return mockBookingPageFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (init.method === 'POST' && path.endsWith('/notes'))
      return jsonResponse({ id: ID, revision: notes.length + 1, position: '9' }, 201);
    if (path.endsWith('/history'))
      return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: notes.length ? [noteEntry] : [] });
    return jsonResponse({ ...bookingRow(ID, 'pending', notes.length), notes });
  });
}

describe('internal notes on the admin booking page (issue 15)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each note with its author and time, says who sees it, and shows the text in the history', async () => {
    await i18n.changeLanguage('en');
    serve([NOTE]);
    renderPage();
    const notes = within(await screen.findByTestId('booking-notes'));
    expect(notes.getByText(/Customer called: two child seats\./).textContent).toBe(NOTE.text);
    expect(notes.getByText(/dispatch@example\.com/)).toBeTruthy();
    expect(screen.getByText(/never shown or sent to the customer/)).toBeTruthy();
    const history = within(await screen.findByTestId('history'));
    const [item] = history.getAllByRole('listitem');
    expect(item!.children[1]!.textContent).toBe('Note added');
    expect(item!.textContent).toContain('Gate B.');
  });

  it('sends what the admin typed, then empties the field; an empty note is refused before any request', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve([]);
    renderPage();
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    const field = screen.getByLabelText('New note');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The refusal puts the keyboard user back in the field, whose description now includes the error.
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-describedby')).toContain('booking-note-error');
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'VIP: meet at the door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toContain(`/api/admin/bookings/${ID}/notes`);
    expect(JSON.parse(String(init!.body))).toEqual({ text: 'VIP: meet at the door' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(document.activeElement).toBe(field);
  });

  it('keeps the keyboard on Add note while the note is sent, and sends it once however often it is pressed', async () => {
    await i18n.changeLanguage('en');
    let answer = () => {};
    const fetch = mockBookingPageFetch((url, init) => {
      const path = url.split('?')[0]!;
      if (init.method === 'POST' && path.endsWith('/notes'))
        return new Promise<Response>(
          (resolve) => (answer = () => resolve(jsonResponse({ id: ID, revision: 1, position: '9' }, 201))),
        );
      if (path.endsWith('/history'))
        return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: [] });
      return jsonResponse({ ...bookingRow(ID, 'pending', 0), notes: [] });
    });
    renderPage();
    await screen.findByText('No notes yet.');
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'VIP: meet at the door' } });
    const add = screen.getByRole('button', { name: 'Add note' });
    add.focus();
    pressEnter();
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(add);
    pressEnter();
    answer();
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('speaks the admin’s language (fr)', async () => {
    await i18n.changeLanguage('fr');
    serve([NOTE]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notes internes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter la note' })).toBeTruthy();
    const history = within(await screen.findByTestId('history'));
    expect(history.getAllByRole('listitem')[0]!.children[1]!.textContent).toBe('Note ajoutée');
    await i18n.changeLanguage('en');
  });
});
