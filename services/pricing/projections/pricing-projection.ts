import { on, projectionOf } from '@chauffeur/projections';
import { ZoneChanged, ZoneDefined, ZoneFaresRemoved, ZoneFaresSet, ZoneRemoved } from '../events';

export const ZONES = 'zones';
export const ZONE_FARES = 'zone_fares';

/**
 * The fare table as the quote, the booking, the service pages and the admin read it: zones and the fixed
 * fares of zone pairs. Both are a handful of rows (an operator draws tens of zones), read whole.
 */
export const pricingProjection = projectionOf({
  name: 'pricing',
  // 2: a zone's name is stored per language (decision 269), the zones sorted by their default name.
  version: 2,
  collections: [ZONES, ZONE_FARES],
  // pricing-queries.ts: zones by their default name.
  indexes: { [ZONES]: [[{ path: 'name.en', type: 'string' }]] },
  handlers: [
    on(ZoneDefined, ({ zone_id, ...fields }, event) => {
      const at = event.metadata.occurredAt;
      return [
        {
          kind: 'upsert',
          collection: ZONES,
          id: zone_id,
          update: {
            $set: {
              id: zone_id,
              ...fields,
              revision: Number(event.revision),
              created_at: at,
              updated_at: at,
            },
          },
        },
      ];
    }),
    on(ZoneChanged, ({ zone_id, ...fields }, event) => [
      {
        kind: 'update',
        collection: ZONES,
        filter: { _id: zone_id },
        update: {
          $set: { ...fields, revision: Number(event.revision), updated_at: event.metadata.occurredAt },
        },
      },
    ]),
    on(ZoneRemoved, ({ zone_id }) => [{ kind: 'delete', collection: ZONES, filter: { _id: zone_id } }]),
    on(ZoneFaresSet, ({ pair, zone_ids, prices }, event) => [
      {
        kind: 'upsert',
        collection: ZONE_FARES,
        id: pair,
        update: {
          $set: {
            id: pair,
            zone_ids,
            prices,
            revision: Number(event.revision),
            updated_at: event.metadata.occurredAt,
          },
        },
      },
    ]),
    on(ZoneFaresRemoved, ({ pair }) => [{ kind: 'delete', collection: ZONE_FARES, filter: { _id: pair } }]),
  ],
});
