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
};
