import { on, projectionOf } from '@chauffeur/projections';
import { VehicleAdded, VehicleRemoved, VehicleUpdated } from '../events';

export const VEHICLES = 'vehicles';

/** The fleet as the fleet page, the wizard and the admin grid read it. */
export const vehiclesProjection = projectionOf({
  name: 'vehicles',
  collections: [VEHICLES],
  // vehicle-queries.ts: cheapest first, then by name.
  indexes: {
    [VEHICLES]: [
      [
        { path: 'price_per_km', type: 'number' },
        { path: 'name', type: 'string' },
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
    ]),
  ],
});
