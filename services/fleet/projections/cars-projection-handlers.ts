import type { RecordedEvent } from '@chauffeur/eventstore';
import { on } from '@chauffeur/projections';
import { CarAdded, CarRemoved, CarUpdated } from '../events';

/** The cars of every model (issue 17): one row per car, read with its model by the admin form. */
export const VEHICLE_CARS = 'vehicle_cars';
/** Where the models are (vehicles-projection.ts: it imports this file, so the name is repeated, not imported). */
const VEHICLES = 'vehicles';

/**
 * A car event is an event of its model's stream: the model's row takes its revision, which the vehicle
 * form sends back (If-Match) when the model itself is saved next.
 */
const modelRevision = (vehicleId: string, event: RecordedEvent) => ({
  kind: 'update' as const,
  collection: VEHICLES,
  filter: { _id: vehicleId },
  update: { $set: { revision: Number(event.revision) } },
});

export const carHandlers = [
  on(CarAdded, ({ vehicle_id, car_id, plate, colour, active }, event) => [
    {
      kind: 'upsert' as const,
      collection: VEHICLE_CARS,
      id: car_id,
      update: {
        $set: { id: car_id, vehicle_id, plate, colour, active, added_at: event.metadata.occurredAt },
      },
    },
    modelRevision(vehicle_id, event),
  ]),
  on(CarUpdated, ({ vehicle_id, car_id, plate, colour, active }, event) => [
    {
      kind: 'update' as const,
      collection: VEHICLE_CARS,
      filter: { _id: car_id },
      update: { $set: { plate, colour, active } },
    },
    modelRevision(vehicle_id, event),
  ]),
  on(CarRemoved, ({ vehicle_id, car_id }, event) => [
    { kind: 'delete' as const, collection: VEHICLE_CARS, filter: { _id: car_id } },
    modelRevision(vehicle_id, event),
  ]),
];
