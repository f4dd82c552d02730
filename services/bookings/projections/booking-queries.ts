import {
  pickupWindow,
  type BookingRow,
  type BookingSort,
  type BookingStatus,
  type ChangeRequestFilter,
} from '@chauffeur/contracts';
import { findJson, type Doc, type Filter, type ReadStore, type SortSpec } from '@chauffeur/projections';
import { searchFilter } from './booking-search';
import { BOOKINGS } from './bookings-projection';

type BookingDoc = Doc & BookingRow;

/**
 * What the bookings table keeps for its own use and never shows: the store's keys, the search fields
 * (booking-search.ts) and how the fare was found (copied from the request event, for the record).
 */
const STORE_ONLY_FIELDS: readonly string[] = ['_id', '_pos', 'search_text', 'search_phone', 'fare_basis'];

/** The row as the API shows it: the stored document without its store-only fields. */
export function toRow(doc: BookingDoc): BookingRow {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(doc)) if (!STORE_ONLY_FIELDS.includes(key)) row[key] = doc[key];
  return row as BookingRow;
}

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
  /** `open`: only bookings whose change request waits (changeRequestWaits), by the pickup ahead of `now`. */
  change_request?: ChangeRequestFilter;
  /** The server's clock (ms), for `change_request`. */
  now?: number;
  limit: number;
  offset: number;
}

/** The filter of the admin list: every condition given, combined. */
export function bookingListFilter(options: Omit<BookingListOptions, 'limit' | 'offset' | 'sort'>): Filter {
  const filter: Filter = {};
  if (options.status) filter.status = options.status;
  // scheduled_time is stored in UTC (toISOString), so instants compare as text.
  const { gte, lt } = pickupWindow(options.from, options.to);
  // changeRequestWaits (contracts) as the store asks it: open, and the pickup after now. The declared index
  // (change_request_open, scheduled_time) walks only the waiting ones (decision 323).
  const after =
    options.change_request === 'open' ? new Date(options.now ?? Date.now()).toISOString() : undefined;
  if (after) filter.change_request_open = true;
  if (gte || lt || after)
    filter.scheduled_time = {
      ...(gte ? { $gte: gte } : {}),
      ...(lt ? { $lt: lt } : {}),
      ...(after ? { $gt: after } : {}),
    };
  if (options.q) Object.assign(filter, searchFilter(options.q));
  return filter;
}

/** The page of the admin list the options ask for: its filter, order and bounds. */
function listQuery(options: BookingListOptions) {
  const filter = bookingListFilter(options);
  const page = { sort: SORTS[options.sort ?? 'created_desc'], skip: options.offset, limit: options.limit };
  return { filter, page };
}

/** The admin list (SPEC 7, issue 17): filtered, newest first or by pickup time, with the total for paging. */
export async function listBookings(
  store: ReadStore,
  options: BookingListOptions,
): Promise<{ items: BookingRow[]; total: number }> {
  const { filter, page } = listQuery(options);
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const [docs, total] = await Promise.all([collection.find(filter, page), collection.count(filter)]);
  return { items: docs.map(toRow), total };
}

/**
 * The same list with each row as JSON text, as the store keeps it without its store-only fields: the
 * admin's list is sent without parsing and writing out 50 rows again (issue 16: p99 under 20 ms).
 */
export async function listBookingsJson(
  store: ReadStore,
  options: BookingListOptions,
): Promise<{ items: string[]; total: number }> {
  const { filter, page } = listQuery(options);
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const [items, total] = await Promise.all([
    findJson(collection, filter, { ...page, omit: STORE_ONLY_FIELDS }),
    collection.count(filter),
  ]);
  return { items, total };
}

export async function findBooking(store: ReadStore, id: string): Promise<BookingRow | null> {
  const doc = await store.collection<BookingDoc>(BOOKINGS).findOne({ _id: id });
  return doc ? toRow(doc) : null;
}
