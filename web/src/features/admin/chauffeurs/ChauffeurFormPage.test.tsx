import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROBLEM_TEXTS } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { toast } from '../../../lib/toast';
import { jsonResponse, problemResponse } from '../../../test/fetch';
import { liveRefresh, mockRecordServer } from '../../../test/record-server';
import { mockSiteApi } from '../../../test/site-api';
import { renderRoutes } from '../../../test/render';
import { pressEnter, pressTab } from '../../../test/keyboard';
import { ChauffeurFormPage } from './ChauffeurFormPage';

const ID = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b';
const AT_OPEN = {
  id: ID,
  name: 'Luc Peeters',
  phone: '+32 470 12 34 56',
  email: 'luc@example.com',
  languages: ['nl', 'fr', 'en'],
  active: true,
  revision: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm() {
  const server = mockRecordServer('/api/admin/chauffeurs', AT_OPEN);
  const { client } = renderRoutes(
    [
      { path: '/admin/chauffeurs/:id', element: <ChauffeurFormPage /> },
      { path: '/admin/chauffeurs', element: <p>chauffeurs</p> },
    ],
    `/admin/chauffeurs/${ID}`,
  );
  return {
    ...server,
    /** Another admin changes the phone: the live stream refetches what shows chauffeurs, this one too. */
    otherAdminSaves: async () => {
      server.otherAdminSaves({ phone: '+32 470 99 88 77' });
      await liveRefresh(client, ['chauffeurs']);
    },
  };
}

const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the chauffeur’s phone', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('is held to the one phone rule before sending, said as for a booking’s phone, in German (decision 284)', async () => {
    await i18n.changeLanguage('de');
    const form = renderForm();
    const phone = await screen.findByLabelText(/^Telefon/);
    fireEvent.change(phone, { target: { value: '- - - - - -' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
      'Geben Sie eine Telefonnummer mit mindestens 6 Ziffern ein (nur Ziffern, Leerzeichen und + ( ) - . /).',
    );
    expect(form.puts()).toHaveLength(0);
  });
});

describe('editing a chauffeur while another admin saves them', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('sends the revision the form opened at, and keeps what this admin typed', async () => {
    const form = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Luc Peeters-Janssens' } });
    await form.otherAdminSaves();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.puts()).toHaveLength(1));
    expect(form.ifMatch(0)).toBe('"2"');
    expect(valueOf(/^Name/)).toBe('Luc Peeters-Janssens');
  });

  it('on 409 says so in French with Recharger, which shows the other save and saves over it', async () => {
    await i18n.changeLanguage('fr');
    const error = vi.spyOn(toast, 'error');
    const form = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Nom/), { target: { value: 'Luc Peeters-Janssens' } });
    await form.otherAdminSaves();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const notice = await screen.findByText(/Quelqu’un d’autre a enregistré cette fiche/);
    expect(notice.textContent).toContain('modifiiez\u00a0: vos modifications n’ont pas été enregistrées');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(valueOf(/^Téléphone/)).toBe('+32 470 12 34 56');

    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(valueOf(/^Téléphone/)).toBe('+32 470 99 88 77'));
    expect(screen.queryByText(/Quelqu’un d’autre/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(form.puts()).toHaveLength(2));
    expect(form.ifMatch(1)).toBe('"3"');
    expect(await screen.findByText('chauffeurs')).toBeTruthy();
  });
});

describe('making a chauffeur inactive (decision 261)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('asks first, naming them, with the focus on Cancel (decision 289): nothing is sent before "Yes, make inactive"; Escape and Cancel send nothing and give the focus back', async () => {
    const form = renderForm();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const question = screen.getByRole('group', {
      name: 'Make Luc Peeters inactive? They can no longer be assigned and see no rides until made active again.',
    });
    const keep = within(question).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(keep);

    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: /^Make Luc Peeters inactive/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A second Enter answers Cancel: nothing is saved.
    pressEnter();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(form.puts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    pressTab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, make inactive' }));
    pressEnter();
    await waitFor(() => expect(form.puts()).toHaveLength(1));
    expect(JSON.parse(String(form.puts()[0]![1]!.body))).toMatchObject({ active: false });
    expect(await screen.findByText('chauffeurs')).toBeTruthy();
  });

  it('asks in French with a no-break space before the question mark; other saves are one press', async () => {
    await i18n.changeLanguage('fr');
    const form = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Nom/), { target: { value: 'Luc Peeters-Janssens' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Actif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      screen.getByRole('group', {
        name: 'Désactiver Luc Peeters\u00a0? Cette personne ne peut plus être attribuée à une course et ne voit plus aucune course avant d’être réactivée.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, désactiver' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    // Still active: the name alone is saved at once.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Actif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(form.puts()).toHaveLength(1));
    expect(JSON.parse(String(form.puts()[0]![1]!.body))).toMatchObject({
      name: 'Luc Peeters-Janssens',
      active: true,
    });
  });
});

describe('a refused save of the chauffeur form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the focus to the first invalid field, a group of boxes to its first box, and sends nothing', async () => {
    await i18n.changeLanguage('en');
    const form = renderForm();
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^E-?mail/), { target: { value: 'not an address' } });
    save.focus();
    fireEvent.click(save);
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));

    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+32 470 12 34 56' } });
    fireEvent.change(screen.getByLabelText(/^E-?mail/), { target: { value: 'luc@example.com' } });
    for (const box of screen.getAllByRole('checkbox', { checked: true }))
      if (box.getAttribute('name') === 'languages') fireEvent.click(box);
    save.focus();
    fireEvent.click(save);
    expect(document.activeElement).toBe(screen.getAllByRole('checkbox')[0]);
    expect(form.puts()).toHaveLength(0);
  });
});

describe('the chauffeur’s e-mail (decision 309)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  /**
   * The form opened in `language`, its e-mail changed and saved, and the server refusing the address by
   * `code` (on the field, with its English sentence); answers what the field says and the e-mail input.
   */
  const refusedAddress = async (
    language: string,
    status: number,
    code: 'chauffeur_email_is_staff' | 'chauffeur_email_being_taken' | 'chauffeurs_catching_up',
  ) => {
    await i18n.changeLanguage(language);
    const message = PROBLEM_TEXTS[code]();
    mockSiteApi({
      '/api/admin/history': () => new Response(null, { status: 404 }),
      '/api/admin/chauffeurs': (_url, init) =>
        init.method === 'PUT'
          ? problemResponse(status, {
              title: status === 409 ? 'Conflict' : 'Bad Request',
              detail: message,
              code,
              errors: [{ field: 'body.email', code, message }],
            })
          : jsonResponse(AT_OPEN),
    });
    renderRoutes(
      [
        { path: '/admin/chauffeurs/:id', element: <ChauffeurFormPage /> },
        { path: '/admin/chauffeurs', element: <p>chauffeurs</p> },
      ],
      `/admin/chauffeurs/${ID}`,
    );
    const email = await screen.findByLabelText(/^E-?Mail/i);
    fireEvent.change(email, { target: { value: 'desk@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin:common.save') }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    return email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
  };

  it('says beside the field, in German, that a staff account holds the address, and stays on the form', async () => {
    const error = vi.spyOn(toast, 'error');
    const said = await refusedAddress('de', 400, 'chauffeur_email_is_staff');

    const german =
      'Diese E-Mail-Adresse gehört zu einem Mitarbeiterkonto (Administrator oder Disponent). Geben Sie dem Chauffeur eine eigene Adresse.';
    expect(said).toContain(german);
    expect(error).toHaveBeenCalledWith(german);
    expect(screen.queryByText('chauffeurs')).toBeNull();
  });

  // Decision 311's two 409s: the address is being taken by another account, or the chauffeurs list is behind.
  it.each([
    [
      'fr',
      'chauffeur_email_being_taken',
      'Un autre compte prend cette adresse e-mail en ce moment même\u00a0: enregistrez à nouveau pour voir à qui elle appartient.',
    ],
    [
      'nl',
      'chauffeurs_catching_up',
      'De lijst met chauffeurs wordt bijgewerkt: sla over een ogenblik opnieuw op.',
    ],
  ] as const)(
    'says a 409 %s / %s beside the field and in the toast, not that someone else changed the chauffeur',
    async (language, code, sentence) => {
      const error = vi.spyOn(toast, 'error');
      const said = await refusedAddress(language, 409, code);

      expect(said).toContain(sentence);
      expect(error).toHaveBeenCalledWith(sentence);
      expect(screen.queryByText(i18n.t('admin:conflict.text'))).toBeNull();
      expect(screen.queryByText('chauffeurs')).toBeNull();
    },
  );
});

describe('a chauffeur saved whose driver account was not invited (decision 324)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('says in French that it is saved and that another account is taking the address, by the Staff page’s code', async () => {
    await i18n.changeLanguage('fr');
    registerProblemTexts();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const sent: unknown[] = [];
    mockSiteApi({
      '/api/admin/chauffeurs': (_url, init) => {
        if (init.method !== 'POST') return jsonResponse({ items: [] });
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(
          {
            id: ID,
            revision: 0,
            position: '7',
            models: ['chauffeurs'],
            invitation_refused: {
              code: 'invitation_address_being_taken',
              detail: PROBLEM_TEXTS.invitation_address_being_taken(),
            },
          },
          201,
        );
      },
    });
    renderRoutes(
      [
        { path: '/admin/chauffeurs/new', element: <ChauffeurFormPage /> },
        { path: '/admin/chauffeurs', element: <p>chauffeurs</p> },
      ],
      '/admin/chauffeurs/new',
    );
    fireEvent.change(await screen.findByLabelText(/^Nom/), { target: { value: 'Dana Desk' } });
    fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '+32 470 12 34 56' } });
    fireEvent.change(screen.getByLabelText(/^E-?mail/i), { target: { value: 'desk@example.be' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'français' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('chauffeurs')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Chauffeur enregistré');
    expect(error).toHaveBeenCalledWith(
      'Un autre compte prend cette adresse e-mail en ce moment même\u00a0: invitez à nouveau dans un instant pour voir à qui elle appartient.',
    );
  });
});
