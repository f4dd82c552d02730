import type { SetPasswordTexts } from './set-password-en';

export const setPasswordDe: SetPasswordTexts = {
  title: 'Wählen Sie Ihr Passwort',
  checking: 'Ihr Link wird geprüft…',
  intro: '{{name}}, Sie wurden {{role}} eingeladen. Wählen Sie ein Passwort, um sich anzumelden.',
  password: 'Neues Passwort',
  submit: 'Speichern und anmelden',
  saving: 'Wird gespeichert…',
  asRole: { admin: 'als Administrator', dispatcher: 'als Disponent', driver: 'als Chauffeur' },
  link: {
    expired: 'Dieser Link ist abgelaufen. Bitten Sie die Person, die Sie eingeladen hat, um einen neuen.',
    used: 'Dieser Link wurde bereits verwendet. Melden Sie sich mit Ihrem Passwort an.',
    invalid: 'Dieser Link ist ungültig. Bitten Sie die Person, die Sie eingeladen hat, um einen neuen.',
    failed: 'Der Link konnte nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  },
  reset: {
    title: 'Wählen Sie ein neues Passwort',
    intro:
      'Wählen Sie ein neues Passwort für {{email}}. Jedes Gerät, das mit diesem Konto angemeldet ist, wird abgemeldet.',
    expired: 'Dieser Link ist abgelaufen: Er funktioniert eine Stunde lang.',
    used: 'Dieser Link wurde bereits verwendet. Melden Sie sich mit Ihrem neuen Passwort an oder fordern Sie einen neuen Link an.',
    invalid:
      'Dieser Link ist nicht mehr gültig: Es wurde ein neueres Passwort gewählt, oder der Link ist unvollständig.',
    failed: 'Der Link konnte nicht geprüft werden. Bitte versuchen Sie es später erneut.',
    askAgain: 'Neuen Link anfordern',
  },
};
