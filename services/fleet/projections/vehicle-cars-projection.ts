import { on, projectionOf } from '@chauffeur/projections';
import { CarAdded, CarRemoved, CarUpdated, VehicleRemoved } from '../events';

/** The cars of every model (issue 17): one row per car, read with its model by the admin's vehicle form. */
export const VEHICLE_CARS = 'vehicle_cars';

export const vehicleCarsProjection = projectionOf({
  name: 'vehicle_cars',
  // The web knows them as part of the fleet: a car change refreshes the vehicle screens.
  model: 'vehicles',
  collections: [VEHICLE_CARS],
  // vehicle-queries.ts: a model's cars, in the order they were added.
  indexes: {
    [VEHICLE_CARS]: [
      [
        { path: 'vehicle_id', type: 'string' },
        { path: 'added_at', type: 'string' },
      ],
    ],
  },
  handlers: [
    on(CarAdded, ({ vehicle_id, car_id, plate, colour, active }, event) => [
      {
        kind: 'upsert',
        collection: VEHICLE_CARS,
        id: car_id,
        update: {
          $set: { id: car_id, vehicle_id, plate, colour, active, added_at: event.metadata.occurredAt },
        },
      },
    ]),
    on(CarUpdated, ({ car_id, plate, colour, active }) => [
      {
        kind: 'update',
        collection: VEHICLE_CARS,
        filter: { _id: car_id },
        update: { $set: { plate, colour, active } },
      },
    ]),
    on(CarRemoved, ({ car_id }) => [{ kind: 'delete', collection: VEHICLE_CARS, filter: { _id: car_id } }]),
    // A model leaving the fleet takes its cars along (their plates are released by the command).
    on(VehicleRemoved, ({ vehicle_id }) => [
      { kind: 'delete', collection: VEHICLE_CARS, filter: { vehicle_id }, many: true },
    ]),
  ],
});
