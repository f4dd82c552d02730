import ical, { ICalCalendarMethod } from 'ical-generator';
import { BRAND } from './templates/brand';
import type { MailAttachment } from './mailer';

/** One appointment for the customer's calendar (issue 18: the ride, attached to its confirmation). */
export interface CalendarEvent {
  /** Stable per thing (e.g. the booking's id): a calendar that imports it again updates, not duplicates. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** When the file was made (DTSTAMP): the event's time, so a mail sent again is byte for byte the same. */
  stamp: Date;
}

/**
 * An RFC 5545 calendar with one VEVENT, as an e-mail attachment. ical-generator writes the text: UTC times
 * (`…Z`), escaped commas, semicolons and newlines, CRLF lines folded at 75 octets (UTF-8 aware). METHOD
 * PUBLISH: the file is for the customer's own calendar, not an invitation to answer.
 */
export function calendarAttachment(event: CalendarEvent, filename = 'booking.ics'): MailAttachment {
  const calendar = ical({
    prodId: { company: BRAND.domain, product: 'bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${event.uid}@${BRAND.domain}`,
    start: event.start,
    end: event.end,
    stamp: event.stamp,
    summary: event.summary,
    location: event.location,
    description: event.description,
  });
  return {
    filename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    // RFC 5545 ends every content line, the last one too, with CRLF; the library leaves the last bare.
    content: `${calendar.toString()}\r\n`,
  };
}
