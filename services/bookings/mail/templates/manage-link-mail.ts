import type { BookingStatus, Language } from '@chauffeur/contracts';
import { BRAND, html, labelled, layout, link, paragraph, type RenderedMail } from '@chauffeur/platform';
import { fill } from './texts';

/**
 * Where the booking stands, for what its page lets the customer do (decision 271): before and during the
 * ride, follow the chauffeur or cancel; after it, the receipt and the rating; once cancelled or a no-show,
 * only see it. The e-mail says that, not an action the page no longer offers.
 */
type Moment = 'upcoming' | 'completed' | 'ended';
const MOMENT_OF: Record<BookingStatus, Moment> = {
  pending: 'upcoming',
  confirmed: 'upcoming',
  in_progress: 'upcoming',
  completed: 'completed',
  cancelled: 'ended',
  no_show: 'ended',
};

/** The sentences of the "Find my booking" e-mail, per language (issue 18): short, one link to click. */
const TEXTS: Record<
  Language,
  { subject: string; greeting: string; intro: Record<Moment, string>; action: string; notYou: string }
> = {
  en: {
    subject: 'Your booking {reference} – your link',
    greeting: 'Dear {name},',
    intro: {
      upcoming: 'Here is the link to your booking {reference}: see it, follow your chauffeur or cancel it.',
      completed:
        'Here is the link to your booking {reference}: see it, download its receipt or rate your trip.',
      ended: 'Here is the link to see your booking {reference}.',
    },
    action: 'Manage my booking',
    notYou: 'If you did not ask for this link, you can ignore this e-mail: only you receive it.',
  },
  nl: {
    subject: 'Uw boeking {reference} – uw link',
    greeting: 'Beste {name},',
    intro: {
      upcoming: 'Hier is de link naar uw boeking {reference}: bekijk ze, volg uw chauffeur of annuleer ze.',
      completed:
        'Hier is de link naar uw boeking {reference}: bekijk ze, download het ontvangstbewijs of beoordeel uw rit.',
      ended: 'Hier is de link om uw boeking {reference} te bekijken.',
    },
    action: 'Mijn boeking beheren',
    notYou: 'Hebt u deze link niet gevraagd? Dan kunt u deze e-mail negeren: alleen u ontvangt hem.',
  },
  fr: {
    subject: 'Votre réservation {reference} – votre lien',
    greeting: 'Bonjour {name},',
    intro: {
      upcoming:
        'Voici le lien vers votre réservation {reference}\u00a0: consultez-la, suivez votre chauffeur ou annulez-la.',
      completed:
        'Voici le lien vers votre réservation {reference}\u00a0: consultez-la, téléchargez son reçu ou évaluez votre trajet.',
      ended: 'Voici le lien pour consulter votre réservation {reference}.',
    },
    action: 'Gérer ma réservation',
    notYou: 'Si vous n’avez pas demandé ce lien, ignorez cet e-mail\u00a0: vous seul le recevez.',
  },
  de: {
    subject: 'Ihre Buchung {reference} – Ihr Link',
    greeting: 'Guten Tag {name},',
    intro: {
      upcoming:
        'Hier ist der Link zu Ihrer Buchung {reference}: ansehen, Ihrem Chauffeur folgen oder stornieren.',
      completed:
        'Hier ist der Link zu Ihrer Buchung {reference}: ansehen, die Quittung herunterladen oder Ihre Fahrt bewerten.',
      ended: 'Hier ist der Link, um Ihre Buchung {reference} anzusehen.',
    },
    action: 'Meine Buchung verwalten',
    notYou:
      'Falls Sie diesen Link nicht angefordert haben, ignorieren Sie diese E-Mail: nur Sie erhalten sie.',
  },
};

/** To the booking's customer, in the booking's language, when someone asked for its link (the find form). */
export function manageLinkMail(input: {
  language: Language;
  status: BookingStatus;
  name: string;
  reference: string;
  url: string;
}): RenderedMail {
  const t = TEXTS[input.language];
  const values = { name: input.name, reference: input.reference };
  const subject = fill(t.subject, values);
  const [greeting, intro] = [fill(t.greeting, values), fill(t.intro[MOMENT_OF[input.status]], values)];
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
