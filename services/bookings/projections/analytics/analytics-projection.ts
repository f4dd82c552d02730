import type { RecordedEvent } from '@chauffeur/eventstore';
import { on, projectionOf, type Change } from '@chauffeur/projections';
import { lifecycleEventOf } from '../../events';
import { brusselsDay } from './brussels-day';

export const ADMIN_ANALYTICS = 'admin_analytics';

/** Adds `inc` to the counters of the Brussels day the event happened. */
function count(event: RecordedEvent, inc: Record<string, number>): Change[] {
  const date = brusselsDay(event.metadata.occurredAt);
  return [{ kind: 'upsert', collection: ADMIN_ANALYTICS, id: date, update: { $inc: inc, $set: { date } } }];
}

/**
 * SPEC 3 admin_analytics: per Brussels day, revenue of the rides completed that day and the counts of
 * completed, cancelled and no-show rides. The day is the one the event happened (its `occurredAt`), not the
 * pickup's: revenue counts on the day of completion (issue 13). Revenue is kept in cents so sums never drift.
 * The events are the lifecycle table's steps, by action (no event names here).
 */
export const analyticsProjection = projectionOf({
  name: 'admin_analytics',
  model: 'analytics',
  collections: [ADMIN_ANALYTICS],
  handlers: [
    on(lifecycleEventOf('complete'), (data, event) =>
      count(event, { completed_rides: 1, revenue_cents: Math.round(data.total_fare * 100) }),
    ),
    on(lifecycleEventOf('cancel'), (_data, event) => count(event, { cancelled_rides: 1 })),
    // Issue 13: apart from completed and cancelled rides, and no revenue.
    on(lifecycleEventOf('no_show'), (_data, event) => count(event, { no_show_rides: 1 })),
  ],
});
