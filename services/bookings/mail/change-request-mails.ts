import { isEvent, type BookingRequestedData, type ChangeRequestFields } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import {
  BRAND,
  fillHtml,
  formatDateTime,
  formatMoney,
  html,
  labelled,
  layout,
  link,
  paragraph,
  row,
  table,
  type MailMessage,
  type MailReaction,
  type RenderedMail,
  urlLink,
} from '@chauffeur/platform';
import {
  ChangeRequestDeclined,
  ChangeRequestPriced,
  ChangeRequested,
} from '../change-requests/change-request-events';
import { ManageTokens, manageUrl } from '../manage/manage-token';
import { requestCurrency } from '../receipt/ride-currency';
import { bookingAt, settingsAt } from './booking-at';
import { messageId } from './booking-mails';
import { CHANGE_REQUEST_TEXTS } from './change-request-texts';
import { fill, languageOr, textsFor } from './templates/texts';

/** What one change-request e-mail shows: the booking then, what was asked, and the price when re-priced. */
interface Input {
  booking: BookingRequestedData;
  changes: ChangeRequestFields;
  currency: string;
  url: string;
  reason?: string;
  newTotal?: number;
}
type Kind = 'received' | 'declined' | 'priced';

/** The asked changes as label → "before → after", in the customer's language. */
function askedLines({ booking, changes }: Input): [string, string][] {
  const language = languageOr(booking.language);
  const t = textsFor(language);
  const none = CHANGE_REQUEST_TEXTS[language].noFlight;
  const lines: [string, string][] = [];
  if (changes.scheduled_time !== undefined)
    lines.push([
      t.when,
      `${formatDateTime(booking.scheduled_time, language)} → ${formatDateTime(changes.scheduled_time, language)} (${t.brusselsTime})`,
    ]);
  if (changes.passenger_count !== undefined)
    lines.push([t.passengers, `${booking.passenger_count} → ${changes.passenger_count}`]);
  if (changes.luggage_count !== undefined)
    lines.push([t.luggage, `${booking.luggage_count} → ${changes.luggage_count}`]);
  if (changes.flight_number !== undefined)
    lines.push([t.flight, `${booking.flight_number ?? none} → ${changes.flight_number ?? none}`]);
  return lines;
}

/** To the customer: their request received, declined (with the reason), or a new price to confirm. */
export function changeRequestCustomerMail(kind: Kind, input: Input): RenderedMail {
  const { booking, currency } = input;
  const language = languageOr(booking.language);
  const t = textsFor(language);
  const c = CHANGE_REQUEST_TEXTS[language];
  const subject = fill(c[`${kind}Subject`], { reference: booking.reference });
  const greeting = fill(t.greeting, { name: booking.customer.name });
  const money = (amount: number) => formatMoney(amount, language, currency);
  const lines: [string, string][] = [[t.reference, booking.reference], ...askedLines(input)];
  if (kind === 'declined' && input.reason) lines.push([c.reason, input.reason]);
  if (kind === 'priced' && input.newTotal !== undefined)
    lines.push([t.previousTotal, money(booking.total_fare)], [c.newTotal, money(input.newTotal)]);
  const contact = { phone: BRAND.phoneDisplay, email: BRAND.email };
  const text = [
    greeting,
    '',
    c[`${kind}Intro`],
    '',
    c.asked,
    ...lines.map(([label, value]) => labelled(label, value, language)),
    '',
    fill(c.manage, { url: input.url }),
    '',
    fill(t.questions, contact),
    '',
    t.signOff,
    BRAND.name,
    '',
  ].join('\n');
  const body = html`${paragraph(greeting)}${paragraph(c[`${kind}Intro`])}
  ${table(lines.map(([label, value], index) => row(label, value, kind === 'priced' && index === lines.length - 1)))}
  ${paragraph(fillHtml(c.manage, { url: urlLink(input.url) }))}
  ${paragraph(
    fillHtml(t.questions, {
      phone: link(BRAND.phoneHref, BRAND.phoneDisplay),
      email: link(`mailto:${BRAND.email}`, BRAND.email),
    }),
  )}
  ${paragraph(html`${t.signOff}<br />${BRAND.name}`)}`;
  const footer = html`${BRAND.name} · ${link(BRAND.phoneHref, BRAND.phoneDisplay)}`;
  return { subject, text, html: layout({ lang: language, title: subject, body, footer }) };
}

/** To the company: a customer asked for a change; answer it on the booking's admin page. English. */
export function changeRequestCompanyMail(input: Input, adminUrl: string): RenderedMail {
  const { booking } = input;
  const subject = `Change request on ${booking.reference} – ${booking.customer.name}`;
  const en = { ...input, booking: { ...booking, language: 'en' as const } };
  const lines: [string, string][] = [
    ['Reference', booking.reference],
    ['Pickup', formatDateTime(booking.scheduled_time, 'en')],
    ...askedLines(en),
  ];
  const hint = 'Accept or decline it on the booking page of the admin panel (re-priced by the server).';
  const text = [
    subject,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    hint,
    adminUrl,
    '',
  ].join('\n');
  const body = html`${paragraph(subject)}${table(lines.map(([label, value]) => row(label, value)))}
  ${paragraph(html`${hint} ${link(adminUrl, adminUrl)}`)}`;
  return { subject, text, html: layout({ lang: 'en', title: subject, body, footer: html`${BRAND.name}` }) };
}

/** The request an answer is about, as the customer asked it (its first event in the booking's stream). */
async function askedOf(eventStore: Pick<EventStore, 'readStream'>, event: RecordedEvent, requestId: string) {
  const { booking_id } = event.data as { booking_id: string };
  const events = await eventStore.readStream(`booking-${booking_id}`);
  const asked = events.find((e) => isEvent(ChangeRequested, e) && e.data.request_id === requestId) as
    RecordedEvent | undefined;
  return asked && isEvent(ChangeRequested, asked) ? asked.data.changes : {};
}

/**
 * Issue 18 point 2: the e-mails of a customer's change request, each with the booking's manage link (so
 * a factory given the secret and the site's URL, wired in main.ts): received (to the customer and the
 * company), declined with the reason, a higher price to confirm. The change itself, once applied, is
 * BookingChanged's own e-mail.
 */
export function changeRequestMailReaction(options: { secret: string; siteUrl: string }): MailReaction {
  const tokens = new ManageTokens(options.secret);
  return {
    eventTypes: [ChangeRequested.type, ChangeRequestDeclined.type, ChangeRequestPriced.type],
    mails: async (event, eventStore): Promise<MailMessage[]> => {
      const { booking, position } = await bookingAt(eventStore, event);
      const settings = await settingsAt(eventStore, position);
      const url = manageUrl(options.siteUrl, tokens.tokenOf(booking.booking_id), {
        language: booking.language,
      });
      // The fare's currency by the one rule (decision 241): the settings then only for an older request.
      const currency = await requestCurrency(booking.currency, async () => settings);
      const base = { booking, currency, url };
      const to = booking.customer.email;
      const customer = (kind: Kind, input: Input): MailMessage => ({
        id: messageId(event.id, 'customer'),
        to,
        ...changeRequestCustomerMail(kind, input),
      });
      if (isEvent(ChangeRequested, event)) {
        const input = { ...base, changes: event.data.changes };
        const adminUrl = `${options.siteUrl}/admin/bookings/${booking.booking_id}`;
        return [
          customer('received', input),
          {
            id: messageId(event.id, 'company'),
            to: settings.booking_notification_email,
            replyTo: to,
            ...changeRequestCompanyMail(input, adminUrl),
          },
        ];
      }
      if (isEvent(ChangeRequestDeclined, event)) {
        const changes = await askedOf(eventStore, event, event.data.request_id);
        return [customer('declined', { ...base, changes, reason: event.data.reason })];
      }
      if (isEvent(ChangeRequestPriced, event)) {
        const changes = await askedOf(eventStore, event, event.data.request_id);
        return [customer('priced', { ...base, changes, newTotal: event.data.total_fare })];
      }
      return [];
    },
  };
}
