import type { PasswordResetTexts } from './password-reset-en';

export const passwordResetNl: PasswordResetTexts = {
  forgotLink: 'Wachtwoord vergeten?',
  forgot: {
    title: 'Wachtwoord vergeten?',
    intro: 'Vul het e-mailadres van uw account in. We sturen u een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mail',
    submit: 'Stuur mij een link',
    sending: 'Bezig met verzenden…',
    sent: 'Als dit adres een actief account heeft, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link werkt één keer, één uur lang.',
    backToSignIn: 'Terug naar aanmelden',
  },
};
