/**
 * One event as an iCalendar file (RFC 5545), written here rather than with a library: the maintained ones
 * carry a whole calendar model (time zones, recurrence, alarms) or runtime dependencies for what is one
 * VEVENT in UTC (decision 337).
 */
export interface CalendarEvent {
  /** Globally unique and the same at every download: a calendar re-importing it updates, not duplicates. */
  uid: string;
  /** Raised whenever the booking changes, so a calendar takes the newer file over the one it holds. */
  sequence: number;
  /** When this file was written (the server's clock). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The place as coordinates, for the calendar's map. */
  geo?: { lat: number; lng: number };
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

/** Who wrote the file (PRODID, required by RFC 5545 3.7.3). */
export const PRODUCT_ID = '-//Brussels Private Chauffeur//Manage booking//EN';

/** RFC 5545 3.3.11: a TEXT value's backslash, semicolon, comma and newline are escaped. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 3.3.5, form 2: a date-time in UTC, `20300331T080000Z`. */
export const utcDateTime = (at: Date): string =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded, CRLF and a space before each continuation
 * (the space counts in the next line's 75). Cut between characters, never inside one's UTF-8 bytes: an
 * "é" or "ü" split across two lines is a broken character in the calendar.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The file: one VCALENDAR holding one VEVENT, every line folded and ended by CRLF. */
export function toIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
