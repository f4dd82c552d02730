import { BRAND, html, layout, link, paragraph, type RenderedMail } from '@chauffeur/platform';

/**
 * The one notice an account owner gets when someone signs up with their address (issue 13): the sign-up
 * answer no longer says "already registered", so the owner hears it here. We do not know their language,
 * so the four languages of the site follow each other, English first.
 */
const NOTICE = [
  {
    lang: 'en',
    lines: [
      'Someone tried to create an account on our website with this e-mail address, which already has an account. No new account was created.',
      'If it was you: simply sign in on our website. If you forgot your password, reply to this e-mail or call us and we will help.',
      'If it was not you, you can ignore this message; your account is unchanged.',
    ],
  },
  {
    lang: 'nl',
    lines: [
      'Iemand probeerde op onze website een account aan te maken met dit e-mailadres, dat al een account heeft. Er werd geen nieuw account aangemaakt.',
      'Was u het zelf? Meld u dan gewoon aan op onze website. Wachtwoord vergeten? Beantwoord deze e-mail of bel ons, dan helpen wij u.',
      'Was u het niet, dan mag u dit bericht negeren; uw account is ongewijzigd.',
    ],
  },
  {
    lang: 'fr',
    lines: [
      'Quelqu’un a essayé de créer un compte sur notre site avec cette adresse e-mail, qui a déjà un compte. Aucun nouveau compte n’a été créé.',
      'Si c’était vous\u00a0: connectez-vous simplement sur notre site. Mot de passe oublié\u00a0? Répondez à cet e-mail ou appelez-nous, nous vous aiderons.',
      'Si ce n’était pas vous, ignorez ce message\u00a0; votre compte n’a pas changé.',
    ],
  },
  {
    lang: 'de',
    lines: [
      'Jemand hat versucht, auf unserer Website ein Konto mit dieser E-Mail-Adresse anzulegen, für die bereits ein Konto besteht. Es wurde kein neues Konto angelegt.',
      'Waren Sie es selbst? Melden Sie sich einfach auf unserer Website an. Passwort vergessen? Antworten Sie auf diese E-Mail oder rufen Sie uns an, wir helfen Ihnen.',
      'Waren Sie es nicht, können Sie diese Nachricht ignorieren; Ihr Konto ist unverändert.',
    ],
  },
] as const;

const SUBJECT =
  'Sign-up attempt with your address · Registratiepoging · Tentative d’inscription · Registrierungsversuch';

/** The notice, the same for every account (it names nobody, so a forwarded copy tells nothing). */
export function signUpAttemptMail(): RenderedMail {
  const text = [
    ...NOTICE.flatMap(({ lines }) => [...lines, '']),
    BRAND.name,
    `${BRAND.phoneDisplay} · ${BRAND.email}`,
    '',
  ].join('\n');
  const body = html`${NOTICE.map(
    ({ lang, lines }) => html`<div lang="${lang}">${lines.map((line) => paragraph(line))}</div>`,
  )}`;
  const footer = html`${BRAND.name} · ${link(BRAND.phoneHref, BRAND.phoneDisplay)} ·
  ${link(`mailto:${BRAND.email}`, BRAND.email)}`;
  return { subject: SUBJECT, text, html: layout({ lang: 'en', title: SUBJECT, body, footer }) };
}
