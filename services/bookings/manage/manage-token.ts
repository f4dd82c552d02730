import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@chauffeur/contracts';

/**
 * The token of a booking's private manage link (issue 18): `<booking id>.<HMAC-SHA256 of it>`, 256 bits of
 * signature under a key derived from the server's secret. Nothing of it is stored, not even its hash: the
 * log and the read models hold only the booking id, so neither they nor a backup of them gives a working
 * link, and the mail reactor, which sees only the log, can still write the link into every e-mail, however
 * late (the reminder, the rating request). The same design as the staff invitation link (decision 152).
 * Guessing is infeasible (2^256 signatures per booking id); one booking's token says nothing of another's.
 */
export class ManageTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Its own key: a token of one purpose (a JWT, an invitation) is never a valid signature of another.
    this.key = createHmac('sha256', secret).update('booking-manage-link').digest();
  }

  tokenOf(bookingId: string): string {
    return `${bookingId}.${this.signature(bookingId)}`;
  }

  /** The booking a token names when its signature is right, else null (compared in constant time). */
  read(token: string): string | null {
    const [bookingId, signature, ...rest] = token.split('.');
    if (!bookingId || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.signature(bookingId));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return bookingId;
  }

  private signature(bookingId: string): string {
    return createHmac('sha256', this.key).update(bookingId).digest('base64url');
  }
}

/** The path of a booking's calendar file (decision 337): the route's, and the e-mails' link to it. */
export const MANAGE_CALENDAR_ROUTE = '/api/manage/:token/calendar.ics';

/**
 * A page or file of the site for one manage token: the site's address without its trailing slashes, the
 * token escaped into the path, and the language as `?lng=` when given. The one place that knows the shape
 * of a manage link, so the page's and the calendar file's links cannot drift apart.
 */
const tokenLink = (siteUrl: string, path: string, token: string, language: Language | undefined): string =>
  `${siteUrl.replace(/\/+$/, '')}${path.replace(':token', encodeURIComponent(token))}` +
  (language ? `?lng=${language}` : '');

/**
 * The link a customer e-mail carries: the site's manage page of the booking (web route `/booking/:token`),
 * or one of its pages (`rate`). With the booking's language as `?lng=` (decision 231): the page opens in
 * the language the customer booked in, whatever the browser reading the mail says; the web then drops the
 * parameter, so a language the visitor picks on the page stays theirs. The site's own links (my bookings)
 * go without it: there the visitor's current language already holds.
 */
export const manageUrl = (
  siteUrl: string,
  token: string,
  options: { language?: Language; page?: 'rate' } = {},
): string =>
  tokenLink(siteUrl, `/booking/:token${options.page ? `/${options.page}` : ''}`, token, options.language);

/**
 * "Add to calendar" in a customer e-mail: the same booking's iCalendar file, beside its manage link, with
 * the mail's language as `?lng=` so the event reads as the mail does (the route reads `?lng` first).
 */
export const manageCalendarUrl = (siteUrl: string, token: string, language: Language): string =>
  tokenLink(siteUrl, MANAGE_CALENDAR_ROUTE, token, language);
