import type { BookingRow, BookingStatus } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { BOOKINGS } from './bookings-projection';

type BookingDoc = Doc & BookingRow;

const toRow = ({ _id, _pos, ...row }: BookingDoc & { _pos?: unknown }): BookingRow => row;

/** The admin list: optionally one status, newest first (SPEC 7), with the total for paging. */
export async function listBookings(
  store: ReadStore,
  options: { status?: BookingStatus; limit: number; offset: number },
): Promise<{ items: BookingRow[]; total: number }> {
  const filter = options.status ? { status: options.status } : {};
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const [docs, total] = await Promise.all([
    collection.find(filter, { sort: { created_at: -1, _id: 1 }, skip: options.offset, limit: options.limit }),
    collection.count(filter),
  ]);
  return { items: docs.map(toRow), total };
}

export async function findBooking(store: ReadStore, id: string): Promise<BookingRow | null> {
  const doc = await store.collection<BookingDoc>(BOOKINGS).findOne({ _id: id });
  return doc ? toRow(doc) : null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many bookings (deleted ones aside) each e-mail made, case-insensitively: for the customers table. */
export async function countBookingsByEmail(store: ReadStore, emails: string[]): Promise<Map<string, number>> {
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const counts = await Promise.all(
    emails.map((email) =>
      collection.count({ emergency_contact_email: { $regex: `^${escapeRegex(email)}$`, $options: 'i' } }),
    ),
  );
  return new Map(emails.map((email, i) => [email, counts[i]!]));
}
