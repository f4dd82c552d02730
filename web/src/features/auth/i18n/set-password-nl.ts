import type { SetPasswordTexts } from './set-password-en';

export const setPasswordNl: SetPasswordTexts = {
  title: 'Kies uw wachtwoord',
  checking: 'Uw link wordt gecontroleerd…',
  intro: '{{name}}, u bent uitgenodigd {{role}}. Kies een wachtwoord om u aan te melden.',
  password: 'Nieuw wachtwoord',
  submit: 'Opslaan en aanmelden',
  saving: 'Opslaan…',
  asRole: { admin: 'als beheerder', dispatcher: 'als dispatcher', driver: 'als chauffeur' },
  link: {
    expired: 'Deze link is verlopen. Vraag een nieuwe aan wie u heeft uitgenodigd.',
    used: 'Deze link werd al gebruikt. Meld u aan met uw wachtwoord.',
    invalid: 'Deze link is niet geldig. Vraag een nieuwe aan wie u heeft uitgenodigd.',
    failed: 'De link kon niet worden gecontroleerd. Probeer het later opnieuw.',
  },
  reset: {
    title: 'Kies een nieuw wachtwoord',
    intro:
      'Kies een nieuw wachtwoord voor {{email}}. Elk toestel dat met dit account is aangemeld, wordt afgemeld.',
    expired: 'Deze link is verlopen: hij werkt één uur lang.',
    used: 'Deze link is al gebruikt. Meld u aan met uw nieuwe wachtwoord, of vraag een nieuwe link aan.',
    invalid:
      'Deze link is niet meer geldig: er werd een nieuwer wachtwoord gekozen, of de link is onvolledig.',
    failed: 'De link kon niet worden gecontroleerd. Probeer het later opnieuw.',
    askAgain: 'Een nieuwe link aanvragen',
  },
};
