import type { Currency } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { on, projectionOf, type Change, type Doc } from '@chauffeur/projections';
import { BookingRequested, lifecycleEventOf } from '../../events';
import { fareCurrencyOf } from '../fare-currency';
import { brusselsDay } from './brussels-day';

export const ADMIN_ANALYTICS = 'admin_analytics';
/**
 * Each booking's fare currency, by booking id: the completion carries the fare but not its currency, which
 * the request recorded (decision 258). The model's memory, never served.
 */
export const ANALYTICS_FARES = 'admin_analytics_fares';
/** The settings as the log had them so far: the currency of a request that recorded none (decision 247). */
const fareCurrency = fareCurrencyOf('admin_analytics_settings');

export type FareDoc = Doc & { currency: Currency };

/** Adds `inc` to the counters of the Brussels day the event happened. */
function count(event: RecordedEvent, inc: Record<string, number>): Change[] {
  const date = brusselsDay(event.metadata.occurredAt);
  return [{ kind: 'upsert', collection: ADMIN_ANALYTICS, id: date, update: { $inc: inc, $set: { date } } }];
}

/**
 * SPEC 3 admin_analytics: per Brussels day, revenue of the rides completed that day and the counts of
 * completed, cancelled and no-show rides. The day is the one the event happened (its `occurredAt`), not the
 * pickup's: revenue counts on the day of completion (issue 13). Revenue is kept in cents so sums never drift,
 * and per currency (`revenue_cents.<code>`, decision 258): after the company changes its currency, a day's
 * euros and pounds are two sums, never one figure. The events are the lifecycle table's steps, by action (no
 * event names here).
 */
export const analyticsProjection = projectionOf({
  name: 'admin_analytics',
  model: 'analytics',
  collections: [ADMIN_ANALYTICS, ANALYTICS_FARES, fareCurrency.collection],
  // Version 2 (decision 258): revenue per currency, each booking's currency kept in `admin_analytics_fares`.
  version: 2,
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
        count(event, {
          completed_rides: 1,
          [`revenue_cents.${currency}`]: Math.round(data.total_fare * 100),
        }),
      );
    }),
    on(lifecycleEventOf('cancel'), (_data, event) => count(event, { cancelled_rides: 1 })),
    // Issue 13: apart from completed and cancelled rides, and no revenue.
    on(lifecycleEventOf('no_show'), (_data, event) => count(event, { no_show_rides: 1 })),
  ],
});
