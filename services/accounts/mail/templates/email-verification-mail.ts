import type { Language } from '@chauffeur/contracts';
import { BRAND, type RenderedMail } from '@chauffeur/platform';
import { oneLinkMail } from './one-link-mail';

interface Texts {
  subject: string;
  lines: (days: number) => string[];
  action: string;
  notYou: string;
}

/** One table of the e-mail's words, in the language of the site at sign-up (or when asked again). */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Please verify your e-mail address',
    lines: (days) => [
      'Hello,',
      `Thank you for creating your ${BRAND.name} account. Please confirm that this address is yours with the link below; it works for ${days} days.`,
      'Once it is verified, the bookings you made with this address without signing in also appear under My bookings.',
    ],
    action: 'Verify my address',
    notYou: 'If you did not create this account, you can ignore this e-mail.',
  },
  nl: {
    subject: 'Bevestig uw e-mailadres',
    lines: (days) => [
      'Hallo,',
      `Bedankt voor het aanmaken van uw ${BRAND.name}-account. Bevestig met de link hieronder dat dit adres van u is; hij werkt ${days} dagen lang.`,
      'Zodra het bevestigd is, verschijnen ook de boekingen die u zonder aan te melden met dit adres maakte onder Mijn boekingen.',
    ],
    action: 'Mijn adres bevestigen',
    notYou: 'Hebt u dit account niet aangemaakt? Dan kunt u deze e-mail negeren.',
  },
  fr: {
    subject: 'Veuillez vérifier votre adresse e-mail',
    lines: (days) => [
      'Bonjour,',
      `Merci d’avoir créé votre compte ${BRAND.name}. Confirmez que cette adresse est bien la vôtre avec le lien ci-dessous\u00a0; il fonctionne pendant ${days} jours.`,
      'Une fois l’adresse vérifiée, les réservations faites avec elle sans être connecté apparaissent aussi dans Mes réservations.',
    ],
    action: 'Vérifier mon adresse',
    notYou: 'Si vous n’avez pas créé ce compte, ignorez simplement cet e-mail.',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    lines: (days) => [
      'Hallo,',
      `Danke, dass Sie ein ${BRAND.name}-Konto erstellt haben. Bitte bestätigen Sie über den Link unten, dass diese Adresse Ihnen gehört; er funktioniert ${days} Tage lang.`,
      'Sobald sie bestätigt ist, erscheinen auch die Buchungen, die Sie ohne Anmeldung mit dieser Adresse gemacht haben, unter Meine Buchungen.',
    ],
    action: 'Meine Adresse bestätigen',
    notYou: 'Wenn Sie dieses Konto nicht erstellt haben, können Sie diese E-Mail ignorieren.',
  },
};

export function emailVerificationMail(input: {
  language: Language;
  url: string;
  days: number;
}): RenderedMail {
  const { lines, ...texts } = TEXTS[input.language];
  return oneLinkMail(input.language, { ...texts, lines: lines(input.days) }, input.url);
}
