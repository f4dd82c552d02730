import { on, projectionOf } from '@chauffeur/projections';
import { ServicePublished, ServiceUpdated } from '../events';

export const SERVICES = 'services';

/** The services of the landing page, /services and /services/{slug}. */
export const servicesProjection = projectionOf({
  name: 'services',
  collections: [SERVICES],
  // service-queries.ts: in publication order (all or the featured ones), and by slug.
  indexes: {
    [SERVICES]: [
      [
        { path: 'created_at', type: 'string' },
        { path: 'created_seq', type: 'number' },
      ],
      [
        { path: 'is_featured', type: 'boolean' },
        { path: 'created_at', type: 'string' },
        { path: 'created_seq', type: 'number' },
      ],
      [{ path: 'slug', type: 'string' }],
    ],
  },
  handlers: [
    on(ServicePublished, ({ service_id, ...fields }, event) => {
      const at = event.metadata.occurredAt;
      return [
        {
          kind: 'upsert',
          collection: SERVICES,
          id: service_id,
          update: {
            $set: {
              id: service_id,
              ...fields,
              revision: Number(event.revision),
              created_at: at,
              updated_at: at,
              // Ties in created_at (one seeding request) keep the order of the log.
              created_seq: Number(event.position),
            },
          },
        },
      ];
    }),
    on(ServiceUpdated, ({ service_id, ...fields }, event) => [
      {
        kind: 'update',
        collection: SERVICES,
        filter: { _id: service_id },
        update: {
          $set: { ...fields, revision: Number(event.revision), updated_at: event.metadata.occurredAt },
        },
      },
    ]),
  ],
});
