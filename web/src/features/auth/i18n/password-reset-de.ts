import type { PasswordResetTexts } from './password-reset-en';

export const passwordResetDe: PasswordResetTexts = {
  forgotLink: 'Passwort vergessen?',
  forgot: {
    title: 'Passwort vergessen?',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    email: 'E-Mail',
    submit: 'Link senden',
    sending: 'Wird gesendet…',
    sent: 'Wenn diese Adresse ein aktives Konto hat, haben wir ihr einen Link gesendet, mit dem Sie ein neues Passwort wählen. Der Link funktioniert einmal, eine Stunde lang.',
    backToSignIn: 'Zurück zur Anmeldung',
  },
  link: {
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
