import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { toast } from '../../../lib/toast';
import { jsonResponse, mockFetch, problemResponse } from '../../../test/fetch';
import { ChauffeurFormPage } from './ChauffeurFormPage';
import { ChauffeursPage } from './ChauffeursPage';

const KARIM = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Karim Benali',
  phone: '+32 470 11 22 33',
  email: 'karim@example.be',
  languages: ['fr', 'ar'],
  active: true,
  revision: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const ANNA = { ...KARIM, id: '44444444-4444-4444-8444-444444444444', name: 'Anna de Smet', active: false };

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/admin/chauffeurs', element: <ChauffeursPage /> },
      { path: '/admin/chauffeurs/new', element: <ChauffeurFormPage /> },
      { path: '/admin/chauffeurs/:id', element: <ChauffeurFormPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('admin chauffeurs (issue 17)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the chauffeurs with their phone and e-mail as links, their languages and whether active', async () => {
    await i18n.changeLanguage('en');
    mockFetch(() => jsonResponse({ items: [ANNA, KARIM] }));
    renderAt('/admin/chauffeurs');
    const row = (await screen.findAllByText('Karim Benali'))[0]!.closest('[data-chauffeur]') as HTMLElement;
    expect(within(row).getByRole('link', { name: '+32 470 11 22 33' }).getAttribute('href')).toBe(
      'tel:+32470112233',
    );
    expect(within(row).getByRole('link', { name: 'karim@example.be' }).getAttribute('href')).toBe(
      'mailto:karim@example.be',
    );
    expect(within(row).getByText('French, Arabic')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const anna = screen.getAllByText('Anna de Smet')[0]!.closest('[data-chauffeur]') as HTMLElement;
    expect(within(anna).getByText('Inactive')).toBeTruthy();
  });

  it('names the languages in the admin’s language (fr)', async () => {
    await i18n.changeLanguage('fr');
    mockFetch(() => jsonResponse({ items: [KARIM] }));
    renderAt('/admin/chauffeurs');
    expect((await screen.findAllByText('français, arabe')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Ajouter un chauffeur' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('refuses a chauffeur without a language before any request, then sends the form', async () => {
    await i18n.changeLanguage('en');
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ id: KARIM.id, revision: 0, position: '5', models: ['chauffeurs'] }, 201)
        : jsonResponse({ items: [] }),
    );
    const router = renderAt('/admin/chauffeurs/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Karim Benali' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+32 470 11 22 33' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Karim@Example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByLabelText('Arabic'));
    fireEvent.click(screen.getByLabelText('French'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/chauffeurs'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/chauffeurs');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Karim Benali',
      phone: '+32 470 11 22 33',
      email: 'karim@example.be',
      languages: ['fr', 'ar'],
      active: true,
    });
  });

  it("edits at the revision seen and shows the server's refusal on its field", async () => {
    await i18n.changeLanguage('en');
    const fetch = mockFetch((_url, init) =>
      init.method === 'PUT'
        ? problemResponse(400, {
            title: 'Bad Request',
            detail: 'Another chauffeur has this e-mail',
            errors: [{ field: 'body.email', message: 'Another chauffeur has this e-mail' }],
          })
        : jsonResponse({ ...KARIM, revision: 4 }),
    );
    renderAt(`/admin/chauffeurs/${KARIM.id}`);
    fireEvent.click(await screen.findByLabelText('Active'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make inactive' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Another chauffeur has this e-mail').length).toBeGreaterThan(0);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new Headers(put[1]!.headers).get('if-match')).toBe('"4"');
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ active: false });
  });

  it('says a refused deactivation (rides still held) by its code, in the page’s language (fr)', async () => {
    await i18n.changeLanguage('fr');
    registerProblemTexts();
    const error = vi.spyOn(toast, 'error');
    mockFetch((_url, init) =>
      init.method === 'PUT'
        ? problemResponse(409, {
            title: 'Conflict',
            detail: 'This chauffeur still has upcoming rides (CH-2026-0001). Assign them …',
            code: 'chauffeur_has_upcoming_rides',
            params: { references: 'CH-2026-0001' },
          })
        : jsonResponse(KARIM),
    );
    renderAt(`/admin/chauffeurs/${KARIM.id}`);
    fireEvent.click(await screen.findByLabelText('Actif'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, désactiver' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Ce chauffeur a encore des courses à venir (CH-2026-0001). Attribuez-les à un autre chauffeur avant de le rendre inactif.',
      ),
    );
    await i18n.changeLanguage('en');
  });
});
