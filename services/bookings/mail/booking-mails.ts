import {
  BOOKING_LIFECYCLE,
  SETTINGS_STREAM,
  applyBookingChange,
  bookingChangedDataSchema,
  bookingRequestedDataSchema,
  bookingStream,
  type BookingRequestedData,
  type SettingsValues,
  isEvent,
} from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { settingsDecider } from '../../settings/index';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { z } from 'zod';
import {
  BRAND,
  UnmailableEvent,
  type MailMessage,
  type MailReaction,
  type RenderedMail,
} from '@chauffeur/platform';
import { SettingChanged } from '../../settings/index';
import {
  bookingCancelledMail,
  bookingChangedMail,
  bookingConfirmedMail,
  bookingReceivedMail,
} from './templates/customer-mails';
import { newBookingCompanyMail } from './templates/company-mail';

/** The events that cause e-mail. */
export const MAIL_EVENT_TYPES: ReadonlySet<string> = new Set([
  'BookingRequested',
  BOOKING_LIFECYCLE.confirm.event,
  BOOKING_LIFECYCLE.cancel.event,
  // Issue 17 point 5: the customer is told of a change and the new price.
  'BookingChanged',
]);

type Recipient = 'customer' | 'company';

/** Stable per event and recipient: the same event always gives the same ids (and outbox file names). */
export const messageId = (eventId: string, recipient: Recipient): string =>
  `${eventId}.${recipient}@${BRAND.domain}`;

const bookingIdSchema = z.object({ booking_id: z.string() });

/**
 * The settings as they were when the booking was made: the currency its fare was shown in, the address the
 * company had set. A mail sent late, or again, then says what it would have said on time.
 */
export async function settingsAt(
  eventStore: Pick<EventStore, 'readStream'>,
  position: bigint,
): Promise<SettingsValues> {
  const events = await eventStore.readStream(SETTINGS_STREAM);
  return fold(
    settingsDecider,
    events
      .filter((event) => event.position <= position)
      .filter((event) => isEvent(SettingChanged, event))
      .map((event) => ({ type: 'SettingChanged' as const, data: event.data })),
  );
}

/**
 * The booking as it stood at this event: its BookingRequested (the event itself, or the first of its stream)
 * with the changes made up to the event laid over (issue 17), so a confirmation sent after a change, or the
 * change's own e-mail, shows the ride as it then was. `position` is the request's (the settings then).
 */
export async function bookingAt(
  eventStore: Pick<EventStore, 'readStream'>,
  event: RecordedEvent,
): Promise<{ booking: BookingRequestedData; position: bigint }> {
  if (event.type === 'BookingRequested') return { booking: parseRequest(event), position: event.position };
  const parsed = bookingIdSchema.safeParse(event.data);
  if (!parsed.success) throw new UnmailableEvent(`${event.type} at ${event.position} has no booking_id`);
  const events = await eventStore.readStream(bookingStream(parsed.data.booking_id));
  const [first] = events;
  if (first?.type !== 'BookingRequested')
    throw new UnmailableEvent(`booking ${parsed.data.booking_id} has no BookingRequested`);
  let booking = parseRequest(first);
  for (const later of events) {
    if (later.revision > event.revision) break;
    if (later.type !== 'BookingChanged') continue;
    const change = bookingChangedDataSchema.safeParse(later.data);
    if (!change.success) throw new UnmailableEvent(`BookingChanged at ${later.position} is malformed`);
    booking = applyBookingChange(booking, change.data);
  }
  return { booking, position: first.position };
}

function parseRequest(event: RecordedEvent): BookingRequestedData {
  const parsed = bookingRequestedDataSchema.safeParse(event.data);
  if (!parsed.success)
    throw new UnmailableEvent(`BookingRequested at ${event.position} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

const message = (id: string, to: string, mail: RenderedMail, replyTo?: string): MailMessage => ({
  id,
  to,
  ...(replyTo ? { replyTo } : {}),
  ...mail,
});

/**
 * The e-mails one event causes: BookingRequested → the customer and the company; the confirmation, the
 * cancellation (the events of those lifecycle steps) and a change → the customer. Any other event → none. Reads the
 * booking's request and the settings.
 */
export async function bookingMails(
  event: RecordedEvent,
  eventStore: Pick<EventStore, 'readStream'>,
): Promise<MailMessage[]> {
  if (!MAIL_EVENT_TYPES.has(event.type)) return [];
  const { booking, position } = await bookingAt(eventStore, event);
  const settings = await settingsAt(eventStore, position);
  const input = { booking, currency: settings.default_currency };
  const customer = booking.customer.email;
  switch (event.type) {
    case 'BookingRequested':
      return [
        message(messageId(event.id, 'customer'), customer, bookingReceivedMail(input)),
        message(
          messageId(event.id, 'company'),
          settings.booking_notification_email,
          newBookingCompanyMail(input),
          customer,
        ),
      ];
    case BOOKING_LIFECYCLE.confirm.event:
      return [message(messageId(event.id, 'customer'), customer, bookingConfirmedMail(input))];
    case BOOKING_LIFECYCLE.cancel.event:
      return [message(messageId(event.id, 'customer'), customer, bookingCancelledMail(input))];
    case 'BookingChanged': {
      const { previous_total_fare } = bookingChangedDataSchema.parse(event.data);
      return [
        message(
          messageId(event.id, 'customer'),
          customer,
          bookingChangedMail({ ...input, previousTotal: previous_total_fare }),
        ),
      ];
    }
    default:
      return [];
  }
}

/** The booking module's e-mails, handed to the mail reactor by the composition root. */
export const bookingMailReaction: MailReaction = {
  eventTypes: [...MAIL_EVENT_TYPES],
  mails: bookingMails,
};
