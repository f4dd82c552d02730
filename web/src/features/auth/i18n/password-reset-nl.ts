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
  link: {
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
