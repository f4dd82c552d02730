import { BOOKINGS_PAGE_MAX, bookingPageSchema, type BookingRow } from '@chauffeur/contracts';
import { adminGet } from '../api/admin-client';
import { bookingsPath, type BookingsView } from '../api/queries';

/**
 * Every booking of the list's view, page after page of the largest size the server gives: what "Export CSV"
 * writes. It asked for one page of 500 and wrote that, saying nothing of the rest, so a busy month's export
 * for the accountant lost every booking past the 500th. A booking made while the pages are read shifts the
 * later ones by a row: it is kept once, by id.
 */
export async function allBookingsOf(view: BookingsView): Promise<BookingRow[]> {
  const rows = new Map<string, BookingRow>();
  for (let offset = 0; ; offset += BOOKINGS_PAGE_MAX) {
    const page = await adminGet(bookingsPath(view, BOOKINGS_PAGE_MAX, offset), bookingPageSchema);
    for (const row of page.items) rows.set(row.id, row);
    if (page.items.length < BOOKINGS_PAGE_MAX || offset + BOOKINGS_PAGE_MAX >= page.total)
      return [...rows.values()];
  }
}
