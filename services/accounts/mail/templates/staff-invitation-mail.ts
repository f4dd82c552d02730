import type { Language, StaffRole } from '@chauffeur/contracts';
import { BRAND, html, labelled, layout, link, paragraph, type RenderedMail } from '@chauffeur/platform';

/**
 * "As <role>" whole, per language, so each keeps its grammar: English's article (an administrator), French's
 * elision before a vowel (en tant qu’administrateur).
 */
const AS_ROLE: Record<StaffRole, Record<'en' | 'nl' | 'fr' | 'de', string>> = {
  admin: {
    en: 'as an administrator',
    nl: 'als beheerder',
    fr: 'en tant qu’administrateur',
    de: 'als Administrator',
  },
  dispatcher: {
    en: 'as a dispatcher',
    nl: 'als dispatcher',
    fr: 'en tant que répartiteur',
    de: 'als Disponent',
  },
  driver: { en: 'as a chauffeur', nl: 'als chauffeur', fr: 'en tant que chauffeur', de: 'als Chauffeur' },
};

/**
 * The invitation (issue 17): we do not know the invited person's language, so the four languages of the
 * site follow each other, English first, as in the sign-up notice. The link is the one thing to click.
 * Nor do we know whom it addresses: the French says "vous avez reçu une invitation", not the masculine
 * "vous êtes invité".
 */
const LINES = (
  name: string,
  role: StaffRole,
  days: number,
): { lang: Language; lines: string[]; action: string }[] => [
  {
    lang: 'en',
    lines: [
      `Hello ${name},`,
      `You are invited to join ${BRAND.name} ${AS_ROLE[role].en}. Choose your password with the link below; it works once, for ${days} days.`,
    ],
    action: 'Choose my password',
  },
  {
    lang: 'nl',
    lines: [
      `Hallo ${name},`,
      `U bent uitgenodigd om ${BRAND.name} te vervoegen ${AS_ROLE[role].nl}. Kies uw wachtwoord met de link hieronder; hij werkt één keer, ${days} dagen lang.`,
    ],
    action: 'Mijn wachtwoord kiezen',
  },
  {
    lang: 'fr',
    lines: [
      `Bonjour ${name},`,
      `Vous avez reçu une invitation à rejoindre ${BRAND.name} ${AS_ROLE[role].fr}. Choisissez votre mot de passe avec le lien ci-dessous\u00a0; il fonctionne une seule fois, pendant ${days} jours.`,
    ],
    action: 'Choisir mon mot de passe',
  },
  {
    lang: 'de',
    lines: [
      `Hallo ${name},`,
      `Sie wurden eingeladen, ${BRAND.name} ${AS_ROLE[role].de} beizutreten. Wählen Sie Ihr Passwort über den Link unten; er funktioniert einmal, ${days} Tage lang.`,
    ],
    action: 'Mein Passwort wählen',
  },
];

const SUBJECT = 'Your invitation · Uw uitnodiging · Votre invitation · Ihre Einladung';

export function staffInvitationMail(input: {
  name: string;
  role: StaffRole;
  url: string;
  days: number;
}): RenderedMail {
  const parts = LINES(input.name, input.role, input.days);
  const text = [
    ...parts.flatMap(({ lang, lines, action }) => [...lines, labelled(action, input.url, lang), '']),
    BRAND.name,
    `${BRAND.phoneDisplay} · ${BRAND.email}`,
    '',
  ].join('\n');
  const body = html`${parts.map(
    ({ lang, lines, action }) =>
      html`<div lang="${lang}">
        ${lines.map((line) => paragraph(line))}${paragraph(link(input.url, action))}
      </div>`,
  )}`;
  const footer = html`${BRAND.name} · ${link(BRAND.phoneHref, BRAND.phoneDisplay)} ·
  ${link(`mailto:${BRAND.email}`, BRAND.email)}`;
  return { subject: SUBJECT, text, html: layout({ lang: 'en', title: SUBJECT, body, footer }) };
}
