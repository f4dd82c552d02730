import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '../../../projections/src/runner/projection';
import type { StatPublishedData } from '../events';

export const STATS = 'stats';

/** The figures of the landing page's statistics strip. */
export const statsProjection: Projection = {
  name: 'stats',
  collections: [STATS],
  eventTypes: ['StatPublished'],
  project(event: RecordedEvent): Change[] {
    if (event.type !== 'StatPublished') return [];
    const { stat_id, ...fields } = event.data as StatPublishedData;
    return [
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
    ];
  },
};
