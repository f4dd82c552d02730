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

/**
 * The rides still to drive of a chauffeur, or the bookings still to run of a model (decision 251): pickup
 * not yet past, in one of `statuses`, by pickup time, as references. What a chauffeur made inactive or a model
 * removed would leave with nobody or nothing to run them. Read from the read model: an instant behind the
 * log at most (decision 251 says what that leaves open).
 */
async function upcomingReferences(
  store: ReadStore,
  filter: Record<string, unknown>,
  statuses: readonly BookingStatus[],
  now: Date,
): Promise<string[]> {
  const { gte } = pickupWindow(brusselsDay(now));
  const rows = await store
    .collection<BookingDoc>(BOOKINGS)
    .find(
      { ...filter, scheduled_time: { $gte: gte! }, status: { $in: [...statuses] } },
      { sort: { scheduled_time: 1, _id: 1 } },
    );
  return rows.filter((row) => Date.parse(row.scheduled_time) > now.getTime()).map((row) => row.reference);
}

/** A chauffeur's rides not completed, cancelled or a no-show whose pickup is still ahead. */
export const upcomingRidesOfChauffeur = (store: ReadStore, chauffeurId: string, now: Date) =>
  upcomingReferences(store, { 'chauffeur.id': chauffeurId }, ['pending', 'confirmed', 'in_progress'], now);

/** A model's pending or confirmed bookings whose pickup is still ahead. */
export const upcomingBookingsOfModel = (store: ReadStore, vehicleId: string, now: Date) =>
  upcomingReferences(store, { vehicle_id: vehicleId }, ['pending', 'confirmed'], now);
