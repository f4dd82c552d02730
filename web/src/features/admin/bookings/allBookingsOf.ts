import { BOOKINGS_PAGE_MAX, bookingPageSchema, type BookingRow } from '@chauffeur/contracts';
import { adminGet } from '../api/admin-client';
import { bookingsPath, type BookingsView } from '../api/queries';

/** How often the export reads the view again when it changed under it before it gives up. */
const ATTEMPTS = 3;

/** The view changed under every attempt: a part of it would be missing (BookingsPage says so). */
export class ViewChangedError extends Error {
  constructor() {
    super('The bookings changed while they were being exported');
  }
}

/**
 * Every booking of the list's view, page after page of the largest size the server gives: what "Export CSV"
 * writes. It asked for one page of 500 and wrote that, saying nothing of the rest, so a busy month's export
 * for the accountant lost every booking past the 500th.
 */
export async function allBookingsOf(view: BookingsView, signal?: AbortSignal): Promise<BookingRow[]> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const rows = await readView(view, signal);
    if (rows) return rows;
  }
  throw new ViewChangedError();
}

/**
 * One pass over the view, or null when a booking may have been skipped. The list pages by offset, so the
 * view changing between two pages moves the rows: a booking made meanwhile pushes them down (the last row
 * read comes again: kept once, by id), one that leaves the view (a pending booking confirmed while the
 * pending ones are exported) or is sorted elsewhere pulls them up, and the row that crossed the page's
 * edge would be lost without a word. Each page after the first starts one row early: the previous page's
 * last row must be on it, or the rows moved up and the pass starts over.
 */
async function readView(view: BookingsView, signal?: AbortSignal): Promise<BookingRow[] | null> {
  const rows = new Map<string, BookingRow>();
  let last: string | null = null;
  for (let offset = 0; ; offset += BOOKINGS_PAGE_MAX - 1) {
    const page = await adminGet(bookingsPath(view, BOOKINGS_PAGE_MAX, offset), bookingPageSchema, signal);
    if (last !== null && !page.items.some((row) => row.id === last)) return null;
    for (const row of page.items) rows.set(row.id, row);
    if (page.items.length < BOOKINGS_PAGE_MAX || offset + BOOKINGS_PAGE_MAX >= page.total)
      return [...rows.values()];
    last = page.items.at(-1)!.id;
  }
}
