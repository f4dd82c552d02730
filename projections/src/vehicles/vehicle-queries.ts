import type { Vehicle } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '../readstore/port';
import { VEHICLES } from './vehicles-projection';

type VehicleDoc = Doc & Vehicle;

const toVehicle = ({ _id, _pos, ...vehicle }: VehicleDoc & { _pos?: unknown }): Vehicle => vehicle;

/** Every vehicle, cheapest per km first (SPEC 7), then by name so equal rates keep a stable order. */
export async function listVehicles(store: ReadStore): Promise<Vehicle[]> {
  const docs = await store.collection<VehicleDoc>(VEHICLES).find({}, { sort: { price_per_km: 1, name: 1 } });
  return docs.map(toVehicle);
}

export async function findVehicle(store: ReadStore, id: string): Promise<Vehicle | null> {
  const doc = await store.collection<VehicleDoc>(VEHICLES).findOne({ _id: id });
  return doc ? toVehicle(doc) : null;
}
