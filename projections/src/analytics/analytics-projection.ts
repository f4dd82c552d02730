import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../runner/projection';
import { brusselsDay } from './brussels-day';

export const ADMIN_ANALYTICS = 'admin_analytics';

/**
 * SPEC 3 admin_analytics: per Brussels day, revenue of the rides completed that day and the counts of
 * completed and cancelled rides. Revenue is kept in cents so sums never drift.
 */
export const analyticsProjection: Projection = {
  name: 'admin_analytics',
  collections: [ADMIN_ANALYTICS],
  eventTypes: ['RideCompleted', 'BookingCancelled'],
  project(event: RecordedEvent): Change[] {
    const date = brusselsDay(event.metadata.occurredAt);
    const inc: Record<string, number> =
      event.type === 'RideCompleted'
        ? {
            completed_rides: 1,
            revenue_cents: Math.round((event.data as { total_fare: number }).total_fare * 100),
          }
        : { cancelled_rides: 1 };
    return [{ kind: 'upsert', collection: ADMIN_ANALYTICS, id: date, update: { $inc: inc, $set: { date } } }];
  },
};
