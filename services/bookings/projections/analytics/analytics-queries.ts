import {
  addCents,
  sumsOfCents,
  type Analytics,
  type AnalyticsDay,
  type CentsByCurrency,
} from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { ADMIN_ANALYTICS } from './analytics-projection';
import { lastBrusselsDays } from './brussels-day';

type DayDoc = Doc & {
  date: string;
  revenue_cents?: CentsByCurrency;
  completed_rides?: number;
  cancelled_rides?: number;
  no_show_rides?: number;
};

/**
 * The last `days` Brussels days up to today, days without rides as zeros, with totals for the dashboard. The
 * revenue is one sum per currency (decision 258), the day's and the period's alike.
 */
export async function analyticsForLastDays(store: ReadStore, days: number, today: Date): Promise<Analytics> {
  const dates = lastBrusselsDays(today, days);
  const docs = await store.collection<DayDoc>(ADMIN_ANALYTICS).find({ _id: { $in: dates } });
  const byDate = new Map(docs.map((doc) => [doc._id, doc]));
  const rows: AnalyticsDay[] = dates.map((date) => {
    const doc = byDate.get(date);
    return {
      date,
      total_revenue: sumsOfCents(doc?.revenue_cents),
      completed_rides: doc?.completed_rides ?? 0,
      cancelled_rides: doc?.cancelled_rides ?? 0,
      no_show_rides: doc?.no_show_rides ?? 0,
    };
  });
  const completed = rows.reduce((sum, row) => sum + row.completed_rides, 0);
  const cancelled = rows.reduce((sum, row) => sum + row.cancelled_rides, 0);
  const noShows = rows.reduce((sum, row) => sum + row.no_show_rides, 0);
  return {
    days: rows,
    totals: {
      total_revenue: sumsOfCents(addCents(...docs.map((doc) => doc.revenue_cents))),
      completed_rides: completed,
      cancelled_rides: cancelled,
      no_show_rides: noShows,
      // SPEC 2's definition, no-shows aside (docs/decisions.md).
      completion_rate:
        completed + cancelled === 0 ? 0 : Math.round((completed / (completed + cancelled)) * 100),
    },
  };
}
