import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingStream } from '@chauffeur/contracts';
import {
  createTestApp,
  TEST_SECRET,
  TEST_SITE_URL,
  bookWith,
  inHours,
  type TestApp,
} from '@chauffeur/api/testing';
import { parseIcs } from '@chauffeur/platform/testing';
import { bookingMails } from '../mail/booking-mails';
import { ManageTokens } from './manage-token';

/**
 * Decision 337: "Add to calendar" on the manage page, through the API: the booking as one iCalendar event,
 * refused like the page for a link that is not valid, in the reader's language, cancelled once cancelled.
 */
describe('the calendar file of a booking (GET /api/manage/:token/calendar.ics)', () => {
  let t: TestApp;
  let clock: number;
  const tokens = new ManageTokens(TEST_SECRET);

  beforeEach(async () => {
    clock = Date.now();
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterEach(async () => t.close());

  const book = async (overrides: Record<string, unknown> = {}) => {
    const response = await bookWith(t, overrides);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; reference: string };
  };
  /** The file as a browser reading in `language` downloads it (the booking fixture's own: Dutch). */
  const calendar = (token: string, headers: Record<string, string> = { 'accept-language': 'en-GB' }) =>
    t.app.inject({ url: `/api/manage/${token}/calendar.ics`, headers });
  /** The file's content lines, unfolded (RFC 5545 3.1): CRLF and one space join a folded line again. */
  const linesOf = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');
  const value = (body: string, name: string) =>
    linesOf(body)
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1);
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '');

  it('downloads one event named after the reference, not stored by any cache, with CRLF lines of 75 octets at most', async () => {
    const booking = await book({ scheduled_time: inHours(72) });
    clock += 3 * 3_600_000; // the server's clock, not the machine's, stamps the file
    const answer = await calendar(tokens.tokenOf(booking.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${booking.reference}.ics"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(linesOf(body).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(value(body, 'DTSTAMP')).toBe(utc(new Date(clock).toISOString()));
    expect(value(body, 'STATUS')).toBe('TENTATIVE');
    expect(value(body, 'SUMMARY')).toBe('Chauffeur ride to Brussels Airport');
    // The description: destination, reference, vehicle, passengers and the manage page, in the file's language.
    const description = value(body, 'DESCRIPTION')!;
    expect(description).toContain('Destination: Brussels Airport\\, 1930 Zaventem\\, Belgium');
    expect(description).toContain(`Reference: ${booking.reference}`);
    expect(description).toContain('Vehicle: Mercedes-Benz S-Class');
    expect(description).toContain('Passengers: 2');
    expect(description).toContain(
      `Your booking: ${TEST_SITE_URL}/booking/${encodeURIComponent(tokens.tokenOf(booking.id))}?lng=en`,
    );
    expect(description.split('\\n').length).toBeGreaterThanOrEqual(5);
  });

  it('puts a Brussels pickup at its UTC instant on both sides of the spring clock change, ending after the route', async () => {
    // 31 March 2030, 02:00: Brussels moves from UTC+1 to UTC+2. 10:00 in Brussels is 09:00Z, then 08:00Z.
    const before = await book({ scheduled_time: '2030-03-30T10:00:00+01:00' });
    const after = await book({ scheduled_time: '2030-03-31T10:00:00+02:00' });
    const [first, second] = await Promise.all(
      [before, after].map(async (booking) => (await calendar(tokens.tokenOf(booking.id))).body),
    );
    expect(value(first!, 'DTSTART')).toBe('20300330T090000Z');
    expect(value(second!, 'DTSTART')).toBe('20300331T080000Z');
    // DTEND: the pickup plus the route's duration the server measured when it priced the booking.
    const [requested] = await t.eventStore.readStream(bookingStream(after.id));
    const minutes = (requested!.data as { estimated_duration_minutes: number }).estimated_duration_minutes;
    expect(minutes).toBeGreaterThan(0);
    expect(value(second!, 'DTEND')).toBe(utc(new Date(Date.UTC(2030, 2, 31, 8, minutes)).toISOString()));
  });

  it("escapes the pickup place's commas and the address line's semicolon (RFC 5545 TEXT)", async () => {
    const booking = await book({
      scheduled_time: inHours(72),
      pickup_address_line: 'Porte 3; sonnez, svp',
    });
    const body = (await calendar(tokens.tokenOf(booking.id), { 'accept-language': 'fr-BE' })).body;
    // Booked as "Grand-Place, 1000 Bruxelles", read in French.
    expect(value(body, 'LOCATION')).toBe('Grand-Place\\, 1000 Bruxelles\\, Belgique');
    expect(value(body, 'DESCRIPTION')).toContain(
      'Prise en charge\u00a0: Grand-Place\\, 1000 Bruxelles\\, Belgique – Porte 3\\; sonnez\\, svp\\n',
    );
  });

  it('says the booking in the language of Accept-Language, or of its link’s ?lng before that', async () => {
    const booking = await book({ scheduled_time: inHours(72) });
    const token = tokens.tokenOf(booking.id);
    const dutch = (await calendar(token, { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8' })).body;
    expect(value(dutch, 'SUMMARY')).toBe('Rit met chauffeur naar Brussels Airport');
    expect(value(dutch, 'LOCATION')).toBe('Grote Markt\\, 1000 Brussel\\, België');
    expect(value(dutch, 'DESCRIPTION')).toContain(`Referentie: ${booking.reference}`);
    expect(value(dutch, 'DESCRIPTION')).toContain('?lng=nl');
    const german = await t.app.inject({
      url: `/api/manage/${token}/calendar.ics?lng=de`,
      headers: { 'accept-language': 'fr-BE' },
    });
    expect(value(german.body, 'SUMMARY')).toBe('Chauffeurfahrt nach Brussels Airport');
    expect(value(german.body, 'DESCRIPTION')).toContain('Fahrgäste: 2');
  });

  it("is what the booking's e-mail links to, in the mail's language whatever the browser says (decision 339)", async () => {
    const booking = await book({ scheduled_time: inHours(72) });
    const [requested] = await t.eventStore.readStream(bookingStream(booking.id));
    const mails = await bookingMails(requested!, t.eventStore, {
      secret: TEST_SECRET,
      siteUrl: TEST_SITE_URL,
    });
    const received = mails.find((mail) => mail.id.includes('.customer@'))!;
    const link = /https:\/\/\S+\/calendar\.ics\S*/.exec(received.text)?.[0];
    expect(link).toBe(
      `${TEST_SITE_URL}/api/manage/${encodeURIComponent(tokens.tokenOf(booking.id))}/calendar.ics?lng=nl`,
    );
    const { pathname, search } = new URL(link!);
    const answer = await t.app.inject({
      url: `${pathname}${search}`,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(answer.statusCode).toBe(200);
    expect(value(answer.body, 'SUMMARY')).toBe('Rit met chauffeur naar Brussels Airport');
  });

  it("describes the same event as the confirmation mail's attachment, in the booking's language", async () => {
    const booking = await book({
      scheduled_time: inHours(72),
      pickup_address_line: 'Porte 3; sonnez, svp',
      flight_number: 'SN3274',
    });
    const row = await t.app.inject({ url: `/api/admin/bookings/${booking.id}`, headers: t.adminHeaders() });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/confirm`,
      headers: { ...t.adminHeaders(), 'if-match': `"${row.json().revision}"` },
    });
    expect(confirmed.statusCode).toBe(200);
    const confirmation = (await t.eventStore.readStream(bookingStream(booking.id))).at(-1)!;
    expect(confirmation.type).toBe('BookingConfirmed');
    clock += 86_400_000; // downloaded a day after the mail was sent
    const [mail] = await bookingMails(confirmation, t.eventStore, {
      secret: TEST_SECRET,
      siteUrl: TEST_SITE_URL,
    });
    const attached = parseIcs(mail!.attachments![0]!.content).events;
    // The booking fixture's language is Dutch: the file asked for in Dutch, from an English browser.
    const token = encodeURIComponent(tokens.tokenOf(booking.id));
    const downloaded = await t.app.inject({
      url: `/api/manage/${token}/calendar.ics?lng=nl`,
      headers: { 'accept-language': 'en-GB' },
    });
    const served = parseIcs(downloaded.body).events;
    expect(attached).toHaveLength(1);
    expect(served).toHaveLength(1);
    // One name too (decision 345): the attachment is not `booking.ics` beside a downloaded `CH-….ics`.
    expect(mail!.attachments![0]!.filename).toBe(`${booking.reference}.ics`);
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="${mail!.attachments![0]!.filename}"`,
    );
    const [fromMail, fromRoute] = [attached[0]!, served[0]!];
    expect(fromRoute.get('SUMMARY')).toBe('Rit met chauffeur naar Brussels Airport');
    for (const name of [
      'UID',
      'SEQUENCE',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'GEO',
      'STATUS',
      'DESCRIPTION',
    ])
      expect({ [name]: fromMail.get(name) }).toEqual({ [name]: fromRoute.get(name) });
    // Only the stamp differs: the mail's is its event's time (a mail sent again is the same mail).
    expect(fromMail.get('DTSTAMP')).toBe(utc(confirmation.recordedAt.toISOString()));
    expect(fromRoute.get('DTSTAMP')).toBe(utc(new Date(clock).toISOString()));
  });

  it('keeps its UID across downloads and cancels the event once the customer cancelled, with a higher SEQUENCE', async () => {
    const booking = await book({ scheduled_time: inHours(72) });
    const token = tokens.tokenOf(booking.id);
    const booked = (await calendar(token)).body;
    expect(value(booked, 'METHOD')).toBe('PUBLISH');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    const after = (await calendar(token)).body;
    // The cancellation mail's kind of file (decision 345): opened, it takes the ride out of the calendar.
    expect(value(after, 'METHOD')).toBe('CANCEL');
    expect(value(after, 'UID')).toBe(value(booked, 'UID'));
    expect(value(after, 'UID')).toContain(booking.id);
    expect(value(after, 'STATUS')).toBe('CANCELLED');
    expect(value(after, 'SUMMARY')).toBe('Cancelled: Chauffeur ride to Brussels Airport');
    expect(Number(value(after, 'SEQUENCE'))).toBeGreaterThan(Number(value(booked, 'SEQUENCE')));
    expect(value(after, 'DTSTART')).toBe(value(booked, 'DTSTART'));
  });

  it('refuses a forged, foreign or unknown token, and a deleted booking, with the manage page’s own 404', async () => {
    const booking = await book({ scheduled_time: inHours(72) });
    const [, signature] = tokens.tokenOf(booking.id).split('.');
    const other = await book({ scheduled_time: inHours(74), emergency_contact_email: 'b@example.be' });
    const refused = [
      `${other.id}.${signature}`,
      new ManageTokens('another-secret').tokenOf(booking.id),
      tokens.tokenOf('00000000-0000-4000-8000-000000000000'),
      'not-a-token',
    ].map(encodeURIComponent);
    const page = await t.app.inject({ url: `/api/manage/${refused[0]}` });
    expect(page.statusCode).toBe(404);
    for (const token of refused) {
      const answer = await calendar(token);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.json()).toMatchObject({ code: 'link_not_valid', detail: page.json().detail });
    }
    const revision = (await t.eventStore.readStream(bookingStream(other.id))).at(-1)!.revision;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${other.id}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const gone = await calendar(tokens.tokenOf(other.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('link_not_valid');
  });
});
