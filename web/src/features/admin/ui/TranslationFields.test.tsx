import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { fakeAuthServer, setSessionHint } from '../../auth/testing';

const ADMIN = { 'boss@example.com': { password: 'boss-secret', role: 'admin' as const } };

/** The admin panel at `path` for a signed-in admin; the commands it sends are recorded in `sent`. */
function openAsAdmin(path: string) {
  const server = fakeAuthServer(ADMIN);
  server.holdCookieOf('boss@example.com');
  setSessionHint();
  const sent: { method: string; url: string; body: unknown }[] = [];
  const original = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation((input, init = {}) => {
    const url = String(input);
    if (init.method === 'POST' && /^\/api\/admin\/(vehicles|blog)$/.test(url)) {
      sent.push({ method: init.method, url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(
        jsonResponse({ id: '00000000-0000-4000-8000-000000000001', revision: 0, position: '9' }, 201),
      );
    }
    return original(input, init);
  });
  return { sent, ...renderApp(path) };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('admin forms: texts per language (issue 14)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('saves a vehicle with its original description and the French one, leaving blank languages out', async () => {
    const { sent } = openAsAdmin('/admin/vehicles/new');
    await screen.findByRole('heading', { level: 1, name: 'Add Vehicle' });
    type('Name', 'Mercedes-Benz V-Class');
    type('Description', 'Spacious van.');
    // The French section opens from its summary, a control the keyboard reaches like a button.
    const french = screen.getByText('French', { selector: 'summary, summary *', exact: false });
    const section = french.closest('details')!;
    expect(section.open).toBe(false);
    fireEvent.click(section.querySelector('summary')!);
    expect(section.open).toBe(true);
    type('Description (French)', 'Van spacieux.');
    expect(screen.getByLabelText('Description (French)').getAttribute('lang')).toBe('fr');
    type('Price per km', '2.8');
    type('Max passengers', '7');
    type('Max luggage', '7');
    type('Image URL', '/images/vehicles/mercedes-v-class.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/admin/vehicles');
    // Exactly these two: Dutch and German were left blank, so their visitors see the original.
    expect((sent[0]!.body as { description: unknown }).description).toEqual({
      en: 'Spacious van.',
      fr: 'Van spacieux.',
    });
  });

  it('keeps typed translations in the unsaved-work draft, and restores them with the section open', async () => {
    const first = openAsAdmin('/admin/blog/new');
    await screen.findByRole('heading', { level: 1, name: 'New Post' });
    type('Title', 'Summit week');
    type('Title (Dutch)', 'Topweek');
    type('Content (Dutch)', 'De straten gaan dicht.');
    const draft = JSON.parse(sessionStorage.getItem('chauffeur.draft.blog.new')!);
    expect(draft.value.translations.nl).toEqual({
      title: 'Topweek',
      content: 'De straten gaan dicht.',
      meta_description: '',
    });
    first.unmount();

    openAsAdmin('/admin/blog/new');
    await screen.findByRole('heading', { level: 1, name: 'New Post' });
    expect((screen.getByLabelText('Title (Dutch)') as HTMLInputElement).value).toBe('Topweek');
    expect(screen.getByLabelText('Title (Dutch)').closest('details')!.open).toBe(true);
    expect(screen.getByLabelText('Title (German)').closest('details')!.open).toBe(false);
  });

  it('marks an invalid translation under its own field, in the admin language, and opens its section', async () => {
    const { sent } = openAsAdmin('/admin/blog/new');
    await screen.findByRole('heading', { level: 1, name: 'New Post' });
    await i18n.changeLanguage('fr');
    type('Titre', 'Summit week');
    type('Contenu', 'Streets close.');
    type('Contenu (Allemand)', '[x](javascript:void)');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const field = await screen.findByLabelText('Contenu (Allemand)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Ces liens ne sont pas autorisés \(javascript:void\)/,
    );
    expect(field.closest('details')!.open).toBe(true);
    expect(sent).toEqual([]);
  });
});
