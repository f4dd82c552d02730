import { LIFECYCLE_STEPS, type BookingStatus, type MyBooking } from '@chauffeur/contracts';
import { on, projectionOf, type Change } from '@chauffeur/projections';
import {
  BookingChanged,
  BookingDeleted,
  BookingRequested,
  fareCurrencyOf,
  lifecycleEventOf,
} from '../../bookings/index';
import { customerKey } from '../projections/customer-key';

export const MY_BOOKINGS = 'my_bookings';
/** The settings as the log had them so far: the currency of a request that recorded none (decision 247). */
const fareCurrency = fareCurrencyOf('my_bookings_settings');

/** One booking as My bookings finds it: by the account that made it, or by its customer's e-mail key. */
export interface MyBookingDoc {
  _id: string;
  /** The customer account signed in when it was booked (decision 196), else null. */
  account: string | null;
  /** The key of the booking's e-mail (customer-key.ts): how a verified account finds its guest bookings. */
  customer: string;
  reference: string;
  status: BookingStatus;
  /** In UTC (`toISOString`), so that the string order is the time order. */
  scheduled_time: string;
  pickup: string;
  dropoff: string;
  vehicle: string;
  total_fare: number;
  /** The fare's currency, by the receipt's rule (decisions 241, 247); absent on docs of version 1. */
  currency?: MyBooking['currency'];
  name: string;
  phone: string;
  created_at: string;
  [field: string]: unknown;
}

const utc = (time: string) => new Date(time).toISOString();

const set = (bookingId: string, fields: Partial<MyBookingDoc>): Change[] => [
  { kind: 'update', collection: MY_BOOKINGS, filter: { _id: bookingId }, update: { $set: fields } },
];

/**
 * A customer's own bookings (issue 18 point 3). Kept apart from the admin's customer rows: it needs who
 * was signed in when booking (the event's actor) and the vehicle, which that model has no use for.
 */
export const myBookingsProjection = projectionOf({
  name: 'my_bookings',
  collections: [MY_BOOKINGS, fareCurrency.collection],
  // Version 2 (decision 247): each booking carries its fare's currency, also one whose request recorded none.
  version: 2,
  // The two look-ups of myBookings (my-bookings-queries.ts), each in pickup order.
  indexes: {
    [MY_BOOKINGS]: [
      [
        { path: 'account', type: 'string' },
        { path: 'scheduled_time', type: 'string', order: -1 },
      ],
      [
        { path: 'customer', type: 'string' },
        { path: 'scheduled_time', type: 'string', order: -1 },
      ],
    ],
  },
  handlers: [
    fareCurrency.handler,
    on(BookingRequested, (data, event, context) =>
      fareCurrency.withCurrency(data, context, (currency): Change[] => {
        const { actor } = event.metadata;
        // A customer account's booking is theirs; staff booking by phone book for someone else (decision 196).
        const account = actor.kind === 'user' && actor.role === 'user' ? actor.id : null;
        const doc: MyBookingDoc = {
          _id: data.booking_id,
          account,
          customer: customerKey(data.customer.email),
          reference: data.reference,
          status: 'pending',
          scheduled_time: utc(data.scheduled_time),
          pickup: data.pickup_location.address,
          dropoff: data.dropoff_location.address,
          vehicle: data.vehicle.name,
          total_fare: data.total_fare,
          currency,
          name: data.customer.name,
          phone: data.customer.phone,
          created_at: event.metadata.occurredAt,
        };
        return [{ kind: 'insert', collection: MY_BOOKINGS, doc }];
      }),
    ),
    ...LIFECYCLE_STEPS.map((step) =>
      on(lifecycleEventOf(step.action), (data): Change[] => {
        // The completion carries the fare earned: the row shows what was charged.
        const earned =
          step.to === 'completed' && 'total_fare' in data ? { total_fare: Number(data.total_fare) } : {};
        return set(data.booking_id, { status: step.to, ...earned });
      }),
    ),
    on(BookingChanged, ({ booking_id, changes, total_fare }): Change[] => {
      const fields: Partial<MyBookingDoc> = { total_fare };
      if (changes.scheduled_time) fields.scheduled_time = utc(changes.scheduled_time);
      if (changes.pickup_location) fields.pickup = changes.pickup_location.address;
      if (changes.dropoff_location) fields.dropoff = changes.dropoff_location.address;
      if (changes.vehicle) fields.vehicle = changes.vehicle.name;
      if (changes.customer)
        Object.assign(fields, { name: changes.customer.name, phone: changes.customer.phone });
      return set(booking_id, fields);
    }),
    on(BookingDeleted, ({ booking_id }): Change[] => [
      { kind: 'delete', collection: MY_BOOKINGS, filter: { _id: booking_id } },
    ]),
  ],
});
