import { z } from 'zod';
import { bookingStatusSchema } from './status';
import { BRUSSELS_TIME_ZONE } from '../common/brussels-zone';

/**
 * `GET /api/admin/bookings` (issue 17): the admin list's filters, one schema for the server's validation and
 * the web page's URL (so a shared or reloaded view reads the same query).
 */

/**
 * The most bookings one page of the list gives: the server refuses more, and the CSV export asks for pages of
 * this size until it has the whole view.
 */
export const BOOKINGS_PAGE_MAX = 500;

/** How the list is ordered: newest bookings first (SPEC 7, the default), or by pickup time. */
export const BOOKING_SORTS = ['created_desc', 'pickup_asc', 'pickup_desc'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day that exists (2026-02-30 does not). */
const isDay = (text: string): boolean => {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};
const daySchema = z.string().refine(isDay, 'must be a day (YYYY-MM-DD)');

/** `change_request=open`: only bookings whose customer's change request waits for an answer (decision 323). */
export const CHANGE_REQUEST_FILTERS = ['open'] as const;
export type ChangeRequestFilter = (typeof CHANGE_REQUEST_FILTERS)[number];

/**
 * A booking's change request waits for the operator: asked, not answered, and its pickup still ahead (at the
 * pickup it has expired, decision 284, though the read model, which has no clock, keeps it open). The one
 * rule behind the list's marker (decision 321) and its filter (decision 323), which asks the store the same.
 */
export const changeRequestWaits = (
  row: { change_request_open?: boolean | undefined; scheduled_time: string },
  now: number,
): boolean => row.change_request_open === true && Date.parse(row.scheduled_time) > now;

/** At most this long: a name, an e-mail or a phone number fits. */
export const BOOKING_SEARCH_MAX = 100;

export const bookingListFilterShape = {
  status: bookingStatusSchema.optional(),
  /** First and last Brussels day of the pickup (both included). */
  from: daySchema.optional(),
  to: daySchema.optional(),
  sort: z.enum(BOOKING_SORTS).default('created_desc'),
  /** Reference, name, phone or e-mail; trimmed, case-insensitive; empty means no search. */
  q: z
    .string()
    .trim()
    .max(BOOKING_SEARCH_MAX, `must be at most ${BOOKING_SEARCH_MAX} characters`)
    .transform((text) => text || undefined)
    .optional(),
  change_request: z.enum(CHANGE_REQUEST_FILTERS).optional(),
};

/** A range whose last day comes before its first is a mistake worth saying, not an empty list. */
export const fromNotAfterTo = <T extends { from?: string; to?: string }>(query: T) =>
  !query.from || !query.to || query.from <= query.to;
export const FROM_AFTER_TO = { message: 'must not be before from', path: ['to'] };

export const bookingListFilterSchema = z.object(bookingListFilterShape).refine(fromNotAfterTo, FROM_AFTER_TO);
export type BookingListFilter = z.input<typeof bookingListFilterSchema>;

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRUSSELS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const BRUSSELS_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: BRUSSELS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The calendar day (YYYY-MM-DD) in Brussels of an instant. */
export const brusselsDayOf = (instant: Date | string | number): string =>
  BRUSSELS_DAY.format(new Date(instant));

/** The day after a day (YYYY-MM-DD). */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Brussels' offset from UTC in minutes at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const name = BRUSSELS_OFFSET.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The instant a Brussels day begins (its local midnight), as ISO 8601 in UTC. The offset is read two hours
 * before that day's UTC midnight: Brussels changes clocks at 01:00 UTC, so that is still the offset its
 * midnight had.
 */
export function brusselsDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - offsetMinutes(utcMidnight - 2 * 3_600_000) * 60_000).toISOString();
}

/** The pickup instants of a day range: [start of `from`, start of the day after `to`). */
export function pickupWindow(from?: string, to?: string): { gte?: string; lt?: string } {
  return {
    ...(from ? { gte: brusselsDayStart(from) } : {}),
    ...(to ? { lt: brusselsDayStart(nextDay(to)) } : {}),
  };
}
