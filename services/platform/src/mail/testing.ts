import { randomUUID } from 'node:crypto';
import { SETTINGS_STREAM, bookingStream, type BookingRequestedData } from '@chauffeur/contracts';
import type { EventStore, MetadataToAppend } from '@chauffeur/eventstore';
import type { CalendarEvent } from '../calendar/calendar-file';

/** Test helpers for the mail tests (not used by production code). */

export function sampleBooking(overrides: Partial<BookingRequestedData> = {}): BookingRequestedData {
  return {
    booking_id: randomUUID(),
    reference: 'CH-7K3P9Q',
    pickup_location: { address: 'Brussels Airport (BRU), 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
    dropoff_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
    scheduled_time: '2025-06-13T12:30:00.000Z',
    vehicle: { id: randomUUID(), name: 'Mercedes S-Class', type: 'luxury', price_per_km: 3.2 },
    passenger_count: 2,
    luggage_count: 3,
    flight_number: 'SN2902',
    is_round_trip: false,
    customer: { name: 'Jane Doe', phone: '+32 470 12 34 56', email: 'jane@example.be' },
    language: 'en',
    distance_km: 385.8,
    estimated_duration_minutes: 25,
    route_source: 'estimate',
    base_fare: 0,
    distance_fare: 1234.5,
    total_fare: 1234.5,
    ...overrides,
  };
}

// No schemaVersion: the mail tests write to a raw store, and the mail reactor reads data, not versions.
const metadata = (): MetadataToAppend => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  actor: { kind: 'anonymous' },
  correlationId: 'mail-test',
  causationId: 'mail-test',
});

/** Appends one event and answers its id and global position. */
export async function appendOne(
  store: EventStore,
  stream: string,
  type: string,
  data: unknown,
): Promise<{ eventId: string; position: bigint }> {
  const event = { type, data, metadata: metadata() };
  const { position } = await store.append(stream, [event], { expectedRevision: 'any' });
  return { eventId: event.metadata.eventId, position };
}

export const requestBooking = async (store: EventStore, overrides: Partial<BookingRequestedData> = {}) => {
  const booking = sampleBooking(overrides);
  const appended = await appendOne(store, bookingStream(booking.booking_id), 'BookingRequested', booking);
  return { ...appended, booking };
};

export const bookingEvent = (store: EventStore, bookingId: string, type: string, extra: object = {}) =>
  appendOne(store, bookingStream(bookingId), type, { booking_id: bookingId, ...extra });

export const changeSetting = (store: EventStore, field: string, value: string | number | boolean) =>
  appendOne(store, SETTINGS_STREAM, 'SettingChanged', { field, value });

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Decodes a quoted-printable body (soft line breaks, =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`) of an unfolded header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The headers of an .eml file (unfolded) and its raw body. */
export function parseEml(eml: string): { headers: Map<string, string>; body: string } {
  const end = eml.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of eml
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: eml.slice(end + 4) };
}

/** The decoded content of the MIME part with this content type (`text/plain` or `text/html`). */
export function mimePart(body: string, contentType: string): string {
  const section = body.split(/\r\n--/).find((chunk) => chunk.includes(`Content-Type: ${contentType}`));
  if (!section) throw new Error(`no ${contentType} part`);
  return decodeQuotedPrintable(section.slice(section.indexOf('\r\n\r\n') + 4)).replace(/\r\n/g, '\n');
}

/** Intl writes no-break spaces (U+00A0, U+202F) inside amounts and dates; compare with plain spaces. */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/** The decoded content of the attachment part with this content type (base64 or quoted-printable). */
export function mimeAttachment(body: string, contentType: string): string {
  const section = body.split(/\r\n--/).find((chunk) => chunk.includes(`Content-Type: ${contentType}`));
  if (!section) throw new Error(`no ${contentType} part`);
  const headers = section.slice(0, section.indexOf('\r\n\r\n'));
  const content = section.slice(section.indexOf('\r\n\r\n') + 4);
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(content);
  return content;
}

/**
 * A strict little RFC 5545 reader for the tests: every line ends in CRLF and is at most 75 octets, folded
 * lines are joined back, BEGIN/END nest, and each VEVENT's properties come back unescaped (name → value).
 */
export function parseIcs(text: string): { calendar: Map<string, string>; events: Map<string, string>[] } {
  if (!text.endsWith('\r\n')) throw new Error('an iCalendar file ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`bare line break in ${line}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical)
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  const stack: string[] = [];
  const calendar = new Map<string, string>();
  const events: Map<string, string>[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push(new Map());
    } else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what is open`);
    } else if (stack.at(-1) === 'VEVENT')
      events.at(-1)!.set(
        name,
        value.replace(/\\([\\;,nN])/g, (_m, c: string) => (/n/i.test(c) ? '\n' : c)),
      );
    else if (stack.at(-1) === 'VCALENDAR') calendar.set(name, value);
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(', ')}`);
  return { calendar, events };
}

/** A ride as the bookings module describes it for a calendar, for the calendar writer's and the mail's tests. */
export const sampleCalendarEvent: CalendarEvent = {
  uid: '4b0c3a55-7f0e-4a8e-9a63-1f8a3c1e2d10',
  sequence: 2,
  status: 'CONFIRMED',
  start: new Date('2025-06-13T12:30:00.000Z'),
  end: new Date('2025-06-13T12:55:00.000Z'),
  summary: 'Trajet avec chauffeur – CH-7K3P9Q',
  location: 'Brussels Airport (BRU), 1930 Zaventem; porte 4',
  description: `Référence : CH-7K3P9Q\nGérer : https://example.be/booking/${'x'.repeat(90)}`,
  stamp: new Date('2025-06-01T08:00:00.000Z'),
};
