import { colourIn, formatHours, type BookingRequestedData, type Language } from '@chauffeur/contracts';
import {
  BRAND,
  fillHtml,
  formatDateTime,
  formatMoney,
  html,
  labelled,
  layout,
  link,
  note,
  paragraph,
  row,
  table,
  urlLink,
  type RenderedMail,
} from '@chauffeur/platform';
import { addressIn } from '../../../geo/index';
import { cancelUntil } from '../../manage/customer-cancellation';
import { fill, languageOr, textsFor, type CustomerTexts } from './texts';

/** What every booking e-mail is made from: the booking as requested, and the currency of the settings. */
export interface BookingMailInput {
  booking: BookingRequestedData;
  currency: string;
  /** The total before a change (issue 17): shown above the new one when the change re-priced the ride. */
  previousTotal?: number;
  /** The booking's private manage page (issue 18): every customer e-mail carries it. */
  manageUrl: string;
  /** The booking's calendar file (decision 339): offered beside the manage link while the ride is ahead. */
  calendarUrl: string;
  /** Until how many hours before pickup the customer cancels online (the setting at the mail's event). */
  freeCancellationHours: number;
  /** When the mail's event happened: the free cancellation is promised only if still ahead then. */
  at: Date;
}

/** The chauffeur as the customer may know them (issue 18): first name, phone, the car once assigned. */
export interface ChauffeurForMail {
  firstName: string;
  phone: string | null;
  car: { model: string; colour: string; plate: string } | null;
}

/** What the chauffeur's e-mails add: who drives (the reminder may have nobody assigned yet). */
export interface RideMailInput extends BookingMailInput {
  chauffeur: ChauffeurForMail | null;
}

type TextKey = keyof CustomerTexts;
type CustomerMailKind =
  | 'requested'
  | 'confirmed'
  | 'cancelled'
  | 'cancelledByCustomer'
  | 'changed'
  | 'assigned'
  | 'onTheWay'
  | 'reminder'
  | 'thanks';

/**
 * Which sentences make each customer e-mail. `intro` sentences may name the chauffeur ({chauffeur}).
 * `rideAhead`: the ride is still to come, so the flight-tracking sentence joins the intro of a ride with a
 * flight. `link`: how the manage link is offered: to change or cancel the ride while that may still be
 * possible, else only to see it (cancelled, under way, inside the 24 h of the reminder, done). `calendar`:
 * "Add to calendar" follows the manage link while the ride is still to come (decision 339), as on the
 * manage page: not once it is cancelled, under way (on the way) or done.
 */
const KINDS: Record<
  CustomerMailKind,
  {
    subject: TextKey;
    intro: TextKey[];
    notes: TextKey[];
    rideAhead: boolean;
    link: 'manageLink' | 'viewLink';
    calendar: boolean;
  }
> = {
  requested: {
    subject: 'requestedSubject',
    intro: ['requestedIntro'],
    notes: ['freeCancellation'],
    rideAhead: true,
    link: 'manageLink',
    calendar: true,
  },
  confirmed: {
    subject: 'confirmedSubject',
    intro: ['confirmedIntro'],
    notes: ['freeCancellation'],
    rideAhead: true,
    link: 'manageLink',
    calendar: true,
  },
  cancelled: {
    subject: 'cancelledSubject',
    intro: ['cancelledIntro'],
    notes: ['cancelledAgain'],
    rideAhead: false,
    link: 'viewLink',
    calendar: false,
  },
  cancelledByCustomer: {
    subject: 'cancelledSubject',
    intro: ['cancelledByCustomerIntro'],
    notes: ['cancelledAgain'],
    rideAhead: false,
    link: 'viewLink',
    calendar: false,
  },
  changed: {
    subject: 'changedSubject',
    intro: ['changedIntro'],
    notes: ['freeCancellation'],
    rideAhead: true,
    link: 'manageLink',
    calendar: true,
  },
  assigned: {
    subject: 'assignedSubject',
    intro: ['assignedIntro'],
    notes: [],
    rideAhead: true,
    link: 'manageLink',
    calendar: true,
  },
  onTheWay: {
    subject: 'onTheWaySubject',
    intro: ['onTheWayIntro'],
    notes: [],
    rideAhead: true,
    link: 'viewLink',
    calendar: false,
  },
  // Inside the free-cancellation window: no promise of a free cancellation any more.
  reminder: {
    subject: 'reminderSubject',
    intro: ['reminderIntro'],
    notes: [],
    rideAhead: true,
    link: 'viewLink',
    calendar: true,
  },
  thanks: {
    subject: 'thanksSubject',
    intro: ['thanksIntro'],
    notes: [],
    rideAhead: false,
    link: 'viewLink',
    calendar: false,
  },
};

/** The chauffeur's rows: first name, phone, and the car (model, colour, plate) once one is assigned. */
function chauffeurLines(
  t: CustomerTexts,
  language: Language,
  chauffeur: ChauffeurForMail | null,
): [string, string][] {
  if (!chauffeur) return [];
  const lines: [string, string][] = [[t.chauffeur, chauffeur.firstName]];
  if (chauffeur.phone) lines.push([t.chauffeurPhone, chauffeur.phone]);
  // Decision 286.2: a listed colour in the mail's language, a free one as saved.
  if (chauffeur.car)
    lines.push([
      t.car,
      `${chauffeur.car.model}, ${colourIn(chauffeur.car.colour, language)}, ${chauffeur.car.plate}`,
    ]);
  return lines;
}

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
    [t.pickup, addressIn(booking.pickup_location.address, language)],
    ...addressLine(t.pickupAddressLine, booking.pickup_address_line),
    [t.dropoff, addressIn(booking.dropoff_location.address, language)],
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

interface MailExtras {
  chauffeur?: ChauffeurForMail | null;
  /** The thank-you's rating page. */
  rateUrl?: string;
}

function customerMail(
  kind: CustomerMailKind,
  input: BookingMailInput,
  extras: MailExtras = {},
): RenderedMail {
  const { booking, manageUrl, calendarUrl } = input;
  const language = languageOr(booking.language);
  const t = textsFor(language);
  const parts = KINDS[kind];
  const subject = fill(t[parts.subject], { reference: booking.reference });
  const greeting = fill(t.greeting, { name: booking.customer.name });
  const chauffeurName = extras.chauffeur?.firstName ?? '';
  // "Here are the car and…" only when there is a car to show (a chauffeur may be assigned before one).
  const introKeys =
    kind === 'assigned' && !extras.chauffeur?.car ? (['assignedIntroWithoutCar'] as const) : parts.intro;
  const intro = introKeys.map((key) => fill(t[key], { chauffeur: chauffeurName }));
  if (parts.rideAhead && booking.flight_number) intro.push(t.flightTracking);
  // The free cancellation (and the link to change or cancel) only while it is still ahead: a ride booked,
  // confirmed or moved inside the window is promised nothing it cannot have (decision 277).
  const windowOpen =
    input.at.getTime() < cancelUntil(booking.scheduled_time, input.freeCancellationHours).getTime();
  const noteKeys = windowOpen ? parts.notes : parts.notes.filter((key) => key !== 'freeCancellation');
  // 0 hours is free cancellation until pickup itself, never "up to 0 hours before" (decision 284).
  const untilPickup = input.freeCancellationHours === 0;
  const notes = noteKeys.map((key) =>
    fill(t[key === 'freeCancellation' && untilPickup ? 'freeCancellationUntilPickup' : key], {
      // "1 hour", "24 hours", "1 Stunde": the language's own plural, not "{hours} hours" (which said "1 hours").
      hours: formatHours(input.freeCancellationHours, language),
    }),
  );
  const driver = chauffeurLines(t, language, extras.chauffeur ?? null);
  const lines = [...driver, ...summary(t, input)];
  // The links: the rating page first in the thank-you, the manage page in every e-mail.
  const links: { template: string; url: string }[] = [
    ...(extras.rateUrl ? [{ template: t.rateLink, url: extras.rateUrl }] : []),
    { template: t[windowOpen ? parts.link : 'viewLink'], url: manageUrl },
  ];
  // In the text its address, as every link of the text; in HTML its words, a second token-long address
  // under the manage link's being only noise (decision 339).
  const calendar = parts.calendar ? [{ label: t.addToCalendar, url: calendarUrl }] : [];
  const contact = { phone: BRAND.phoneDisplay, email: BRAND.email };

  const text = [
    greeting,
    '',
    ...intro,
    '',
    `${t.summary}`,
    ...lines.map(([label, value]) => labelled(label, value, language)),
    '',
    ...notes,
    ...(notes.length > 0 ? [''] : []),
    ...links.map(({ template, url }) => fill(template, { link: url })),
    ...calendar.map(({ label, url }) => labelled(label, url, language)),
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
    ${links.map(({ template, url }) => paragraph(fillHtml(template, { link: urlLink(url) })))}
    ${calendar.map(({ label, url }) => paragraph(link(url, label)))}
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
    html: layout({ lang: language, title: subject, body, footer }),
  };
}

/** To the customer when the booking is made: reference, summary, total, free cancellation. */
export const bookingReceivedMail = (input: BookingMailInput): RenderedMail =>
  customerMail('requested', input);

/** To the customer when an admin confirms the booking. */
export const bookingConfirmedMail = (input: BookingMailInput): RenderedMail =>
  customerMail('confirmed', input);

/**
 * To the customer when the booking is cancelled: "as you asked" when they cancelled it through the manage
 * link (issue 18 (g)); else the company did, and the mail says so without the admin's reason, which the
 * catalogue calls staff-only (docs/decisions.md, 188).
 */
export const bookingCancelledMail = (
  input: BookingMailInput,
  by: 'customer' | 'company' = 'company',
): RenderedMail => customerMail(by === 'customer' ? 'cancelledByCustomer' : 'cancelled', input);

/** To the customer when an admin changed the booking (issue 17): the ride as it now is, and its price. */
export const bookingChangedMail = (input: BookingMailInput): RenderedMail => customerMail('changed', input);

/** Issue 18: to the customer when a chauffeur is assigned (again): first name, phone, car. */
export const chauffeurAssignedMail = (input: RideMailInput): RenderedMail =>
  customerMail('assigned', input, { chauffeur: input.chauffeur });

/** Issue 18 point 6: RideStarted → "Your chauffeur is on the way", with the chauffeur and the car. */
export const chauffeurOnTheWayMail = (input: RideMailInput): RenderedMail =>
  customerMail('onTheWay', input, { chauffeur: input.chauffeur });

/** Issue 18: 24 h before pickup, with the chauffeur when one is assigned. */
export const pickupReminderMail = (input: RideMailInput): RenderedMail =>
  customerMail('reminder', input, { chauffeur: input.chauffeur });

/** Issue 18: after the ride, thanks and the rating page (`<site>/booking/<token>/rate`). */
export const thankYouMail = (input: BookingMailInput & { rateUrl: string }): RenderedMail =>
  customerMail('thanks', input, { rateUrl: input.rateUrl });
