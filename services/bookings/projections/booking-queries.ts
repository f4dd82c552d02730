import { pickupWindow, type BookingRow, type BookingSort, type BookingStatus } from '@chauffeur/contracts';
import type { Doc, Filter, ReadStore, SortSpec } from '@chauffeur/projections';
import { searchFilter } from './booking-search';
import { BOOKINGS } from './bookings-projection';

type BookingDoc = Doc & BookingRow;

/** The row as the API shows it: without the store's keys and the search fields (booking-search.ts). */
const toRow = ({
  _id,
  _pos,
  search_text: _text,
  search_phone: _phone,
  ...row
}: BookingDoc & { _pos?: unknown; search_text?: unknown; search_phone?: unknown }): BookingRow => row;

/** The orders of the admin list, each with `_id` last so that ties page stably (the declared indexes end so). */
const SORTS: Record<BookingSort, SortSpec> = {
  created_desc: { created_at: -1, _id: 1 },
  pickup_asc: { scheduled_time: 1, _id: 1 },
  pickup_desc: { scheduled_time: -1, _id: -1 },
};

export interface BookingListOptions {
  status?: BookingStatus;
  /** First and last Brussels day of the pickup, both included. */
  from?: string;
  to?: string;
  sort?: BookingSort;
  /** Reference, name, phone or e-mail (booking-search.ts); trimmed and non-empty. */
  q?: string;
  limit: number;
  offset: number;
}

/** The filter of the admin list: every condition given, combined. */
export function bookingListFilter(options: Omit<BookingListOptions, 'limit' | 'offset' | 'sort'>): Filter {
  const filter: Filter = {};
  if (options.status) filter.status = options.status;
  // scheduled_time is stored in UTC (toISOString), so instants compare as text.
  const { gte, lt } = pickupWindow(options.from, options.to);
  if (gte || lt) filter.scheduled_time = { ...(gte ? { $gte: gte } : {}), ...(lt ? { $lt: lt } : {}) };
  if (options.q) Object.assign(filter, searchFilter(options.q));
  return filter;
}

/** The admin list (SPEC 7, issue 17): filtered, newest first or by pickup time, with the total for paging. */
export async function listBookings(
  store: ReadStore,
  options: BookingListOptions,
): Promise<{ items: BookingRow[]; total: number }> {
  const filter = bookingListFilter(options);
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const [docs, total] = await Promise.all([
    collection.find(filter, {
      sort: SORTS[options.sort ?? 'created_desc'],
      skip: options.offset,
      limit: options.limit,
    }),
    collection.count(filter),
  ]);
  return { items: docs.map(toRow), total };
}

export async function findBooking(store: ReadStore, id: string): Promise<BookingRow | null> {
  const doc = await store.collection<BookingDoc>(BOOKINGS).findOne({ _id: id });
  return doc ? toRow(doc) : null;
}
