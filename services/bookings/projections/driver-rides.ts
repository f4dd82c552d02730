import { pickupWindow, type BookingRow, type BookingStatus } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { BOOKINGS } from './bookings-projection';
import { brusselsDay } from './analytics/brussels-day';
import { toRow } from './booking-queries';

type BookingDoc = Doc & BookingRow;

/** What a chauffeur's page lists: the rides still to drive or under way, and today's done ones. */
const ON_THE_PAGE: BookingStatus[] = ['pending', 'confirmed', 'in_progress', 'completed'];

/**
 * A chauffeur's rides from the start of today (Brussels) on, by pickup time, plus any ride of theirs still
 * in progress from an earlier day (started, never completed: it must not vanish at midnight). Walks the
 * index (chauffeur.id, scheduled_time) declared in bookings-projection.ts.
 */
export async function ridesOfChauffeur(
  store: ReadStore,
  chauffeurId: string,
  now: Date,
): Promise<BookingRow[]> {
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const { gte } = pickupWindow(brusselsDay(now));
  const [upcoming, underWay] = await Promise.all([
    collection.find(
      { 'chauffeur.id': chauffeurId, scheduled_time: { $gte: gte! }, status: { $in: ON_THE_PAGE } },
      { sort: { scheduled_time: 1, _id: 1 }, limit: 200 },
    ),
    collection.find(
      { 'chauffeur.id': chauffeurId, scheduled_time: { $lt: gte! }, status: 'in_progress' },
      { sort: { scheduled_time: 1, _id: 1 }, limit: 20 },
    ),
  ]);
  return [...underWay, ...upcoming].map(toRow);
}

/**
 * The chauffeurs with a ride of this model on their page (the same rides as ridesOfChauffeur: from the start
 * of today on, and any still in progress): whom a change of the model's name concerns (decision 242). A
 * model's renames are rare and its rides from today few: no index of its own (the pickup one serves).
 */
export async function chauffeursDrivingModel(
  store: ReadStore,
  vehicleId: string,
  now: Date,
): Promise<string[]> {
  const collection = store.collection<BookingDoc>(BOOKINGS);
  const { gte } = pickupWindow(brusselsDay(now));
  const [upcoming, underWay] = await Promise.all([
    collection.find({ vehicle_id: vehicleId, scheduled_time: { $gte: gte! }, status: { $in: ON_THE_PAGE } }),
    collection.find({ vehicle_id: vehicleId, scheduled_time: { $lt: gte! }, status: 'in_progress' }),
  ]);
  const chauffeurs = [...underWay, ...upcoming].map((row) => row.chauffeur?.id ?? null);
  return [...new Set(chauffeurs.filter((id): id is string => id !== null))];
}
