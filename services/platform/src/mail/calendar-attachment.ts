import { calendarFile, type CalendarEvent } from '../calendar/calendar-file';
import type { MailAttachment } from './mailer';

/** The calendar file as an e-mail attachment. */
export function calendarAttachment(event: CalendarEvent, filename = 'booking.ics'): MailAttachment {
  return {
    filename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarFile(event),
  };
}
