import {
  BOOKING_LIFECYCLE,
  bookingChangedDataSchema,
  type BookingStatus,
  type Language,
} from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import {
  BRAND,
  calendarAttachment,
  fold,
  type MailAttachment,
  type MailMessage,
  type MailReaction,
  type RenderedMail,
} from '@chauffeur/platform';
import { bookingCalendarEvent, calendarFileName } from '../manage/booking-calendar';
import { ManageTokens, manageCalendarUrl, manageUrl } from '../manage/manage-token';
import { bookingAt, chauffeurAt, settingsAt, type BookingAtEvent } from './booking-at';
import { requestCurrency } from '../receipt/ride-currency';
import { reminderDecider } from '../reminders/reminder-decider';
import { confirmedAtOnce } from '../domain/confirmed-at-once';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import {
  bookingCancelledMail,
  bookingChangedMail,
  bookingConfirmedMail,
  bookingReceivedMail,
  chauffeurAssignedMail,
  chauffeurOnTheWayMail,
  pickupReminderMail,
  thankYouMail,
} from './templates/customer-mails';
import { newBookingCompanyMail } from './templates/company-mail';
import { languageOr } from './templates/texts';

/** The events that cause e-mail. */
export const MAIL_EVENT_TYPES: ReadonlySet<string> = new Set([
  'BookingRequested',
  BOOKING_LIFECYCLE.confirm.event,
  BOOKING_LIFECYCLE.cancel.event,
  // Issue 17 point 5: the customer is told of a change and the new price.
  'BookingChanged',
  // Issue 18: the chauffeur (dispatch's event, in the booking's stream), on the way, and the thank-you.
  'ChauffeurAssigned',
  BOOKING_LIFECYCLE.start.event,
  BOOKING_LIFECYCLE.complete.event,
  // Issue 18: the 24-hour reminder, written by the reminder scheduler (reminders/).
  'PickupReminderDue',
]);

type Recipient = 'customer' | 'company';

/** Stable per event and recipient: the same event always gives the same ids (and outbox file names). */
export const messageId = (eventId: string, recipient: Recipient): string =>
  `${eventId}.${recipient}@${BRAND.domain}`;

/** What the customer's links are made with: the server's secret and the public site's address. */
export interface BookingMailLinks {
  secret: string;
  siteUrl: string;
}

/** Where the rating page of a booking is (web: `/booking/:token/rate`, issue 18 point 5), in its language. */
export const rateUrl = (siteUrl: string, token: string, language: Language): string =>
  manageUrl(siteUrl, token, { language, page: 'rate' });

const message = (
  id: string,
  to: string,
  mail: RenderedMail,
  extra: { replyTo?: string; attachments?: MailAttachment[] } = {},
): MailMessage => ({ id, to, ...mail, ...extra });

/**
 * The ride for the customer's calendar, attached to its confirmation, to a change of it and to its
 * cancellation: the same event as the manage page's file (decision 341) under the same name (decision
 * 345), as the booking stood at the mail's event, in the booking's language. SEQUENCE is the event's
 * revision, so each file is newer than any made before it (the confirmation's, a download) and a calendar
 * holding the ride takes it: a change moves it there (decision 350), the cancellation's METHOD:CANCEL
 * removes it. Stamped with the event's time, so a mail sent again is byte for byte the same.
 */
const rideCalendar = (
  at: BookingAtEvent,
  status: BookingStatus,
  manage: string,
  event: RecordedEvent,
): MailAttachment =>
  calendarAttachment(
    bookingCalendarEvent({
      booking: at.booking,
      status,
      revision: event.revision,
      language: languageOr(at.booking.language),
      manageUrl: manage,
      stamp: event.recordedAt,
    }),
    calendarFileName(at.booking),
  );

/**
 * Whether a reminder is still right when the reactor gets to it: the booking, as its stream stands now, is
 * still confirmed, not deleted, and picks up at the time the reminder was written for.
 */
function stillDue(stream: readonly RecordedEvent[], reminder: RecordedEvent): boolean {
  const { booking } = fold(
    reminderDecider,
    stream.map((event) => ({ type: event.type, data: event.data }) as BookingEvent),
  );
  const remindedOf = (reminder.data as { scheduled_time?: string }).scheduled_time;
  return (
    booking.status === 'confirmed' &&
    !booking.deleted &&
    remindedOf !== undefined &&
    Date.parse(booking.scheduledTime) === Date.parse(remindedOf)
  );
}

/** The booking's status at the mail's event, folded from its stream up to it by the booking's decider. */
function statusAt(at: BookingAtEvent): BookingStatus {
  const state = fold(
    bookingDecider,
    at.history.map((event) => ({ type: event.type, data: event.data }) as BookingEvent),
  );
  return state.status === 'none' ? 'pending' : state.status;
}

/** Who cancelled: the customer through the manage link (actor kind `customer`, issue 18) or the company. */
const cancelledBy = (event: RecordedEvent): 'customer' | 'company' =>
  event.metadata.actor.kind === 'customer' ? 'customer' : 'company';

/**
 * Decision 340: the customer's own correction of their name or phone on the manage page (a BookingChanged by
 * the customer that touches only `customer`). They just did it and the page said so: no "your booking was
 * changed" mail. A change request the customer confirmed is by the customer too, but moves the ride or its
 * price (never the contact), and is still mailed.
 */
const ownContactCorrection = (event: RecordedEvent, changed: readonly string[]): boolean =>
  event.metadata.actor.kind === 'customer' && changed.length > 0 && changed.every((f) => f === 'customer');

/**
 * The e-mails one event causes: BookingRequested → the customer (unless confirmed in the same request) and
 * the company; the confirmation (with the ride as an `.ics`), the cancellation (with the `.ics` that takes
 * it out of the calendar), a change (but the customer's own correction of their contact), a chauffeur
 * assigned, the ride started (on the way) and completed (thanks, rating link) → the customer, each with the
 * booking's manage link (and, while the ride is ahead, its calendar file's: decision 339). Any other event
 * → none. Reads the booking, its assignment and the settings as they stood at the event.
 */
export async function bookingMails(
  event: RecordedEvent,
  eventStore: Pick<EventStore, 'readStream'>,
  links: BookingMailLinks,
): Promise<MailMessage[]> {
  if (!MAIL_EVENT_TYPES.has(event.type)) return [];
  const at = await bookingAt(eventStore, event);
  const { booking } = at;
  const settings = await settingsAt(eventStore, at.position);
  const token = new ManageTokens(links.secret).tokenOf(booking.booking_id);
  const manage = manageUrl(links.siteUrl, token, { language: booking.language });
  // The free cancellation as it stood at the event (the setting then, the clock then: decision 277).
  const settingsThen =
    event.position === at.position ? settings : await settingsAt(eventStore, event.position);
  const input = {
    booking,
    // The fare's currency by the one rule (decision 241): the settings then only for an older request.
    currency: await requestCurrency(booking.currency, async () => settings),
    manageUrl: manage,
    calendarUrl: manageCalendarUrl(links.siteUrl, token, booking.language),
    freeCancellationHours: settingsThen.free_cancellation_hours,
    at: event.recordedAt,
  };
  const customer = booking.customer.email;
  const toCustomer = (mail: RenderedMail, attachments?: MailAttachment[]) => [
    message(messageId(event.id, 'customer'), customer, mail, attachments ? { attachments } : {}),
  ];
  switch (event.type) {
    case 'BookingRequested':
      return [
        // Confirmed in the same request (a phone booking, automatic confirmation): its confirmation is the
        // customer's one mail, not "received, we will confirm shortly" a moment before it (decision 277).
        ...(confirmedAtOnce(booking.channel ?? 'online', settings)
          ? []
          : toCustomer(bookingReceivedMail(input))),
        message(
          messageId(event.id, 'company'),
          settings.booking_notification_email,
          newBookingCompanyMail(input),
          { replyTo: customer },
        ),
      ];
    case BOOKING_LIFECYCLE.confirm.event:
      return toCustomer(bookingConfirmedMail(input), [rideCalendar(at, 'confirmed', manage, event)]);
    case BOOKING_LIFECYCLE.cancel.event:
      // A customer who added the ride (the confirmation's file, a download) must not keep a ghost of it.
      return toCustomer(bookingCancelledMail(input, cancelledBy(event)), [
        rideCalendar(at, 'cancelled', manage, event),
      ]);
    case 'BookingChanged': {
      const { previous_total_fare, changes } = bookingChangedDataSchema.parse(event.data);
      if (ownContactCorrection(event, Object.keys(changes))) return [];
      // The calendar that holds the ride (the confirmation's file, a download) would keep the old time
      // and places: the changed ride goes with the mail, as it stands (pending or confirmed).
      return toCustomer(bookingChangedMail({ ...input, previousTotal: previous_total_fare }), [
        rideCalendar(at, statusAt(at), manage, event),
      ]);
    }
    case 'ChauffeurAssigned':
      return toCustomer(
        chauffeurAssignedMail({ ...input, chauffeur: await chauffeurAt(eventStore, at, event.position) }),
      );
    case BOOKING_LIFECYCLE.start.event:
      return toCustomer(
        chauffeurOnTheWayMail({ ...input, chauffeur: await chauffeurAt(eventStore, at, event.position) }),
      );
    case BOOKING_LIFECYCLE.complete.event:
      return toCustomer(thankYouMail({ ...input, rateUrl: rateUrl(links.siteUrl, token, booking.language) }));
    case 'PickupReminderDue':
      // The one mail that looks past its event: a ride cancelled (or moved) since is not reminded of.
      if (!stillDue(at.stream, event)) return [];
      return toCustomer(
        pickupReminderMail({ ...input, chauffeur: await chauffeurAt(eventStore, at, event.position) }),
      );
    default:
      return [];
  }
}

/**
 * The booking module's e-mails, handed to the mail reactor by the composition root (services/api/src/
 * all-reactions.ts): built with the server's secret, since every customer e-mail carries the manage link.
 */
export const bookingMailReaction = (links: BookingMailLinks): MailReaction => ({
  eventTypes: [...MAIL_EVENT_TYPES],
  mails: (event, eventStore) => bookingMails(event, eventStore, links),
});
