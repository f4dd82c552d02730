import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { mockSiteApi } from '../../../test/site-api';
import '../i18n/register';
import { MessagesPage } from './MessagesPage';

const WAITING = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Marie Dupont',
  email: 'marie@example.be',
  phone: '+32 470 00 00 00',
  message: 'Un monospace pour six, le 12 décembre ?',
  received_at: '2026-11-29T09:30:00.000Z',
  revision: 0,
  answered: false,
};
const ANSWERED = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Jan Peeters',
  email: 'jan@example.be',
  phone: '+32 470 11 11 11',
  message: 'Kan ik een rit naar Zaventem boeken?',
  received_at: '2026-11-28T08:00:00.000Z',
  revision: 1,
  answered: true,
  answered_at: '2026-11-28T13:05:00.000Z',
  answered_by: { kind: 'user', id: 'u-lotte', email: 'lotte@example.com', role: 'dispatcher' },
};

type Sent = { method: string; path: string; query: Record<string, string>; init: RequestInit };

/** The admin API answered by `answer`; every call it gets, in order. */
function mockApi(answer: (call: Sent) => Response) {
  const calls: Sent[] = [];
  mockSiteApi({
    '/api/admin': (url, init) => {
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        init,
      };
      calls.push(call);
      return answer(call);
    },
  });
  return calls;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/messages', element: <MessagesPage /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('admin messages: the answered mark (decision 326)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('in French: says who answered and when on the Brussels clock, and marks a waiting one answered with its revision', async () => {
    await i18n.changeLanguage('fr');
    const success = vi.spyOn(toast, 'success');
    const calls = mockApi((call) =>
      call.method === 'PUT'
        ? jsonResponse({ id: WAITING.id, revision: 1, position: '42', models: ['messages'] })
        : jsonResponse({ items: [WAITING, ANSWERED], total: 2 }),
    );
    renderAt('/admin/messages');
    const [waiting, answered] = (await screen.findAllByRole('listitem')).map((item) => within(item));
    // 13:05 UTC is 14:05 in Brussels in November.
    expect(answered!.getByText('Répondu', { selector: 'span.rounded-full' })).toBeTruthy();
    expect(answered!.getByText(/Répondu par lotte@example\.com \(Répartiteur\)/)).toBeTruthy();
    expect(answered!.getByText(/14:05/).getAttribute('dateTime')).toBe(ANSWERED.answered_at);
    expect(answered!.getByRole('button', { name: 'Annuler «\u00a0Répondu\u00a0»' })).toBeTruthy();
    expect(waiting!.getByText('En attente de réponse')).toBeTruthy();
    expect(waiting!.queryByText(/Répondu par/)).toBeNull();

    fireEvent.click(waiting!.getByRole('button', { name: 'Marquer comme répondu' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/api/admin/messages/${WAITING.id}/answered`);
    expect(new Headers(put.init.headers).get('if-match')).toBe('"0"');
    expect(JSON.parse(String(put.init.body))).toEqual({ answered: true });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Marqué comme répondu'));
    // The list is read again after the mark, from the position the answer gave.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').at(-1)?.query.after).toBe('42'));
  });

  it('in Dutch: filters "Wacht op antwoord" / "Beantwoord" / all, kept in the address, and says an empty filter', async () => {
    await i18n.changeLanguage('nl');
    const calls = mockApi((call) =>
      jsonResponse(
        call.query.status === 'waiting'
          ? { items: [], total: 0 }
          : { items: call.query.status === 'answered' ? [ANSWERED] : [WAITING, ANSWERED], total: 1 },
      ),
    );
    const router = renderAt('/admin/messages?status=answered');
    await screen.findByText('Jan Peeters');
    expect(calls.at(-1)!.query.status).toBe('answered');
    const filter = screen.getByLabelText('Tonen') as HTMLSelectElement;
    expect(filter.selectedOptions[0]!.textContent).toBe('Beantwoord');

    fireEvent.change(filter, { target: { value: 'waiting' } });
    await screen.findByText('Geen berichten die op antwoord wachten.');
    expect(router.state.location.search).toBe('?status=waiting');
    expect(calls.at(-1)!.query.status).toBe('waiting');

    fireEvent.change(filter, { target: { value: '' } });
    await screen.findByText('Marie Dupont');
    expect(router.state.location.search).toBe('');
    expect(calls.at(-1)!.query).not.toHaveProperty('status');
    expect(filter.selectedOptions[0]!.textContent).toBe('Alle berichten');
  });

  it('keyboard, in French, under "En attente de réponse": the message marked leaves the list, and the keyboard goes to the filter, not the page', async () => {
    await i18n.changeLanguage('fr');
    const other = { ...WAITING, id: '33333333-3333-4333-8333-333333333333', name: 'Luc Martin' };
    let marked = false;
    mockApi((call) => {
      if (call.method === 'PUT') {
        marked = true;
        // A position of its own: the tab refreshes a position once (read-models.ts).
        return jsonResponse({ id: WAITING.id, revision: 1, position: '43', models: ['messages'] });
      }
      return jsonResponse(marked ? { items: [other], total: 1 } : { items: [WAITING, other], total: 2 });
    });
    renderAt('/admin/messages?status=waiting');
    const [first] = (await screen.findAllByRole('listitem')).map((item) => within(item));
    const button = first!.getByRole('button', { name: 'Marquer comme répondu' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByText('Marie Dupont')).toBeNull());
    expect(screen.getByText('Luc Martin')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Afficher')));
  });

  it('in French: while one mark is sent, the other buttons send nothing, so no mark goes twice at a stale revision', async () => {
    await i18n.changeLanguage('fr');
    const other = { ...WAITING, id: '44444444-4444-4444-8444-444444444444', name: 'Luc Martin' };
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi((call) =>
      call.method === 'PUT'
        ? (new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response)
        : jsonResponse({ items: [WAITING, other], total: 2 }),
    );
    renderAt('/admin/messages');
    const [first, second] = (await screen.findAllByRole('listitem')).map((item) => within(item));
    const firstButton = first!.getByRole('button', { name: 'Marquer comme répondu' });
    const secondButton = second!.getByRole('button', { name: 'Marquer comme répondu' });
    fireEvent.click(firstButton);
    await waitFor(() => expect(firstButton.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(secondButton);
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(firstButton);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      `/api/admin/messages/${WAITING.id}/answered`,
    ]);
    expect(secondButton.getAttribute('aria-disabled')).toBe('true');
    answer(jsonResponse({ id: WAITING.id, revision: 1, position: '44', models: ['messages'] }));
    await waitFor(() => expect(secondButton.getAttribute('aria-disabled')).toBeNull());
  });

  it('in German: a colleague marked it meanwhile (409): says so, not the English, and reads the list again', async () => {
    await i18n.changeLanguage('de');
    const error = vi.spyOn(toast, 'error');
    const calls = mockApi((call) =>
      call.method === 'PUT'
        ? problemResponse(409, {
            title: 'Conflict',
            detail: 'This record was changed by someone else.',
            code: 'changed_by_someone_else',
            current_revision: 1,
          })
        : jsonResponse({ items: [WAITING], total: 1 }),
    );
    renderAt('/admin/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Als beantwortet markieren' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Jemand anderes hat diese Nachricht gerade geändert. Die Liste zeigt sie jetzt, wie sie ist: Prüfen Sie sie und versuchen Sie es erneut.',
      ),
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
