import type { Language } from '@chauffeur/contracts';
import { BRAND, html, labelled, layout, link, paragraph, type RenderedMail } from '@chauffeur/platform';
import { fill } from './texts';

/** The sentences of the "Find my booking" e-mail, per language (issue 18): short, one link to click. */
const TEXTS: Record<
  Language,
  { subject: string; greeting: string; intro: string; action: string; notYou: string }
> = {
  en: {
    subject: 'Your booking {reference} – your link',
    greeting: 'Dear {name},',
    intro: 'Here is the link to your booking {reference}: see it, follow your chauffeur or cancel it.',
    action: 'Manage my booking',
    notYou: 'If you did not ask for this link, you can ignore this e-mail: only you receive it.',
  },
  nl: {
    subject: 'Uw boeking {reference} – uw link',
    greeting: 'Beste {name},',
    intro: 'Hier is de link naar uw boeking {reference}: bekijk ze, volg uw chauffeur of annuleer ze.',
    action: 'Mijn boeking beheren',
    notYou: 'Hebt u deze link niet gevraagd? Dan kunt u deze e-mail negeren: alleen u ontvangt hem.',
  },
  fr: {
    subject: 'Votre réservation {reference} – votre lien',
    greeting: 'Bonjour {name},',
    intro:
      'Voici le lien vers votre réservation {reference}\u00a0: consultez-la, suivez votre chauffeur ou annulez-la.',
    action: 'Gérer ma réservation',
    notYou: 'Si vous n’avez pas demandé ce lien, ignorez cet e-mail\u00a0: vous seul le recevez.',
  },
  de: {
    subject: 'Ihre Buchung {reference} – Ihr Link',
    greeting: 'Guten Tag {name},',
    intro: 'Hier ist der Link zu Ihrer Buchung {reference}: ansehen, Ihrem Chauffeur folgen oder stornieren.',
    action: 'Meine Buchung verwalten',
    notYou:
      'Falls Sie diesen Link nicht angefordert haben, ignorieren Sie diese E-Mail: nur Sie erhalten sie.',
  },
};

/** To the booking's customer, in the booking's language, when someone asked for its link (the find form). */
export function manageLinkMail(input: {
  language: Language;
  name: string;
  reference: string;
  url: string;
}): RenderedMail {
  const t = TEXTS[input.language];
  const values = { name: input.name, reference: input.reference };
  const subject = fill(t.subject, values);
  const [greeting, intro] = [fill(t.greeting, values), fill(t.intro, values)];
  const text = [
    greeting,
    '',
    intro,
    '',
    labelled(t.action, input.url, input.language),
    '',
    t.notYou,
    '',
    BRAND.name,
    `${BRAND.phoneDisplay} · ${BRAND.email}`,
    '',
  ].join('\n');
  const body = html`${paragraph(greeting)}${paragraph(intro)}${paragraph(link(input.url, t.action))}${paragraph(
    t.notYou,
  )}`;
  const footer = html`${BRAND.name} · ${link(BRAND.phoneHref, BRAND.phoneDisplay)} ·
  ${link(`mailto:${BRAND.email}`, BRAND.email)}`;
  return { subject, text, html: layout({ lang: input.language, title: subject, body, footer }) };
}
