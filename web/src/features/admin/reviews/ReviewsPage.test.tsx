import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { jsonResponse } from '../../../test/fetch';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { mockSiteApi } from '../../../test/site-api';
import { ReviewsPage } from './ReviewsPage';

/** The site's answers (its config), with the admin API answered by `handler`. */
const mockApi = (handler: (path: string, init: RequestInit) => Response | Promise<Response>) =>
  mockSiteApi({ '/api/admin': (url, init) => handler(url.pathname, init) });

const review = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Anne',
  rating: 4,
  comment: `Comment ${id.slice(0, 1)}`,
  date: '2026-11-20',
  language: 'fr',
  status,
  booking_id: '11111111-1111-4111-8111-111111111111',
  booking_reference: 'BPC-2026-0042',
  submitted_at: '2026-11-20T18:00:00.000Z',
  ...extra,
});
const PENDING = review('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'pending');
const APPROVED = review('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'approved', {
  booking_id: null,
  booking_reference: null,
});
const HIDDEN = review('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'hidden');

describe('admin Reviews (issue 18 point 5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each review with its stars, first name, ride date, booking link, and offers the decisions its status allows', async () => {
    await i18n.changeLanguage('en');
    const posts: string[] = [];
    mockApi((url, init) => {
      if (init.method === 'POST') {
        posts.push(url);
        return jsonResponse({ id: PENDING.id, revision: 1, position: '12', models: ['reviews'] });
      }
      return jsonResponse({ items: [PENDING, APPROVED, HIDDEN] });
    });
    renderPage();
    const items = await screen.findAllByRole('listitem');
    const [pending, approved, hidden] = items.map((item) => within(item));
    expect(pending!.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(pending!.getByText('Awaiting approval')).toBeTruthy();
    expect(pending!.getByText('Ride of 20 November 2026')).toBeTruthy();
    expect(pending!.getByRole('link', { name: 'Booking BPC-2026-0042' }).getAttribute('href')).toBe(
      '/admin/bookings/11111111-1111-4111-8111-111111111111',
    );
    expect(pending!.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(pending!.getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(approved!.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(approved!.getByText('Not tied to a booking')).toBeTruthy();
    expect(hidden!.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(hidden!.queryByRole('button', { name: 'Hide' })).toBeNull();

    fireEvent.click(pending!.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts).toEqual([`/api/admin/reviews/${PENDING.id}/approve`]));
    fireEvent.click(approved!.getByRole('button', { name: 'Hide' }));
    fireEvent.click(approved!.getByRole('button', { name: 'Yes, hide' }));
    await waitFor(() => expect(posts.at(-1)).toBe(`/api/admin/reviews/${APPROVED.id}/hide`));
  });

  it('asks before hiding, naming the reviewer, with the focus on Cancel (decision 289): nothing is sent before "Yes, hide"; Escape and Enter twice send nothing and give the focus back', async () => {
    await i18n.changeLanguage('en');
    const posts: string[] = [];
    mockApi((url, init) => {
      if (init.method === 'POST') {
        posts.push(url);
        return jsonResponse({ id: APPROVED.id, revision: 2, position: '13', models: ['reviews'] });
      }
      return jsonResponse({ items: [{ ...APPROVED, name: 'Sophie' }] });
    });
    renderPage();
    const card = within(await screen.findByRole('listitem'));
    fireEvent.click(card.getByRole('button', { name: 'Hide' }));
    const question = card.getByRole('group', {
      name: 'Hide the review by Sophie? It no longer shows on the website nor counts in the average, until you approve it again.',
    });
    const keep = within(question).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(card.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Hide' }));
    // Enter twice hides nothing: the second one answers Cancel.
    pressEnter();
    pressEnter();
    expect(card.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Hide' }));
    expect(posts).toEqual([]);

    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Yes, hide' }));
    pressEnter();
    await waitFor(() => expect(posts).toEqual([`/api/admin/reviews/${APPROVED.id}/hide`]));
  });

  it('keeps the keyboard on Approve while it is sent, sends it once, then gives it to Hide in its place', async () => {
    await i18n.changeLanguage('en');
    const posts: string[] = [];
    let items = [PENDING];
    let answer = () => {};
    mockApi((url, init) => {
      if (init.method !== 'POST') return jsonResponse({ items });
      posts.push(url);
      return new Promise<Response>(
        (resolve) =>
          (answer = () =>
            // A position past the other tests' (the read side is known to have reached theirs).
            resolve(jsonResponse({ id: PENDING.id, revision: 1, position: '40', models: ['reviews'] }))),
      );
    });
    renderPage();
    const card = within(await screen.findByRole('listitem'));
    const approve = card.getByRole('button', { name: 'Approve' });
    approve.focus();
    pressEnter();
    await waitFor(() => expect(approve.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(approve);
    pressEnter();
    items = [{ ...PENDING, status: 'approved' }];
    answer();
    // Approved, its Approve is gone: the keyboard is on the Hide now offered, not at the page's top.
    await waitFor(() => expect(document.activeElement).toBe(card.getByRole('button', { name: 'Hide' })));
    expect(posts).toEqual([`/api/admin/reviews/${PENDING.id}/approve`]);
  });

  it('keeps the keyboard on Hide after "Yes, hide" while it is sent', async () => {
    await i18n.changeLanguage('en');
    let answer = () => {};
    mockApi((_url, init) =>
      init.method === 'POST'
        ? new Promise<Response>(
            (resolve) =>
              (answer = () =>
                resolve(jsonResponse({ id: APPROVED.id, revision: 2, position: '13', models: ['reviews'] }))),
          )
        : jsonResponse({ items: [APPROVED] }),
    );
    renderPage();
    const card = within(await screen.findByRole('listitem'));
    card.getByRole('button', { name: 'Hide' }).focus();
    pressEnter();
    pressTab();
    pressEnter();
    const hide = card.getByRole('button', { name: 'Hide' });
    await waitFor(() => expect(hide.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(hide);
    answer();
    await waitFor(() => expect(hide.getAttribute('aria-disabled')).toBeNull());
  });

  it('asks in French, with a no-break space before the question mark', async () => {
    await i18n.changeLanguage('fr');
    mockApi(() => jsonResponse({ items: [{ ...APPROVED, name: 'Sophie' }] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Masquer' }));
    expect(
      screen.getByRole('group', {
        name: 'Masquer l’avis de Sophie\u00a0? Il n’apparaît plus sur le site ni dans la moyenne, jusqu’à ce que vous l’approuviez à nouveau.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, masquer' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});

function renderPage() {
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/admin/reviews', element: <ReviewsPage /> }], {
          initialEntries: ['/admin/reviews'],
        })}
      />
    </AppProviders>,
  );
}
