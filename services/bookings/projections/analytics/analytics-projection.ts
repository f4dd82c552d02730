import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '@chauffeur/projections';
import { brusselsDay } from './brussels-day';

export const ADMIN_ANALYTICS = 'admin_analytics';

/** What each counted event adds to its day. */
const COUNTS: Record<string, (data: unknown) => Record<string, number>> = {
  RideCompleted: (data) => ({
    completed_rides: 1,
    revenue_cents: Math.round((data as { total_fare: number }).total_fare * 100),
  }),
  BookingCancelled: () => ({ cancelled_rides: 1 }),
  // Issue 13: apart from completed and cancelled rides, and no revenue.
  BookingMarkedNoShow: () => ({ no_show_rides: 1 }),
};

/**
 * SPEC 3 admin_analytics: per Brussels day, revenue of the rides completed that day and the counts of
 * completed, cancelled and no-show rides. The day is the one the event happened (its `occurredAt`), not the
 * pickup's: revenue counts on the day of completion (issue 13). Revenue is kept in cents so sums never drift.
 */
export const analyticsProjection: Projection = {
  name: 'admin_analytics',
  model: 'analytics',
  collections: [ADMIN_ANALYTICS],
  eventTypes: Object.keys(COUNTS),
  project(event: RecordedEvent): Change[] {
    const date = brusselsDay(event.metadata.occurredAt);
    const inc = COUNTS[event.type]!(event.data);
    return [{ kind: 'upsert', collection: ADMIN_ANALYTICS, id: date, update: { $inc: inc, $set: { date } } }];
  },
};
