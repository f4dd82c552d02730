import { calendarFile, calendarMethod, type CalendarEvent } from '../calendar/calendar-file';
import type { MailAttachment } from './mailer';

/**
 * The calendar file as an e-mail attachment, named by the caller (a booking's is `<reference>.ics`, as its
 * download). The part's `method` is the file's METHOD, as RFC 6047 2.4 asks of an iTIP message in a mail.
 */
export function calendarAttachment(event: CalendarEvent, filename: string): MailAttachment {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${calendarMethod(event)}`,
    content: calendarFile(event),
  };
}
