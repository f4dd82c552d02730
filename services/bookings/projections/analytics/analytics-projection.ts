import type { Currency } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { on, projectionOf, type Change, type Doc, type ProjectionContext } from '@chauffeur/projections';
import { BookingDeleted, BookingRequested, lifecycleEventOf } from '../../events';
import { fareCurrencyOf } from '../fare-currency';
import { brusselsDay } from './brussels-day';

export const ADMIN_ANALYTICS = 'admin_analytics';
/**
 * Each booking's fare currency, by booking id: the completion carries the fare but not its currency, which
 * the request recorded (decision 258); and what its end (completed, cancelled, no-show) added to which day,
 * so that its deletion takes exactly that back (decision 265). The model's memory, never served.
 */
export const ANALYTICS_FARES = 'admin_analytics_fares';
/** The settings as the log had them so far: the currency of a request that recorded none (decision 247). */
const fareCurrency = fareCurrencyOf('admin_analytics_settings');

/** What a booking's end added to the dashboard: the day and the counters (a booking ends once). */
type Counted = { date: string; inc: Record<string, number> };
export type FareDoc = Doc & { currency?: Currency; counted?: Counted };

/**
 * Adds `inc` to the counters of the Brussels day the event happened, and remembers it under the booking so
 * that a deletion can take it back.
 */
function count(bookingId: string, event: RecordedEvent, inc: Record<string, number>): Change[] {
  const date = brusselsDay(event.metadata.occurredAt);
  const counted: Counted = { date, inc };
  return [
    { kind: 'upsert', collection: ADMIN_ANALYTICS, id: date, update: { $inc: inc, $set: { date } } },
    { kind: 'upsert', collection: ANALYTICS_FARES, id: bookingId, update: { $set: { counted } } },
  ];
}

/**
 * A deleted booking leaves the read models (BookingDeleted): what its end counted comes off the day it was
 * counted on, so the dashboard's revenue and sums are those of the bookings that remain.
 */
async function uncount(bookingId: string, context: ProjectionContext): Promise<Change[]> {
  const fare = await context.collection<FareDoc>(ANALYTICS_FARES).findOne({ _id: bookingId });
  const changes: Change[] = [{ kind: 'delete', collection: ANALYTICS_FARES, filter: { _id: bookingId } }];
  if (!fare?.counted) return changes;
  const { date, inc } = fare.counted;
  const back = Object.fromEntries(Object.entries(inc).map(([key, value]) => [key, -value]));
  return [{ kind: 'upsert', collection: ADMIN_ANALYTICS, id: date, update: { $inc: back } }, ...changes];
}

/**
 * SPEC 3 admin_analytics: per Brussels day, revenue of the rides completed that day and the counts of
 * completed, cancelled and no-show rides. The day is the one the event happened (its `occurredAt`), not the
 * pickup's: revenue counts on the day of completion (issue 13). Revenue is kept in cents so sums never drift,
 * and per currency (`revenue_cents.<code>`, decision 258): after the company changes its currency, a day's
 * euros and pounds are two sums, never one figure. The events are the lifecycle table's steps, by action (no
 * event names here). A deleted booking counts no more (decision 265).
 */
export const analyticsProjection = projectionOf({
  name: 'admin_analytics',
  model: 'analytics',
  collections: [ADMIN_ANALYTICS, ANALYTICS_FARES, fareCurrency.collection],
  // Version 2 (decision 258): revenue per currency, each booking's currency kept in `admin_analytics_fares`.
  // Version 3 (decision 265): a deleted booking's completion, cancellation or no-show is taken back.
  version: 3,
  handlers: [
    fareCurrency.handler,
    // The first event of a booking's stream: the fare's currency by the receipt's rule (decision 241).
    on(BookingRequested, (data, _event, context) =>
      fareCurrency.withCurrency(data, context, (currency): Change[] => [
        { kind: 'upsert', collection: ANALYTICS_FARES, id: data.booking_id, update: { $set: { currency } } },
      ]),
    ),
    on(lifecycleEventOf('complete'), async (data, event, context) => {
      const fare = await context.collection<FareDoc>(ANALYTICS_FARES).findOne({ _id: data.booking_id });
      // A booking's stream starts with its request, so its row is there; a completion met without one (a
      // hand-made log) is read as a request that recorded no currency: the settings so far.
      return fareCurrency.withCurrency({ currency: fare?.currency }, context, (currency) =>
        count(data.booking_id, event, {
          completed_rides: 1,
          [`revenue_cents.${currency}`]: Math.round(data.total_fare * 100),
        }),
      );
    }),
    on(lifecycleEventOf('cancel'), (data, event) => count(data.booking_id, event, { cancelled_rides: 1 })),
    // Issue 13: apart from completed and cancelled rides, and no revenue.
    on(lifecycleEventOf('no_show'), (data, event) => count(data.booking_id, event, { no_show_rides: 1 })),
    on(BookingDeleted, (data, _event, context) => uncount(data.booking_id, context)),
  ],
});
