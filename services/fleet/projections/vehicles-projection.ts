import { on, projectionOf } from '@chauffeur/projections';
import { VehicleAdded, VehicleRemoved, VehicleUpdated } from '../events';
import { VEHICLE_CARS, carHandlers } from './cars-projection-handlers';

export const VEHICLES = 'vehicles';

/** The fleet as the fleet page, the wizard and the admin grid read it; with each model's cars (issue 17). */
export const vehiclesProjection = projectionOf({
  name: 'vehicles',
  // 2: the cars of each model (issue 17).
  version: 2,
  collections: [VEHICLES, VEHICLE_CARS],
  // vehicle-queries.ts: cheapest first, then by name.
  indexes: {
    [VEHICLES]: [
      [
        { path: 'price_per_km', type: 'number' },
        { path: 'name', type: 'string' },
      ],
    ],
    // vehicle-queries.ts: a model's cars, in the order they were added.
    [VEHICLE_CARS]: [
      [
        { path: 'vehicle_id', type: 'string' },
        { path: 'added_at', type: 'string' },
      ],
    ],
  },
  handlers: [
    on(VehicleAdded, ({ vehicle_id, ...fields }, event) => {
      const at = event.metadata.occurredAt;
      return [
        {
          kind: 'upsert',
          collection: VEHICLES,
          id: vehicle_id,
          update: {
            $set: {
              id: vehicle_id,
              ...fields,
              revision: Number(event.revision),
              created_at: at,
              updated_at: at,
            },
          },
        },
      ];
    }),
    on(VehicleUpdated, ({ vehicle_id, ...fields }, event) => [
      {
        kind: 'update',
        collection: VEHICLES,
        filter: { _id: vehicle_id },
        update: {
          $set: { ...fields, revision: Number(event.revision), updated_at: event.metadata.occurredAt },
        },
      },
    ]),
    on(VehicleRemoved, ({ vehicle_id }) => [
      { kind: 'delete', collection: VEHICLES, filter: { _id: vehicle_id } },
      // A model leaving the fleet takes its cars along.
      { kind: 'delete', collection: VEHICLE_CARS, filter: { vehicle_id }, many: true },
    ]),
    ...carHandlers,
  ],
});
