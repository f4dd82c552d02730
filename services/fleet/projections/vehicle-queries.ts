import {
  asLocalizedText,
  type AdminVehicle,
  type Car,
  type LocalizedText,
  type Vehicle,
} from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { VEHICLES } from './vehicles-projection';
import { VEHICLE_CARS } from './vehicle-cars-projection';

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

type CarDoc = Doc & Car & { vehicle_id: string; added_at: string };

/** A model's cars, in the order they were added (issue 17). */
export async function listCars(store: ReadStore, vehicleId: string): Promise<Car[]> {
  const docs = await store
    .collection<CarDoc>(VEHICLE_CARS)
    .find({ vehicle_id: vehicleId }, { sort: { vehicle_id: 1, added_at: 1 } });
  return docs.map(({ id, plate, colour, active }) => ({ id, plate, colour, active }));
}

/** A model with its cars, as the admin's vehicle form reads it. */
export async function findAdminVehicle(store: ReadStore, id: string): Promise<AdminVehicle | null> {
  const [vehicle, cars] = await Promise.all([findVehicle(store, id), listCars(store, id)]);
  return vehicle ? { ...vehicle, cars } : null;
}
