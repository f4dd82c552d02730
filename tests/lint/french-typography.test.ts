import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';
import { TABLE_FILES, textTables } from './text-tables';

/**
 * French typography (decisions 259, 264, 271): the typographic apostrophe (’); a no-break space (U+00A0, the one rule everywhere) before `: ; ? ! %`
 * and inside « », never a plain space (the mark may wrap onto the next line) and never none; and the hours
 * of service written as the site writes them, "24 h/24, 7 j/7", not "24h/24". This walks every
 * French text table of the web (the common locale, each feature's lazily registered texts, the server's
 * refusals) and of the server (its text tables, and every French e-mail and the receipt PDF as rendered, so
 * a colon typed by a template between a label and its value is caught too).
 *
 * The tables are found on disk and imported by path, so a new feature's table is checked without a change
 * here (text-tables.ts).
 */

/** The one rule: what must stand before each mark (and after «). */
const NBSP = '\u00a0';

/** What is not French prose, left out before checking: web addresses, placeholders, clock times. */
function prose(text: string): string {
  return (
    text
      .replace(/\b(?:https?|mailto|tel):[^\s"'<>)]*/g, 'X')
      // i18next's `{{count}}` / `{{at, brusselsDateTime}}` and the mails' `{reference}`.
      .replace(/\{\{[^}]*\}\}|\{[a-zA-Z]+\}/g, 'X')
      // 14:30, 02:30 UTC+2.
      .replace(/(\d):(?=\d\d)/g, '$1h')
  );
}

/** Each spot in a text that breaks the rule, with a few characters around it. */
export function offences(text: string): string[] {
  const checked = prose(text);
  const found: string[] = [];
  for (const match of checked.matchAll(/[:;?!»]|«(?!\u00a0)|(?<=[\dX]\s?)%/g)) {
    const at = match.index;
    const mark = match[0];
    const before = checked[at - 1];
    // "?!" : the second mark follows the first.
    const ok = mark === '«' ? false : before === NBSP || (/[?!]/.test(mark) && /[?!]/.test(before ?? ''));
    if (!ok) found.push(checked.slice(Math.max(0, at - 12), at + 2));
  }
  // "24h/24, 7j/7": the site's "24 h/24, 7 j/7" spaces the unit as any French measure.
  for (const match of checked.matchAll(/\d+[hj]\/\d+/g)) found.push(match[0]);
  // The apostrophe is the typographic one, as most French texts had it (decision 271): "l’adresse", not "l'adresse".
  for (const match of checked.matchAll(/[\p{L}]'(?=\p{L})/gu))
    found.push(checked.slice(Math.max(0, match.index - 8), match.index + 3));
  return found;
}

type Mail = { subject: string; text: string; html: string };
const load = async <T>(file: string) => (await import(join(ROOT, file))) as T;

/** The HTML part's words: tags out, the entities the templates write decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<(style|head)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, NBSP)
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The French part of a mail written in the four languages one after the other. */
const frenchPart = (html: string) => html.match(/<div lang="fr">([\s\S]*?)<\/div>/)?.[1] ?? '';

async function frenchMails(): Promise<[string, string][]> {
  const { sampleBooking } = await import('@chauffeur/platform');
  const booking = sampleBooking({ language: 'fr', flight_number: 'SN2902' });
  const manageUrl = 'https://chauffeur.test/booking/b1.sig';
  // Mailed long before the ride: every sentence, the free cancellation's too, is checked.
  const input = {
    booking,
    currency: 'EUR',
    manageUrl,
    calendarUrl: 'https://chauffeur.test/api/manage/b1.sig/calendar.ics?lng=fr',
    previousTotal: 90,
    freeCancellationHours: 24,
    at: new Date(0),
  };
  const chauffeur = {
    firstName: 'Luc',
    phone: '+32 470 00 00 00',
    car: { model: 'Mercedes S-Class', colour: 'noir', plate: '1-ABC-123' },
  };
  const customer = await load<Record<string, (...args: unknown[]) => Mail>>(
    'services/bookings/mail/templates/customer-mails.ts',
  );
  const change = await load<Record<string, (...args: unknown[]) => Mail>>(
    'services/bookings/mail/change-request-mails.ts',
  );
  const changeInput = {
    booking,
    changes: { passenger_count: 3, flight_number: null },
    currency: 'EUR',
    url: manageUrl,
    reason: 'Complet',
    newTotal: 120,
  };
  const { manageLinkMail } = await load<{ manageLinkMail: (input: unknown) => Mail }>(
    'services/bookings/mail/templates/manage-link-mail.ts',
  );
  const account = (file: string, name: string) =>
    load<Record<string, (input: unknown) => Mail>>(`services/accounts/mail/templates/${file}.ts`).then(
      (module) => module[name]!,
    );
  const mails: [string, Mail][] = [
    ['received', customer.bookingReceivedMail!(input)],
    ['confirmed', customer.bookingConfirmedMail!(input)],
    ['cancelled', customer.bookingCancelledMail!(input)],
    ['cancelled by customer', customer.bookingCancelledMail!(input, 'customer')],
    ['changed', customer.bookingChangedMail!(input)],
    ['assigned', customer.chauffeurAssignedMail!({ ...input, chauffeur })],
    ['on the way', customer.chauffeurOnTheWayMail!({ ...input, chauffeur })],
    ['reminder', customer.pickupReminderMail!({ ...input, chauffeur: null })],
    ['thanks', customer.thankYouMail!({ ...input, rateUrl: `${manageUrl}/rate?lng=fr` })],
    ...(['received', 'declined', 'priced'] as const).map((kind): [string, Mail] => [
      `change ${kind}`,
      change.changeRequestCustomerMail!(kind, changeInput),
    ]),
    ...(['confirmed', 'completed', 'cancelled'] as const).map((status): [string, Mail] => [
      `manage link ${status}`,
      manageLinkMail({ language: 'fr', status, name: 'Marie', reference: 'CH-7K3P9Q', url: manageUrl }),
    ]),
    [
      'e-mail verification',
      (await account('email-verification-mail', 'emailVerificationMail'))({
        language: 'fr',
        url: manageUrl,
        days: 7,
      }),
    ],
    [
      'password reset',
      (await account('password-reset-mail', 'passwordResetMail'))({
        language: 'fr',
        url: manageUrl,
        minutes: 60,
      }),
    ],
  ];
  const multilingual: [string, Mail][] = [
    ['sign-up attempt', (await account('sign-up-attempt-mail', 'signUpAttemptMail'))(undefined)],
    [
      'staff invitation',
      (await account('staff-invitation-mail', 'staffInvitationMail'))({
        name: 'Marie',
        role: 'dispatcher',
        url: manageUrl,
        days: 7,
      }),
    ],
  ];
  return [
    ...mails.flatMap(([name, mail]): [string, string][] => [
      [`mail ${name} subject`, mail.subject],
      [`mail ${name} text`, mail.text],
      [`mail ${name} html`, htmlText(mail.html)],
    ]),
    // Their text part is the four languages in a row; the HTML marks the French one.
    ...multilingual.map(([name, mail]): [string, string] => [
      `mail ${name} html`,
      htmlText(frenchPart(mail.html)),
    ]),
  ];
}

async function frenchReceipt(): Promise<[string, string]> {
  const { receiptPdf } = await load<{ receiptPdf: (receipt: unknown, now: Date) => Promise<Buffer> }>(
    'services/bookings/receipt/receipt-pdf.ts',
  );
  const { pdfText } = await load<{ pdfText: (pdf: Buffer) => string }>(
    'services/bookings/receipt/pdf-text.ts',
  );
  const receipt = {
    reference: 'CH-7K3P9Q',
    language: 'fr',
    currency: 'EUR',
    scheduled_time: '2026-06-13T12:30:00.000Z',
    customer_name: 'Marie Dupont',
    pickup: { address: 'Brussels Airport (BRU), 1930 Zaventem', line: null },
    dropoff: { address: 'Grand-Place, 1000 Bruxelles', line: null },
    is_round_trip: true,
    vehicle: 'Mercedes S-Class',
    distance_km: 14.2,
    net: 100,
    vat: 6,
    vat_rate_percent: 6,
    total: 106,
    company: {
      name: 'Brussels Private Chauffeur SRL',
      address: 'Avenue Louise 000, 1050 Bruxelles',
      vat_number: 'BE 0000.000.000',
      phone: '+32 2 000 00 00',
      email: 'contact@brusselsprivatechauffeur.be',
    },
  };
  return ['receipt PDF', pdfText(await receiptPdf(receipt, new Date('2026-06-14T00:00:00Z')))];
}

/**
 * The French of the demo content the server seeds (services, blog posts, reviews, figures, fleet): what a
 * visitor reads on the site's pages as much as the interface texts. Every `fr` of a four-language text.
 */
async function frenchSeed(): Promise<[string, string][]> {
  const seed = 'services/api/src/seed';
  const sources = {
    services: (await load<{ DEMO_SERVICES: unknown }>(`${seed}/demo-content.ts`)).DEMO_SERVICES,
    posts: (await load<{ DEMO_POSTS: unknown }>(`${seed}/content/blog-posts.ts`)).DEMO_POSTS,
    reviews: (await load<{ DEMO_REVIEWS: unknown }>(`${seed}/content/reviews.ts`)).DEMO_REVIEWS,
    stats: (await load<{ DEMO_STATS: unknown }>(`${seed}/content/stats.ts`)).DEMO_STATS,
    fleet: (await load<{ DEMO_FLEET: unknown }>(`${seed}/demo-fleet.ts`)).DEMO_FLEET,
  };
  const found: [string, string][] = [];
  const walk = (where: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(`${where}[${i}]`, item));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        if (key === 'fr' && typeof inner === 'string') found.push([`seed ${where}`, inner]);
        else walk(`${where}.${key}`, inner);
  };
  for (const [name, value] of Object.entries(sources)) walk(name, value);
  return found;
}

describe('French typography: a no-break space before : ; ? ! % and inside « » (decisions 259, 264)', () => {
  it('tells a plain space, no space and the no-break space apart, and leaves times, links and placeholders', () => {
    expect(offences('Prix : 45 €')).toEqual(['Prix : ']);
    expect(offences('Annuler?')).toEqual(['Annuler?']);
    expect(offences('« Bonjour »')).toHaveLength(2);
    expect(offences('Prix\u00a0: 45 € ; à 14:30 ou 02:30 UTC+2\u00a0?!')).toEqual(['Prix\u00a0: 45 € ; ']);
    expect(
      offences('«\u00a0Bonjour\u00a0» {{count}} {reference} https://example.be/a?b=c mailto:x@y.be'),
    ).toEqual([]);
    expect(offences('{{label}}: {{value}}')).toEqual(['X: ']);
  });

  it('wants the no-break space before % after a number, and the hours of service spaced', () => {
    expect(offences('TVA 6 %')).toEqual(['TVA 6 %']);
    expect(offences('50% du prix')).toEqual(['50% ']);
    expect(offences('TVA {{rate}} %')).toEqual(['TVA X %']);
    expect(offences('TVA 6\u00a0% · 100\u00a0% satisfaits · 24 h/24, 7 j/7')).toEqual([]);
    expect(offences('Disponible 24h/24, 7j/7')).toEqual(['24h/24', '7j/7']);
  });

  it('wants the typographic apostrophe (’) in words, never the straight one', () => {
    expect(offences("Plaque d'immatriculation")).toEqual(["Plaque d'i"]);
    expect(offences('Plaque d’immatriculation · Comment s’est passé votre trajet\u00a0?')).toEqual([]);
  });

  it('finds every French table: the common texts, each feature’s, the refusals, the server’s', () => {
    expect(TABLE_FILES).toEqual(
      expect.arrayContaining([
        'web/src/i18n/locales/fr.ts',
        'web/src/i18n/problem-texts.ts',
        'web/src/features/admin/i18n/fr.ts',
        'web/src/features/clock-change/clock-change-texts.ts',
        'web/src/features/legal/content/terms.fr.ts',
        'services/bookings/mail/templates/texts.ts',
        'contracts/src/bookings/receipt-texts.ts',
      ]),
    );
  });

  it('holds in the demo content the server seeds', async () => {
    const texts = await frenchSeed();
    expect(texts.length).toBeGreaterThan(40);
    const wrong = texts.flatMap(([where, text]) =>
      offences(text).map((spot) => `${where}: ${JSON.stringify(spot)}`),
    );
    expect(wrong, `${wrong.length} French texts break the rule`).toEqual([]);
  });

  it('holds in every French text the site, its e-mails and its receipt show', async () => {
    const texts = [...(await textTables('fr')), ...(await frenchMails()), await frenchReceipt()];
    expect(texts.length).toBeGreaterThan(1500);
    const wrong = texts.flatMap(([where, text]) =>
      offences(text).map((spot) => `${where}: ${JSON.stringify(spot)}`),
    );
    expect(wrong, `${wrong.length} French texts break the rule`).toEqual([]);
  });
});
