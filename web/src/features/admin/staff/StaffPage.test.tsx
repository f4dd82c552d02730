import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { STAFF_MESSAGES, type StaffMember } from '@chauffeur/contracts';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { StaffPage } from './StaffPage';

const member = (id: string, name: string, email: string, role: StaffMember['role']): StaffMember => ({
  id,
  email,
  name,
  role,
  state: 'active',
  invited_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  role_revision: 0,
});
const DANA = member('11111111-1111-4111-8111-111111111111', 'Dana Desk', 'dana@example.be', 'dispatcher');
const KARIM = member('22222222-2222-4222-8222-222222222222', 'Karim Benali', 'karim@example.be', 'driver');
// A dispatcher who also drives: the Chauffeurs page has a chauffeur with her address.
const LENA = member('33333333-3333-4333-8333-333333333333', 'Lena Claes', 'lena@example.be', 'dispatcher');
const chauffeur = (id: string, name: string, email: string) => ({
  id,
  name,
  phone: '+32 470 11 22 33',
  email,
  languages: ['fr'],
  active: true,
  revision: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const CHAUFFEURS = [
  chauffeur('44444444-4444-4444-8444-444444444444', 'Karim Benali', 'karim@example.be'),
  chauffeur('55555555-5555-4555-8555-555555555555', 'Lena Claes', 'lena@example.be'),
];

const renderPage = (
  put?: () => Response | Promise<Response>,
  post?: () => Promise<Response>,
  members: () => StaffMember[] = () => [DANA, KARIM, LENA],
) => {
  const fetch = mockFetch((url, init) => {
    if (init.method === 'PUT' && put) return put();
    if (init.method === 'POST' && post) return post();
    return url.includes('/chauffeurs')
      ? jsonResponse({ items: CHAUFFEURS })
      : jsonResponse({ items: members() });
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/staff', element: <StaffPage /> },
      { path: '/admin/chauffeurs/new', element: <p>Chauffeur form</p> },
    ],
    { initialEntries: ['/admin/staff'] },
  );
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetch, router };
};
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Decision 255: a driver account is a chauffeur's, added on the Chauffeurs page, never invited here. */
describe('admin staff: chauffeurs come from the Chauffeurs page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('invites staff without the Chauffeur role and says where chauffeurs are added, with a link', async () => {
    await i18n.changeLanguage('en');
    const { router } = renderPage();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    expect(optionsOf(within(form).getByLabelText('Role'))).toEqual(['Admin', 'Dispatcher']);
    expect(
      within(form).getByText(
        /Chauffeurs are not invited here: the Chauffeurs page records the chauffeur and sends their invitation\./,
      ),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('link', { name: 'Add Chauffeur' }));
    expect(router.state.location.pathname).toBe('/admin/chauffeurs/new');
  });

  it('keeps the keyboard on Send invitation while it is sent, and what was typed when it is refused', async () => {
    await i18n.changeLanguage('en');
    let answer = (_: Response) => {};
    renderPage(undefined, () => new Promise<Response>((resolve) => (answer = resolve)));
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Dana Desk' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'dana@example.be' } });
    const send = within(form).getByRole('button', { name: 'Send invitation' });
    send.focus();
    pressEnter();
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    answer(problemResponse(409, { title: 'Conflict', detail: STAFF_MESSAGES.alreadyHasAccount }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail address already has an account.',
    );
    // To correct, not to type again.
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Dana Desk');
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('dana@example.be');
  });

  it('says in German that another account is taking the address when a chauffeur’s claim won it (decision 322)', async () => {
    await i18n.changeLanguage('de');
    registerProblemTexts();
    renderPage(undefined, () =>
      Promise.resolve(
        problemResponse(409, {
          title: 'Conflict',
          detail: 'Another account is taking this e-mail address at this moment: …',
          code: 'invitation_address_being_taken',
        }),
      ),
    );
    const form = await screen.findByRole('form', { name: 'Jemanden einladen' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Dana Desk' } });
    fireEvent.change(within(form).getByLabelText('E-Mail'), { target: { value: 'new@example.be' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ein anderes Konto übernimmt diese E-Mail-Adresse gerade: Laden Sie in einem Moment erneut ein, um zu sehen, wem sie gehört.',
    );
  });

  it('offers Chauffeur only to a driver and to someone a chauffeur has the address of', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    const karim = await screen.findByLabelText('Role of Karim Benali');
    expect(optionsOf(karim)).toEqual(['Admin', 'Dispatcher', 'Chauffeur']);
    expect((karim as HTMLSelectElement).value).toBe('driver');
    expect(optionsOf(screen.getByLabelText('Role of Dana Desk'))).toEqual(['Admin', 'Dispatcher']);
    // The chauffeurs' list arrives after the staff: Lena is offered the role once it is there.
    await vi.waitFor(() =>
      expect(optionsOf(screen.getByLabelText('Role of Lena Claes'))).toEqual([
        'Admin',
        'Dispatcher',
        'Chauffeur',
      ]),
    );
  });

  it('says a refused Chauffeur role by its code, in the admin’s language (fr)', async () => {
    await i18n.changeLanguage('fr');
    registerProblemTexts();
    renderPage(() =>
      problemResponse(422, {
        title: 'Unprocessable Entity',
        detail: 'Only a chauffeur can have the Chauffeur role: …',
        code: 'driver_role_needs_chauffeur',
      }),
    );
    const lena = await screen.findByLabelText('Rôle de Lena Claes');
    await vi.waitFor(() => expect(optionsOf(lena)).toContain('Chauffeur'));
    fireEvent.change(lena, { target: { value: 'driver' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Seul un chauffeur peut avoir le rôle Chauffeur\u00a0: ajoutez d’abord un chauffeur avec cette adresse e-mail sur la page Chauffeurs.',
    );
  });

  it('sends the role revision it showed, and says in German that another admin changed the role meanwhile (decision 284)', async () => {
    await i18n.changeLanguage('de');
    const { fetch } = renderPage(() =>
      problemResponse(409, {
        title: 'Conflict',
        detail:
          'This record was changed by someone else. Reload it to see the latest version, then try again.',
        code: 'changed_by_someone_else',
      }),
    );
    fireEvent.change(await screen.findByLabelText('Rolle von Dana Desk'), { target: { value: 'admin' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ein anderer Administrator hat die Rolle von Dana Desk inzwischen geändert, daher wurde Ihre Änderung nicht gespeichert. Die Liste zeigt jetzt die aktuelle Rolle: Wählen Sie bei Bedarf erneut.',
    );
    const [, put] = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new Headers(put!.headers).get('if-match')).toBe('"0"');
  });
});

/** The server answers a command when the test says: the button is seen while it is sent. */
function heldCommand() {
  let answer = () => {};
  const post = () =>
    new Promise<Response>(
      (resolve) =>
        (answer = () => resolve(jsonResponse({ id: 'x', revision: 1, position: '7', models: ['staff'] }))),
    );
  return { post, answer: () => answer() };
}
const posts = (fetch: ReturnType<typeof renderPage>['fetch']) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
const cardOf = (name: string) => within(screen.getByText(name).closest('li')!);

describe('admin staff: the keyboard stays on a card’s button while its command is sent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps it on Deactivate after "Yes, deactivate", asks nothing when pressed meanwhile, then gives it to Reactivate', async () => {
    await i18n.changeLanguage('en');
    let members = [DANA, KARIM, LENA];
    const command = heldCommand();
    const { fetch } = renderPage(undefined, command.post, () => members);
    await screen.findByText('Dana Desk');
    const deactivate = cardOf('Dana Desk').getByRole('button', { name: 'Deactivate' });
    deactivate.focus();
    pressEnter();
    pressTab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, deactivate' }));
    pressEnter();
    // Drawn again in place of the question, the button "Yes" gave the focus back to.
    const sent = cardOf('Dana Desk').getByRole('button', { name: 'Deactivate' });
    await waitFor(() => expect(sent.getAttribute('aria-disabled')).toBe('true'));
    // Unavailable but not disabled: a browser keeps the focus on it (a disabled one drops it to the page's top).
    expect((sent as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(sent);
    pressEnter();
    expect(screen.queryByRole('group', { name: /^Deactivate Dana Desk\?/ })).toBeNull();
    members = [{ ...DANA, state: 'deactivated' }, KARIM, LENA];
    command.answer();
    const reactivate = await cardOf('Dana Desk').findByRole('button', { name: 'Reactivate' });
    await waitFor(() => expect(document.activeElement).toBe(reactivate));
    expect(posts(fetch)).toHaveLength(1);
  });

  it('keeps it on Send link again while the link is sent and after, sending one however often it is pressed', async () => {
    await i18n.changeLanguage('en');
    const invited: StaffMember = { ...DANA, state: 'invited' };
    const command = heldCommand();
    const { fetch } = renderPage(undefined, command.post, () => [invited, KARIM, LENA]);
    await screen.findByText('Dana Desk');
    const again = cardOf('Dana Desk').getByRole('button', { name: 'Send link again' });
    again.focus();
    pressEnter();
    await waitFor(() => expect(again.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(again);
    pressEnter();
    command.answer();
    await waitFor(() => expect(again.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(again);
    expect(posts(fetch)).toHaveLength(1);
  });

  it('keeps it on a role’s select while the change is sent, a second choice meanwhile not sent', async () => {
    await i18n.changeLanguage('en');
    const command = heldCommand();
    const { fetch } = renderPage(command.post);
    await screen.findByText('Dana Desk');
    const role = cardOf('Dana Desk').getByLabelText('Role of Dana Desk') as HTMLSelectElement;
    role.focus();
    fireEvent.change(role, { target: { value: 'admin' } });
    await waitFor(() => expect(role.getAttribute('aria-disabled')).toBe('true'));
    expect(role.disabled).toBe(false);
    expect(document.activeElement).toBe(role);
    fireEvent.change(role, { target: { value: 'dispatcher' } });
    command.answer();
    await waitFor(() => expect(role.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(role);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });
});
