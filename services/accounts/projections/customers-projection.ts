import {
  BOOKING_STATUSES,
  LIFECYCLE_STEPS,
  type BookingRequestedData,
  type BookingStatus,
  type CentsByCurrency,
  type Currency,
  type CustomerAccount,
} from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { on, projectionOf, type Change, type ProjectionContext } from '@chauffeur/projections';
import {
  BookingChanged,
  BookingDeleted,
  BookingRequested,
  fareCurrencyOf,
  lifecycleEventOf,
} from '../../bookings/index';
import { UserRegistered, UserRoleChanged } from '../events';
import { customerKey, normaliseEmail } from './customer-key';
import { searchText } from './customer-search';

export const CUSTOMERS = 'customers';
/** One row per booking, under its customer's key: the customer page's list and the aggregates' memory. */
export const CUSTOMER_BOOKINGS = 'customer_bookings';
/** The settings as the log had them so far: the currency of a request that recorded none (decision 247). */
const fareCurrency = fareCurrencyOf('customers_settings');

/** A customer as stored: the row the list shows, plus what the handlers need to keep it right. */
export interface CustomerDoc {
  _id: string;
  key: string;
  email: string;
  name: string;
  phone: string;
  search: string;
  booking_count: number;
  /**
   * The fares of their completed rides, in cents (so adding and removing never drifts: 0.1 + 0.2), per
   * currency: a sum of euros and pounds would be neither (decision 252).
   */
  spent_cents: CentsByCurrency;
  last_ride: string | null;
  account: CustomerAccount | null;
  /** The booking whose name and phone the customer shows (the latest made), if any. */
  latest_booking: string | null;
  /** When they last booked or signed up: the list's order, newest first. */
  last_activity: string;
  [field: string]: unknown;
}

export interface CustomerBookingDoc {
  _id: string;
  id: string;
  customer: string;
  reference: string;
  status: BookingStatus;
  scheduled_time: string;
  pickup: string;
  dropoff: string;
  total_fare: number;
  /** The fare's currency, by the receipt's rule (decisions 241, 247). */
  currency: Currency;
  created_at: string;
  name: string;
  phone: string;
  [field: string]: unknown;
}

/** The statuses that are no ride: a cancelled booking or a no-show never counts as the customer's last ride. */
const NOT_A_RIDE: readonly BookingStatus[] = ['cancelled', 'no_show'];
const RIDE_STATUSES = BOOKING_STATUSES.filter((status) => !NOT_A_RIDE.includes(status));

const cents = (amount: number) => Math.round(amount * 100);
/** The `$inc` of a customer's spending by a ride's fare, in the ride's own currency. */
const spending = (row: CustomerBookingDoc, amount: number) => ({
  [`spent_cents.${row.currency}`]: cents(amount),
});
const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b ? a : a > b ? a : b;

const customers = (context: ProjectionContext) => context.collection<CustomerDoc>(CUSTOMERS);
const rows = (context: ProjectionContext) => context.collection<CustomerBookingDoc>(CUSTOMER_BOOKINGS);

/**
 * The customer's last ride once `row` has become `status` (or is deleted: null). A ride only moves it
 * later; a ride leaving (cancelled, no-show, deleted) moves it back only when it was the last one, to the
 * latest of the customer's other rides. The context reads the model before this event's changes.
 */
async function lastRideAfter(
  context: ProjectionContext,
  customer: CustomerDoc,
  row: CustomerBookingDoc,
  status: BookingStatus | null,
): Promise<string | null> {
  if (status !== null && RIDE_STATUSES.includes(status)) return later(customer.last_ride, row.scheduled_time);
  if (customer.last_ride !== row.scheduled_time) return customer.last_ride;
  const [latest] = await rows(context).find(
    { customer: customer.key, status: { $in: RIDE_STATUSES }, _id: { $ne: row._id } },
    { sort: { scheduled_time: -1 }, limit: 1 },
  );
  return latest?.scheduled_time ?? null;
}

/** A lifecycle step changes the row's status, and the customer's last ride and total spent with it. */
const lifecycleHandlers = LIFECYCLE_STEPS.map((step) =>
  on(lifecycleEventOf(step.action), async (data, _event, context): Promise<Change[]> => {
    // The completion carries the fare earned (the lifecycle table): the customer's spending counts it.
    const earned = step.to === 'completed' && 'total_fare' in data ? Number(data.total_fare) : null;
    const changes: Change[] = [
      {
        kind: 'update',
        collection: CUSTOMER_BOOKINGS,
        filter: { _id: data.booking_id },
        update: { $set: { status: step.to, ...(earned !== null ? { total_fare: earned } : {}) } },
      },
    ];
    // A ride that stays a ride (confirmed, started) changes neither figure: no read at all. A read makes the
    // SQLite store write the unit's pending documents first (decision 122), so the common steps stay cheap.
    if (earned === null && RIDE_STATUSES.includes(step.to)) return changes;
    const row = await rows(context).findOne({ _id: data.booking_id });
    if (!row) return [];
    const customer = await customers(context).findOne({ _id: row.customer });
    if (!customer) return changes;
    const lastRide = await lastRideAfter(context, customer, row, step.to);
    if (earned === null && lastRide === customer.last_ride) return changes;
    changes.push({
      kind: 'update',
      collection: CUSTOMERS,
      filter: { _id: customer._id },
      update: { $set: { last_ride: lastRide }, ...(earned === null ? {} : { $inc: spending(row, earned) }) },
    });
    return changes;
  }),
);

/**
 * A booking changed (issue 17 point 5, decision 141): its row follows (time, places, fare, name, phone); the
 * customer shows the new name and phone when it is their latest booking, and their last ride moves with the
 * pickup time. The e-mail, their key, never changes (decision 143), nor the total spent: a booking is changed
 * only before its ride, and only a completed ride counts.
 */
const bookingChangedHandler = on(
  BookingChanged,
  async ({ booking_id, changes, total_fare }, _event, context): Promise<Change[]> => {
    const row = await rows(context).findOne({ _id: booking_id });
    if (!row) return [];
    const set: Partial<CustomerBookingDoc> = { total_fare };
    if (changes.scheduled_time) set.scheduled_time = changes.scheduled_time;
    if (changes.pickup_location) set.pickup = changes.pickup_location.address;
    if (changes.dropoff_location) set.dropoff = changes.dropoff_location.address;
    if (changes.customer) Object.assign(set, { name: changes.customer.name, phone: changes.customer.phone });
    const result: Change[] = [
      { kind: 'update', collection: CUSTOMER_BOOKINGS, filter: { _id: row._id }, update: { $set: set } },
    ];
    const customer = await customers(context).findOne({ _id: row.customer });
    if (!customer) return result;
    const customerSet: Record<string, unknown> = {};
    if (changes.customer && customer.latest_booking === row._id) {
      const { name, phone } = changes.customer;
      Object.assign(customerSet, { name, phone, search: searchText(name, customer.email, phone) });
    }
    if (changes.scheduled_time && RIDE_STATUSES.includes(row.status)) {
      // As if the ride left at its old time and came back at its new one.
      const without = await lastRideAfter(context, customer, row, null);
      customerSet.last_ride = later(without, changes.scheduled_time);
    }
    if (Object.keys(customerSet).length === 0) return result;
    return [
      ...result,
      { kind: 'update', collection: CUSTOMERS, filter: { _id: customer._id }, update: { $set: customerSet } },
    ];
  },
);

/** A booking requested: its row, and its customer (made or updated) with its name and phone. */
function requested(
  data: BookingRequestedData,
  event: RecordedEvent,
  current: CustomerDoc | null,
  currency: Currency,
): Change[] {
  const { booking_id, customer: who } = data;
  const key = customerKey(who.email);
  const at = event.metadata.occurredAt;
  const row: CustomerBookingDoc = {
    _id: booking_id,
    id: booking_id,
    customer: key,
    reference: data.reference,
    status: 'pending',
    scheduled_time: data.scheduled_time,
    pickup: data.pickup_location.address,
    dropoff: data.dropoff_location.address,
    total_fare: data.total_fare,
    currency,
    created_at: at,
    name: who.name,
    phone: who.phone,
  };
  const email = normaliseEmail(who.email);
  return [
    { kind: 'insert', collection: CUSTOMER_BOOKINGS, doc: row },
    {
      kind: 'upsert',
      collection: CUSTOMERS,
      id: key,
      update: {
        // The log is in order: this is their latest booking, whose name and phone they now show.
        $set: {
          key,
          email,
          name: who.name,
          phone: who.phone,
          search: searchText(who.name, email, who.phone),
          latest_booking: booking_id,
          last_ride: later(current?.last_ride, data.scheduled_time),
          last_activity: later(current?.last_activity, at)!,
        },
        $inc: { booking_count: 1 },
        $setOnInsert: { account: null, spent_cents: {} },
      },
    },
  ];
}

/**
 * The admin's customers (issue 17 point 6): one per e-mail address, whoever booked (guest or not) or signed
 * up, with their bookings count, last ride and total spent. Built from the bookings' and the accounts'
 * events: it lives in accounts, beside the account list it replaces on screen (decision 124).
 */
export const customersProjection = projectionOf({
  name: 'customers',
  collections: [CUSTOMERS, CUSTOMER_BOOKINGS, fareCurrency.collection],
  // Version 2 (issue 17 point 5): rows and customers follow BookingChanged. Version 3 (decision 252): rows
  // carry their fare's currency, and the spending is kept per currency.
  version: 3,
  indexes: {
    // listCustomers: latest activity first (the search is a regex over `search`: never an index), and the
    // role change finding the account's customer.
    [CUSTOMERS]: [
      [
        { path: 'last_activity', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
      [{ path: 'account.id', type: 'string' }],
    ],
    // findCustomer: a customer's bookings, latest pickup first (and lastRideAfter's look-up).
    [CUSTOMER_BOOKINGS]: [
      [
        { path: 'customer', type: 'string' },
        { path: 'scheduled_time', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
      ],
    ],
  },
  handlers: [
    fareCurrency.handler,
    on(BookingRequested, async (data, event, context): Promise<Change[]> => {
      const current = await customers(context).findOne({ _id: customerKey(data.customer.email) });
      return fareCurrency.withCurrency(data, context, (currency) =>
        requested(data, event, current, currency),
      );
    }),
    ...lifecycleHandlers,
    bookingChangedHandler,
    on(BookingDeleted, async ({ booking_id }, _event, context): Promise<Change[]> => {
      const row = await rows(context).findOne({ _id: booking_id });
      if (!row) return [];
      const changes: Change[] = [{ kind: 'delete', collection: CUSTOMER_BOOKINGS, filter: { _id: row._id } }];
      const customer = await customers(context).findOne({ _id: row.customer });
      if (!customer) return changes;
      // A guest whose only booking goes is no customer any more; an account stays, with no booking.
      if (customer.booking_count <= 1 && !customer.account)
        return [...changes, { kind: 'delete', collection: CUSTOMERS, filter: { _id: customer._id } }];
      const set: Record<string, unknown> = { last_ride: await lastRideAfter(context, customer, row, null) };
      if (customer.latest_booking === row._id) {
        // Their name and phone go back to those of the latest booking left.
        const [previous] = (
          await rows(context).find({ customer: customer.key }, { sort: { created_at: -1 }, limit: 2 })
        ).filter((other) => other._id !== row._id);
        Object.assign(set, {
          name: previous?.name ?? '',
          phone: previous?.phone ?? '',
          search: searchText(previous?.name ?? '', customer.email, previous?.phone ?? ''),
          latest_booking: previous?._id ?? null,
          last_activity: later(previous?.created_at, customer.account?.created_at) ?? customer.last_activity,
        });
      }
      // A completed ride leaves the spending of its own currency.
      const spent = row.status === 'completed' ? spending(row, -row.total_fare) : {};
      return [
        ...changes,
        {
          kind: 'update',
          collection: CUSTOMERS,
          filter: { _id: customer._id },
          update: { $set: set, $inc: { booking_count: -1, ...spent } },
        },
      ];
    }),
    on(UserRegistered, async ({ user_id, email, role }, event, context): Promise<Change[]> => {
      const key = customerKey(email);
      const at = event.metadata.occurredAt;
      const current = await customers(context).findOne({ _id: key });
      const normalised = normaliseEmail(email);
      return [
        {
          kind: 'upsert',
          collection: CUSTOMERS,
          id: key,
          update: {
            $set: {
              key,
              email: normalised,
              account: { id: user_id, role, created_at: at },
              last_activity: later(current?.last_activity, at)!,
            },
            $inc: { booking_count: 0 },
            // Signed up before booking: no name nor phone yet (their first booking brings them).
            $setOnInsert: {
              name: '',
              phone: '',
              search: searchText('', normalised, ''),
              last_ride: null,
              latest_booking: null,
              spent_cents: {},
            },
          },
        },
      ];
    }),
    on(UserRoleChanged, ({ user_id, role }): Change[] => [
      {
        kind: 'update',
        collection: CUSTOMERS,
        filter: { 'account.id': user_id },
        update: { $set: { 'account.role': role } },
      },
    ]),
  ],
});
