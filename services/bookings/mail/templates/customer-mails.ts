import type { BookingRequestedData } from '@chauffeur/contracts';
import {
  BRAND,
  fillHtml,
  formatDateTime,
  formatMoney,
  html,
  layout,
  link,
  note,
  paragraph,
  row,
  table,
  type RenderedMail,
} from '@chauffeur/platform';
import { fill, languageOr, textsFor, type CustomerTexts } from './texts';

/** What every booking e-mail is made from: the booking as requested, and the currency of the settings. */
export interface BookingMailInput {
  booking: BookingRequestedData;
  currency: string;
  /** The total before a change (issue 17): shown above the new one when the change re-priced the ride. */
  previousTotal?: number;
}

type TextKey = keyof CustomerTexts;
type CustomerMailKind = 'requested' | 'confirmed' | 'cancelled' | 'changed';

/** Which sentences make each of the three customer e-mails. */
const KINDS: Record<CustomerMailKind, { subject: TextKey; intro: TextKey[]; notes: TextKey[] }> = {
  requested: { subject: 'requestedSubject', intro: ['requestedIntro'], notes: ['freeCancellation'] },
  confirmed: { subject: 'confirmedSubject', intro: ['confirmedIntro'], notes: ['freeCancellation'] },
  cancelled: { subject: 'cancelledSubject', intro: ['cancelledIntro'], notes: ['cancelledAgain'] },
  changed: { subject: 'changedSubject', intro: ['changedIntro'], notes: ['freeCancellation'] },
};

/** The summary of the ride as label/value pairs, in the customer's language. */
function summary(
  t: CustomerTexts,
  { booking, currency, previousTotal }: BookingMailInput,
): [string, string][] {
  const language = languageOr(booking.language);
  // The street and number the customer added (issue 14) follows its place, only when there is one.
  const addressLine = (label: string, line: string | undefined): [string, string][] =>
    line ? [[label, line]] : [];
  const lines: [string, string][] = [
    [t.reference, booking.reference],
    [t.pickup, booking.pickup_location.address],
    ...addressLine(t.pickupAddressLine, booking.pickup_address_line),
    [t.dropoff, booking.dropoff_location.address],
    ...addressLine(t.dropoffAddressLine, booking.dropoff_address_line),
    [t.when, `${formatDateTime(booking.scheduled_time, language)} (${t.brusselsTime})`],
    [t.passengers, String(booking.passenger_count)],
    [t.luggage, String(booking.luggage_count)],
    [t.vehicle, booking.vehicle.name],
    [t.roundTrip, booking.is_round_trip ? t.yes : t.no],
  ];
  if (booking.flight_number) lines.push([t.flight, booking.flight_number]);
  if (previousTotal !== undefined && previousTotal !== booking.total_fare)
    lines.push([t.previousTotal, formatMoney(previousTotal, language, currency)]);
  lines.push([t.total, formatMoney(booking.total_fare, language, currency)]);
  return lines;
}

function customerMail(kind: CustomerMailKind, input: BookingMailInput): RenderedMail {
  const { booking } = input;
  const t = textsFor(booking.language);
  const parts = KINDS[kind];
  const subject = fill(t[parts.subject], { reference: booking.reference });
  const greeting = fill(t.greeting, { name: booking.customer.name });
  const intro = parts.intro.map((key) => t[key]);
  if (kind !== 'cancelled' && booking.flight_number) intro.push(t.flightTracking);
  const notes = parts.notes.map((key) => t[key]);
  const lines = summary(t, input);
  const contact = { phone: BRAND.phoneDisplay, email: BRAND.email };

  const text = [
    greeting,
    '',
    ...intro,
    '',
    `${t.summary}`,
    ...lines.map(([label, value]) => `${label}${t.colon}${value}`),
    '',
    ...notes,
    '',
    fill(t.questions, contact),
    '',
    t.signOff,
    BRAND.name,
    `${BRAND.phoneDisplay} · ${BRAND.email}`,
    '',
  ].join('\n');

  const body = html`${paragraph(greeting)}${intro.map((sentence) => paragraph(sentence))}
    <h2 style="margin:22px 0 0;font-family:Georgia,'Times New Roman',serif;font-size:18px;font-weight:normal">
      ${t.summary}
    </h2>
    ${table(lines.map(([label, value], index) => row(label, value, index === lines.length - 1)))}
    ${notes.map((sentence) => note(sentence))}
    ${paragraph(
      fillHtml(t.questions, {
        phone: link(BRAND.phoneHref, BRAND.phoneDisplay),
        email: link(`mailto:${BRAND.email}`, BRAND.email),
      }),
    )}
    ${paragraph(html`${t.signOff}<br />${BRAND.name}`)}`;
  const footer = html`${BRAND.name} · ${link(BRAND.phoneHref, BRAND.phoneDisplay)} ·
  ${link(`mailto:${BRAND.email}`, BRAND.email)}`;

  return {
    subject,
    text,
    html: layout({ lang: languageOr(booking.language), title: subject, body, footer }),
  };
}

/** To the customer when the booking is made: reference, summary, total, free cancellation. */
export const bookingReceivedMail = (input: BookingMailInput): RenderedMail =>
  customerMail('requested', input);

/** To the customer when an admin confirms the booking. */
export const bookingConfirmedMail = (input: BookingMailInput): RenderedMail =>
  customerMail('confirmed', input);

/** To the customer when the booking is cancelled. */
export const bookingCancelledMail = (input: BookingMailInput): RenderedMail =>
  customerMail('cancelled', input);

/** To the customer when an admin changed the booking (issue 17): the ride as it now is, and its price. */
export const bookingChangedMail = (input: BookingMailInput): RenderedMail => customerMail('changed', input);
