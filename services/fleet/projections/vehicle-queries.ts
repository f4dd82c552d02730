import { asLocalizedText, type LocalizedText, type Vehicle } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { VEHICLES } from './vehicles-projection';

type VehicleDoc = Doc & Vehicle;

/**
 * A row as the API answers it. A row written before descriptions had translations (a persistent read
 * store, e.g. MongoDB, keeps it until the model is rebuilt) holds a plain string: read as the original.
 */
const toVehicle = ({ _id, _pos, ...vehicle }: VehicleDoc & { _pos?: unknown }): Vehicle => ({
  ...vehicle,
  description: asLocalizedText(vehicle.description) as LocalizedText,
});

/** Every vehicle, cheapest per km first (SPEC 7), then by name so equal rates keep a stable order. */
export async function listVehicles(store: ReadStore): Promise<Vehicle[]> {
  const docs = await store.collection<VehicleDoc>(VEHICLES).find({}, { sort: { price_per_km: 1, name: 1 } });
  return docs.map(toVehicle);
}

export async function findVehicle(store: ReadStore, id: string): Promise<Vehicle | null> {
  const doc = await store.collection<VehicleDoc>(VEHICLES).findOne({ _id: id });
  return doc ? toVehicle(doc) : null;
}
