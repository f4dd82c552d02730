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
};
