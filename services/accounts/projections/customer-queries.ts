import {
  sumsOfCents,
  type CustomerBooking,
  type CustomerDetail,
  type CustomerRow,
} from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import {
  CUSTOMERS,
  CUSTOMER_BOOKINGS,
  type CustomerBookingDoc,
  type CustomerDoc,
} from './customers-projection';
import { searchPattern } from './customer-search';

/** At most this many bookings on a customer's page, latest pickup first (its count says how many in all). */
export const CUSTOMER_PAGE_BOOKINGS = 100;

/**
 * Who is a customer (decision 305): whoever booked, and every customer account (signed up, booked or not).
 * A staff account is kept in the model (its role follows it, and it may book) but is listed only once it
 * has booked: the admin's own account is no customer.
 */
const A_CUSTOMER = { $or: [{ booking_count: { $gt: 0 } }, { 'account.role': 'user' }] };

const toRow = (doc: CustomerDoc): CustomerRow => ({
  key: doc.key,
  email: doc.email,
  name: doc.name,
  phone: doc.phone,
  booking_count: doc.booking_count,
  last_ride: doc.last_ride,
  total_spent: sumsOfCents(doc.spent_cents),
  account: doc.account,
});

const toBooking = (doc: CustomerBookingDoc): CustomerBooking => ({
  id: doc.id,
  reference: doc.reference,
  status: doc.status,
  scheduled_time: doc.scheduled_time,
  pickup: doc.pickup,
  dropoff: doc.dropoff,
  total_fare: doc.total_fare,
  currency: doc.currency,
  created_at: doc.created_at,
});

/**
 * The customers list: latest activity (booking made or account created) first, with the total for paging;
 * `q` narrows to those whose name, e-mail or phone contains it, case-insensitively (customer-search.ts).
 */
export async function listCustomers(
  store: ReadStore,
  options: { q?: string; limit: number; offset: number },
): Promise<{ items: CustomerRow[]; total: number }> {
  const query = options.q?.trim();
  const filter = query ? { ...A_CUSTOMER, search: { $regex: searchPattern(query) } } : A_CUSTOMER;
  const collection = store.collection<CustomerDoc>(CUSTOMERS);
  const [docs, total] = await Promise.all([
    collection.find(filter, {
      sort: { last_activity: -1, _id: 1 },
      skip: options.offset,
      limit: options.limit,
    }),
    collection.count(filter),
  ]);
  return { items: docs.map(toRow), total };
}

/** One customer with their latest bookings, or null for a key no customer has. */
export async function findCustomer(store: ReadStore, key: string): Promise<CustomerDetail | null> {
  const doc = await store.collection<CustomerDoc>(CUSTOMERS).findOne({ _id: key, ...A_CUSTOMER });
  if (!doc) return null;
  const bookings = await store
    .collection<CustomerBookingDoc>(CUSTOMER_BOOKINGS)
    .find({ customer: key }, { sort: { scheduled_time: -1, _id: 1 }, limit: CUSTOMER_PAGE_BOOKINGS });
  return { ...toRow(doc), bookings: bookings.map(toBooking) };
}
