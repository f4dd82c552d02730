import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { liveRefresh } from '../../../test/record-server';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { pressEnterTwiceWhileBusy } from '../../../test/keyboard';
import { BookingDetailPage } from './BookingDetailPage';
import { bookingRow } from './bookingRow.fixture';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';

const ID = '11111111-1111-4111-8111-111111111111';
const chauffeur = (id: string, name: string, active = true) => ({
  id,
  name,
  phone: '+32 470 11 22 33',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.be`,
  languages: ['fr'],
  active,
  revision: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const KARIM = chauffeur('33333333-3333-4333-8333-333333333333', 'Karim Benali');
const ANNA = chauffeur('44444444-4444-4444-8444-444444444444', 'Anna de Smet');
const GONE = chauffeur('55555555-5555-4555-8555-555555555555', 'Old Timer', false);

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], {
    initialEntries: [`/admin/bookings/${ID}`],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return client;
};

function serve(status: string, assigned: { id: string; name: string } | null) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (init.method === 'PUT')
      return jsonResponse({ id: ID, revision: 3, position: '9', models: ['bookings'] });
    if (path.endsWith('/chauffeurs')) return jsonResponse({ items: [ANNA, KARIM, GONE] });
    if (path.endsWith('/history')) return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: [] });
    return jsonResponse({ ...bookingRow(ID, status, 2), chauffeur: assigned });
  });
}

/**
 * The page with Karim assigned at revision 3 once the PUT came (before its answer, which `put` gives: the
 * live stream may redraw the picker first), none at revision 2 before.
 */
function serveAssignment(put: () => Response | Promise<Response>) {
  let assigned = false;
  let puts = 0;
  mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (init.method === 'PUT') {
      assigned = true;
      puts += 1;
      return put();
    }
    if (path.endsWith('/chauffeurs')) return jsonResponse({ items: [ANNA, KARIM] });
    if (path.endsWith('/history')) return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: [] });
    return jsonResponse(
      assigned
        ? { ...bookingRow(ID, 'confirmed', 3), chauffeur: { id: KARIM.id, name: KARIM.name } }
        : { ...bookingRow(ID, 'confirmed', 2), chauffeur: null },
    );
  });
  return { assigned: () => assigned, puts: () => puts };
}

describe("the booking page's Chauffeur picker (issue 17)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the active chauffeurs and assigns the one picked at the revision seen', async () => {
    await i18n.changeLanguage('en');
    const fetch = serve('confirmed', null);
    renderPage();
    const picker = within(await screen.findByTestId('chauffeur'));
    const select = picker.getByLabelText('Chauffeur');
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(3));
    expect(picker.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No chauffeur',
      'Anna de Smet',
      'Karim Benali',
    ]);
    expect((picker.getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: KARIM.id } });
    fireEvent.click(picker.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe(`/api/admin/bookings/${ID}/chauffeur`);
    expect(new Headers(put[1]!.headers).get('if-match')).toBe('"2"');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ chauffeur_id: KARIM.id });
  });

  it("gives the focus to the redrawn picker's field after an assignment, not to the top of the page", async () => {
    await i18n.changeLanguage('de');
    serveAssignment(() => jsonResponse({ id: ID, revision: 3, position: '41', models: ['bookings'] }));
    renderPage();
    const picker = within(await screen.findByTestId('chauffeur'));
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(picker.getByRole('combobox'), { target: { value: KARIM.id } });
    const button = picker.getByRole('button', { name: 'Zuweisen' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => {
      const redrawn = screen.getByTestId('chauffeur');
      expect(redrawn.getAttribute('data-revision')).toBe('3');
      expect(document.activeElement).toBe(within(redrawn).getByRole('combobox'));
    });
    await i18n.changeLanguage('en');
  });

  it('keeps Assign focused while the assignment is sent, and a second Enter sends nothing (fr)', async () => {
    await i18n.changeLanguage('fr');
    let answer = () => {};
    const server = serveAssignment(
      () =>
        new Promise<Response>(
          (resolve) =>
            (answer = () =>
              resolve(jsonResponse({ id: ID, revision: 3, position: '42', models: ['bookings'] }))),
        ),
    );
    renderPage();
    const picker = within(await screen.findByTestId('chauffeur'));
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(picker.getByRole('combobox'), { target: { value: KARIM.id } });
    // A disabled Assign dropped the keyboard to the page's body in a browser until the picker was redrawn.
    await pressEnterTwiceWhileBusy(picker.getByRole('button', { name: 'Attribuer' }));
    expect(server.puts()).toBe(1);
    answer();
    await waitFor(() => {
      const redrawn = screen.getByTestId('chauffeur');
      expect(redrawn.getAttribute('data-revision')).toBe('3');
      expect(document.activeElement).toBe(within(redrawn).getByRole('combobox'));
    });
    expect(server.puts()).toBe(1);
    await i18n.changeLanguage('en');
  });

  it("says the assignment is saved, as the page's other actions do, though the live stream redrew the picker first", async () => {
    await i18n.changeLanguage('de');
    const shown = vi.spyOn(toast, 'success');
    let answer: (response: Response) => void = () => {};
    const server = serveAssignment(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = renderPage();
    const picker = within(await screen.findByTestId('chauffeur'));
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(picker.getByRole('combobox'), { target: { value: KARIM.id } });
    fireEvent.click(picker.getByRole('button', { name: 'Zuweisen' }));
    await waitFor(() => expect(server.assigned()).toBe(true));
    // The live stream tells of the new revision before the command's answer is read: the picker is redrawn.
    await liveRefresh(client, ['bookings']);
    expect((within(screen.getByTestId('chauffeur')).getByRole('combobox') as HTMLSelectElement).value).toBe(
      KARIM.id,
    );
    answer(jsonResponse({ id: ID, revision: 3, position: '41', models: ['bookings'] }));
    // The admin is told all the same, in their language.
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Chauffeur gespeichert'));
    await i18n.changeLanguage('en');
  });

  it('says in French, beside the picker, that the chauffeur already drives another ride then, not that someone else changed the booking', async () => {
    await i18n.changeLanguage('fr');
    registerProblemTexts();
    mockFetch((url, init) => {
      const path = url.split('?')[0]!;
      if (init.method === 'PUT')
        return jsonResponse(
          {
            type: 'about:blank',
            title: 'Chauffeur busy',
            status: 409,
            detail: 'This chauffeur already drives CH-222222 at that time.',
            code: 'chauffeur_busy',
            params: { reference: 'CH-222222' },
          },
          409,
        );
      if (path.endsWith('/chauffeurs')) return jsonResponse({ items: [ANNA, KARIM] });
      if (path.endsWith('/history'))
        return jsonResponse({ booking_id: ID, reference: 'CH-111111', items: [] });
      return jsonResponse({ ...bookingRow(ID, 'confirmed', 2), chauffeur: null });
    });
    renderPage();
    const picker = within(await screen.findByTestId('chauffeur'));
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(picker.getByRole('combobox'), { target: { value: KARIM.id } });
    fireEvent.click(picker.getByRole('button', { name: 'Attribuer' }));
    expect((await picker.findByRole('alert')).textContent).toBe(
      'Ce chauffeur conduit déjà CH-222222 à ce moment-là.',
    );
    await i18n.changeLanguage('en');
  });

  it('shows who drove a started ride without a way to change it (fr)', async () => {
    await i18n.changeLanguage('fr');
    serve('in_progress', { id: KARIM.id, name: 'Karim Benali' });
    renderPage();
    const picker = within(await screen.findByTestId('chauffeur'));
    expect(picker.getByText('Karim Benali')).toBeTruthy();
    expect(picker.getByText(/ne peut plus changer/)).toBeTruthy();
    expect(picker.queryByRole('combobox')).toBeNull();
    await i18n.changeLanguage('en');
  });
});
