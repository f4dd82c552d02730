import { on, projectionOf } from '@chauffeur/projections';
import { StatPublished } from '../events';

export const STATS = 'stats';

/** The figures of the landing page's statistics strip. */
export const statsProjection = projectionOf({
  name: 'stats',
  collections: [STATS],
  // stat-queries.ts: in publication order.
  indexes: {
    [STATS]: [
      [
        { path: 'created_at', type: 'string' },
        { path: 'created_seq', type: 'number' },
      ],
    ],
  },
  handlers: [
    on(StatPublished, ({ stat_id, ...fields }, event) => [
      {
        kind: 'upsert',
        collection: STATS,
        id: stat_id,
        update: {
          $set: {
            id: stat_id,
            ...fields,
            created_at: event.metadata.occurredAt,
            created_seq: Number(event.position),
          },
        },
      },
    ]),
  ],
});
