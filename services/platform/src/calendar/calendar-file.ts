import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BRAND } from '../mail/templates/brand';
import { MAIL_FROM } from '../mail/mailer';

/**
 * One appointment for the customer's calendar (issue 18: the ride, attached to its confirmation; decision
 * 337: the manage page's "Add to calendar" file; decision 345: the cancellation's file). Every file is
 * written here, by the one writer (decision 341), for a route to serve and a mail to attach alike.
 */
export interface CalendarEvent {
  /** Stable per thing (e.g. the booking's id): a calendar that imports it again updates, not duplicates. */
  uid: string;
  /**
   * Raised whenever the thing changes, so a calendar takes the newer file over the one it holds (and acts
   * on a cancellation only when its SEQUENCE is not lower than the event's it holds).
   */
  sequence: number;
  /** RFC 5545 3.8.1.11; CANCELLED also makes the file a CANCEL (`calendarMethod`). */
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  start: Date;
  end: Date;
  summary: string;
  location: string;
  /** The place as coordinates (GEO), for the calendar's map. */
  geo?: { lat: number; lng: number };
  description: string;
  /** When the file was made (DTSTAMP): an e-mail's is its event's time, so a mail sent again is the same. */
  stamp: Date;
}

const STATUS: Record<CalendarEvent['status'], ICalEventStatus> = {
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * The iTIP method (RFC 5546) of an event's file, one rule for the file and the mail part that carries it:
 * a cancelled event is a CANCEL, which a client that reads iTIP (Outlook, Apple Calendar) takes as "remove
 * the event with this UID", where a PUBLISH marked CANCELLED is often only restyled; anything else is a
 * PUBLISH, an event for the customer's own calendar, not an invitation to answer. RFC 5546 3.2.1 lets a
 * published event be cancelled so.
 */
export const calendarMethod = (event: Pick<CalendarEvent, 'status'>): 'CANCEL' | 'PUBLISH' =>
  event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';

const METHOD: Record<ReturnType<typeof calendarMethod>, ICalCalendarMethod> = {
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/**
 * The company organises every ride it puts in a calendar. RFC 5546 requires ORGANIZER in a PUBLISH and a
 * CANCEL; a client honours a CANCEL only from the organiser of the event it holds (so the files that add
 * and remove the ride name the same one), and Gmail compares it with the mail's sender: the address every
 * mail is from. No ATTENDEE: the customer is not invited to answer (a PUBLISH has none to cancel).
 */
const ORGANIZER = { name: MAIL_FROM.name, email: MAIL_FROM.address };

/**
 * The text of an RFC 5545 calendar with one VEVENT. ical-generator writes it: UTC times (`…Z`), escaped
 * commas, semicolons and newlines, CRLF lines folded at 75 octets (UTF-8 aware). Its METHOD is
 * `calendarMethod`'s.
 */
export function calendarFile(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: BRAND.domain, product: 'bookings', language: 'EN' },
    method: METHOD[calendarMethod(event)],
  });
  calendar.createEvent({
    id: `${event.uid}@${BRAND.domain}`,
    sequence: event.sequence,
    status: STATUS[event.status],
    organizer: ORGANIZER,
    start: event.start,
    end: event.end,
    stamp: event.stamp,
    summary: event.summary,
    location: event.geo
      ? { title: event.location, geo: { lat: event.geo.lat, lon: event.geo.lng } }
      : event.location,
    description: event.description,
  });
  // RFC 5545 ends every content line, the last one too, with CRLF; the library leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
