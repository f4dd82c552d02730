import type { BookingRow, BookingStatus, DispatchDay, DispatchRide, Language } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { busyInterval, busyRuleOf, listBookings, rowInLanguage, type BusyRule } from '../../bookings/index';
import { listCars, listVehicles } from '../../fleet/index';
import { readSettings } from '../../settings/index';
import { listChauffeurs } from './chauffeur-queries';

/**
 * What the board shows of a day: the rides still to drive or under way, and the done ones (greyed by the
 * web). Cancelled, no-show and deleted rides keep nobody busy, so they are not on it.
 */
const ON_THE_BOARD: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress', 'completed'];

/** Rows read per page: a day of a Brussels chauffeur company is far below it, paging keeps a busy one whole. */
const PAGE = 200;

/** A place's first part, e.g. "Brussels Airport" of "Brussels Airport, 1930 Zaventem, Belgium". */
export const shortPlace = (address: string): string => address.split(',')[0]!.trim() || address;

export function dispatchRideOf(row: BookingRow, rule: BusyRule): DispatchRide {
  const busy = busyInterval(
    {
      pickup: row.scheduled_time,
      durationMinutes: row.estimated_duration_minutes,
      roundTrip: row.is_round_trip,
    },
    rule,
  );
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    revision: row.revision,
    scheduled_time: row.scheduled_time,
    busy: { from: new Date(busy.from).toISOString(), to: new Date(busy.to).toISOString() },
    customer_name: row.emergency_contact_name,
    pickup: shortPlace(row.pickup_location.address),
    dropoff: shortPlace(row.dropoff_location.address),
    vehicle: row.vehicle,
    chauffeur: row.chauffeur ?? null,
    car: row.car ?? null,
  };
}

/**
 * The rides whose pickup falls on the Brussels day `date`, by pickup time. Through the bookings module's own
 * list query (its `scheduled_time` index), so this module never reads another's collection directly.
 */
async function ridesOfDay(store: ReadStore, date: string): Promise<BookingRow[]> {
  const rows: BookingRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await listBookings(store, { from: date, to: date, sort: 'pickup_asc', limit: PAGE, offset });
    rows.push(...page.items);
    if (page.items.length < PAGE || rows.length >= page.total) break;
  }
  return rows.filter((row) => ON_THE_BOARD.includes(row.status));
}

/**
 * A lane for every active car or chauffeur, and for an inactive one still assigned to a ride of the day:
 * made inactive after the assignment, their ride must not drop off the board (it is in no lane otherwise,
 * and not in the unassigned column either).
 */
const onTheBoard = (item: { id: string; active: boolean }, assigned: ReadonlySet<string>) =>
  item.active || assigned.has(item.id);

/** The car lanes, grouped by model in the fleet's order, each model's cars in the order they were added. */
async function carLanes(store: ReadStore, assigned: ReadonlySet<string>): Promise<DispatchDay['cars']> {
  const vehicles = await listVehicles(store);
  const perModel = await Promise.all(
    vehicles.map(async (vehicle) =>
      (await listCars(store, vehicle.id))
        .filter((car) => onTheBoard(car, assigned))
        .map(({ id, plate, colour }) => ({
          id,
          plate,
          colour,
          vehicle: { id: vehicle.id, name: vehicle.name },
        })),
    ),
  );
  return perModel.flat();
}

/**
 * One day of the dispatch board (issue 17 point 4): rides with their busy time, and the lanes. A ride's short
 * places are cut from its places in the admin's `language` (decision 291): "Gare de Bruxelles-Midi" for a
 * French admin of a ride booked in Dutch as "Station Brussel-Zuid, …".
 */
export async function dispatchDay(store: ReadStore, date: string, language: Language): Promise<DispatchDay> {
  const [rows, chauffeurs, settings] = await Promise.all([
    ridesOfDay(store, date),
    listChauffeurs(store),
    readSettings(store),
  ]);
  const rule = busyRuleOf(settings);
  const assignedCars = new Set(rows.flatMap((row) => (row.car ? [row.car.id] : [])));
  const assignedChauffeurs = new Set(rows.flatMap((row) => (row.chauffeur ? [row.chauffeur.id] : [])));
  return {
    date,
    rides: rows.map((row) => dispatchRideOf(rowInLanguage(row, language), rule)),
    cars: await carLanes(store, assignedCars),
    chauffeurs: chauffeurs
      .filter((c) => onTheBoard(c, assignedChauffeurs))
      .map(({ id, name }) => ({ id, name })),
  };
}
