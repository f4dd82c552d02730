import type { Language } from '@chauffeur/contracts';
import { BRAND, type RenderedMail } from '@chauffeur/platform';
import { oneLinkMail } from './one-link-mail';

interface Texts {
  subject: string;
  lines: (minutes: number) => string[];
  action: string;
  notYou: string;
}

/** One table of the e-mail's words, in the language of the site when the link was asked for. */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Choose a new password',
    lines: (minutes) => [
      'Hello,',
      `Someone asked to choose a new password for your ${BRAND.name} account. Choose it with the link below; it works once, for ${minutes} minutes.`,
      'Once the new password is saved, every device signed in to your account is signed out.',
    ],
    action: 'Choose a new password',
    notYou: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  nl: {
    subject: 'Kies een nieuw wachtwoord',
    lines: (minutes) => [
      'Hallo,',
      `Er werd gevraagd om een nieuw wachtwoord te kiezen voor uw ${BRAND.name}-account. Kies het met de link hieronder; hij werkt één keer, ${minutes} minuten lang.`,
      'Zodra het nieuwe wachtwoord is opgeslagen, wordt elk toestel dat met uw account is aangemeld afgemeld.',
    ],
    action: 'Een nieuw wachtwoord kiezen',
    notYou: 'Hebt u dit niet gevraagd? Dan kunt u deze e-mail negeren: uw wachtwoord blijft ongewijzigd.',
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    lines: (minutes) => [
      'Bonjour,',
      `Quelqu’un a demandé à choisir un nouveau mot de passe pour votre compte ${BRAND.name}. Choisissez-le avec le lien ci-dessous\u00a0; il fonctionne une seule fois, pendant ${minutes} minutes.`,
      'Une fois le nouveau mot de passe enregistré, chaque appareil connecté à votre compte est déconnecté.',
    ],
    action: 'Choisir un nouveau mot de passe',
    notYou:
      'Si vous n’avez rien demandé, ignorez simplement cet e-mail\u00a0: votre mot de passe reste inchangé.',
  },
  de: {
    subject: 'Wählen Sie ein neues Passwort',
    lines: (minutes) => [
      'Hallo,',
      `Jemand hat darum gebeten, ein neues Passwort für Ihr ${BRAND.name}-Konto zu wählen. Wählen Sie es über den Link unten; er funktioniert einmal, ${minutes} Minuten lang.`,
      'Sobald das neue Passwort gespeichert ist, wird jedes Gerät abgemeldet, das mit Ihrem Konto angemeldet ist.',
    ],
    action: 'Ein neues Passwort wählen',
    notYou:
      'Wenn Sie nichts angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt, wie es ist.',
  },
};

/** The reset link's e-mail (decision 257): laid out as the sign-up's verification e-mail. */
export function passwordResetMail(input: { language: Language; url: string; minutes: number }): RenderedMail {
  const { lines, ...texts } = TEXTS[input.language];
  return oneLinkMail(input.language, { ...texts, lines: lines(input.minutes) }, input.url);
}
