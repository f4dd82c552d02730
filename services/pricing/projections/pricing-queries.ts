import type { LatLngPoint, PublicZoneFare, Zone, ZoneFare } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { matchFixedFare, type FixedFareMatch } from '../domain/fixed-fare';
import { ZONES, ZONE_FARES } from './pricing-projection';

type Row<T> = Doc & T & { _pos?: unknown };
const strip = <T>({ _id, _pos, ...rest }: Row<T>) => rest as unknown as T;

/** Every zone, by its default name. */
export async function listZones(store: ReadStore): Promise<Zone[]> {
  const docs = await store.collection<Row<Zone>>(ZONES).find({}, { sort: { 'name.en': 1 } });
  return docs.map(strip<Zone>);
}

export async function findZone(store: ReadStore, id: string): Promise<Zone | null> {
  const doc = await store.collection<Row<Zone>>(ZONES).findOne({ _id: id });
  return doc ? strip<Zone>(doc) : null;
}

/** Every zone pair's fixed fares (a fare naming a removed zone stays listed: the admin sees and fixes it). */
export async function listZoneFares(store: ReadStore): Promise<ZoneFare[]> {
  const docs = await store.collection<Row<ZoneFare>>(ZONE_FARES).find({}, { sort: { _id: 1 } });
  return docs.map(strip<ZoneFare>);
}

/** The fixed fares that apply to a trip between two verified places, or null (by the km). */
export async function fixedFareFor(
  store: ReadStore,
  pickup: LatLngPoint,
  dropoff: LatLngPoint,
): Promise<FixedFareMatch | null> {
  const [zones, fares] = await Promise.all([listZones(store), listZoneFares(store)]);
  return matchFixedFare(zones, fares, pickup, dropoff);
}

/**
 * The fixed fares the public site may show, for the models that exist (a removed model's price is no
 * offer); pairs naming a removed zone are left out, as the quote ignores them.
 */
export async function publicZoneFares(
  store: ReadStore,
  vehicleIds: ReadonlySet<string>,
): Promise<PublicZoneFare[]> {
  const [zones, fares] = await Promise.all([listZones(store), listZoneFares(store)]);
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  return fares.flatMap((fare) => {
    const [a, b] = fare.zone_ids.map((id) => byId.get(id));
    if (!a || !b) return [];
    const prices = fare.prices.filter((price) => vehicleIds.has(price.vehicle_id));
    return [
      {
        id: fare.id,
        // Every language's name, as every operator text is answered (decision 82): each visitor reads theirs.
        zones: [
          { id: a.id, name: a.name },
          { id: b.id, name: b.name },
        ],
        prices,
      },
    ];
  });
}
