import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BRAND } from '../mail/templates/brand';

/**
 * One appointment for the customer's calendar (issue 18: the ride, attached to its confirmation; decision
 * 337: the manage page's "Add to calendar" file). Both are written here, by the one writer (decision 341),
 * for a route to serve and a mail to attach alike.
 */
export interface CalendarEvent {
  /** Stable per thing (e.g. the booking's id): a calendar that imports it again updates, not duplicates. */
  uid: string;
  /** Raised whenever the thing changes, so a calendar takes the newer file over the one it holds. */
  sequence: number;
  /** RFC 5545 3.8.1.11: most calendars remove (or strike through) an event imported again as cancelled. */
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
 * The text of an RFC 5545 calendar with one VEVENT. ical-generator writes it: UTC times (`…Z`), escaped
 * commas, semicolons and newlines, CRLF lines folded at 75 octets (UTF-8 aware). METHOD PUBLISH: the file
 * is for the customer's own calendar, not an invitation to answer.
 */
export function calendarFile(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: BRAND.domain, product: 'bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${event.uid}@${BRAND.domain}`,
    sequence: event.sequence,
    status: STATUS[event.status],
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
