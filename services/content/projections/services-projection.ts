import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { ServicePublishedData, ServiceUpdatedData } from '../events';

export const SERVICES = 'services';

/** The services of the landing page, /services and /services/{slug}. */
export const servicesProjection: Projection = {
  name: 'services',
  collections: [SERVICES],
  eventTypes: ['ServicePublished', 'ServiceUpdated'],
  project(event: RecordedEvent): Change[] {
    const at = event.metadata.occurredAt;
    const revision = Number(event.revision);
    switch (event.type) {
      case 'ServicePublished': {
        const { service_id, ...fields } = event.data as ServicePublishedData;
        return [
          {
            kind: 'upsert',
            collection: SERVICES,
            id: service_id,
            update: {
              $set: {
                id: service_id,
                ...fields,
                revision,
                created_at: at,
                updated_at: at,
                // Ties in created_at (one seeding request) keep the order of the log.
                created_seq: Number(event.position),
              },
            },
          },
        ];
      }
      case 'ServiceUpdated': {
        const { service_id, ...fields } = event.data as ServiceUpdatedData;
        return [
          {
            kind: 'update',
            collection: SERVICES,
            filter: { _id: service_id },
            update: { $set: { ...fields, revision, updated_at: at } },
          },
        ];
      }
      default:
        return [];
    }
  },
};
