import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { VehicleAddedData, VehicleRemovedData, VehicleUpdatedData } from '../events';

export const VEHICLES = 'vehicles';

/** The fleet as the fleet page, the wizard and the admin grid read it. */
export const vehiclesProjection: Projection = {
  name: 'vehicles',
  collections: [VEHICLES],
  eventTypes: ['VehicleAdded', 'VehicleUpdated', 'VehicleRemoved'],
  project(event: RecordedEvent): Change[] {
    const at = event.metadata.occurredAt;
    const revision = Number(event.revision);
    switch (event.type) {
      case 'VehicleAdded': {
        const { vehicle_id, ...fields } = event.data as VehicleAddedData;
        return [
          {
            kind: 'upsert',
            collection: VEHICLES,
            id: vehicle_id,
            update: { $set: { id: vehicle_id, ...fields, revision, created_at: at, updated_at: at } },
          },
        ];
      }
      case 'VehicleUpdated': {
        const { vehicle_id, ...fields } = event.data as VehicleUpdatedData;
        return [
          {
            kind: 'update',
            collection: VEHICLES,
            filter: { _id: vehicle_id },
            update: { $set: { ...fields, revision, updated_at: at } },
          },
        ];
      }
      case 'VehicleRemoved': {
        const { vehicle_id } = event.data as VehicleRemovedData;
        return [{ kind: 'delete', collection: VEHICLES, filter: { _id: vehicle_id } }];
      }
      default:
        return [];
    }
  },
};
