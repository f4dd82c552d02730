import { z } from 'zod';
import {
  ZONE_FARE_STREAM_PREFIX,
  ZONE_STREAM_PREFIX,
  asLocalizedText,
  defineEvent,
  modelFareSchema,
  zoneFieldsSchema,
} from '@chauffeur/contracts';

/** The pricing module's events (issue 17): zones and the fixed fares between them, each with its actor. */

const zoneWithId = zoneFieldsSchema.extend({ zone_id: z.uuid() });

/** Version 1 stored the name as one string (English only); version 2 holds it per language (decision 269). */
export const upcastZoneV1 = (data: unknown) => {
  const v1 = data as Record<string, unknown>;
  return { ...v1, name: asLocalizedText(v1.name) };
};
const v1History = { 1: '`name` a plain string (English only)' };

export const ZoneDefined = defineEvent({
  type: 'ZoneDefined',
  streamPrefix: ZONE_STREAM_PREFIX,
  version: 2,
  description: 'A fare zone was drawn: a gazetteer place with a radius, or a polygon.',
  schema: zoneWithId,
  upcasters: { 1: upcastZoneV1 },
  history: v1History,
});
export const ZoneChanged = defineEvent({
  type: 'ZoneChanged',
  streamPrefix: ZONE_STREAM_PREFIX,
  version: 2,
  description: 'A fare zone was renamed or redrawn; carries every field as it now is.',
  schema: zoneWithId,
  upcasters: { 1: upcastZoneV1 },
  history: v1History,
});
export const ZoneRemoved = defineEvent({
  type: 'ZoneRemoved',
  streamPrefix: ZONE_STREAM_PREFIX,
  version: 1,
  description: 'A fare zone was removed; the fixed fares naming it no longer apply.',
  schema: z.object({ zone_id: z.uuid() }),
});

const pairData = z.object({
  pair: z.string(),
  zone_ids: z.tuple([z.uuid(), z.uuid()]),
});
export const ZoneFaresSet = defineEvent({
  type: 'ZoneFaresSet',
  streamPrefix: ZONE_FARE_STREAM_PREFIX,
  version: 1,
  description:
    'The fixed fares between two zones (both directions) were set; carries every model’s price as it now is.',
  schema: pairData.extend({ prices: z.array(modelFareSchema) }),
});
export const ZoneFaresRemoved = defineEvent({
  type: 'ZoneFaresRemoved',
  streamPrefix: ZONE_FARE_STREAM_PREFIX,
  version: 1,
  description: 'The fixed fares between two zones were removed: trips between them go by the km again.',
  schema: pairData,
});

export type ZoneDefinedData = z.infer<typeof ZoneDefined.schema>;
export type ZoneRemovedData = z.infer<typeof ZoneRemoved.schema>;
export type ZoneFaresSetData = z.infer<typeof ZoneFaresSet.schema>;
export type ZoneFaresRemovedData = z.infer<typeof ZoneFaresRemoved.schema>;

export type ZoneEvent =
  | { type: 'ZoneDefined'; data: ZoneDefinedData }
  | { type: 'ZoneChanged'; data: ZoneDefinedData }
  | { type: 'ZoneRemoved'; data: ZoneRemovedData };
export type ZoneFareEvent =
  { type: 'ZoneFaresSet'; data: ZoneFaresSetData } | { type: 'ZoneFaresRemoved'; data: ZoneFaresRemovedData };

export const pricingEvents = [ZoneDefined, ZoneChanged, ZoneRemoved, ZoneFaresSet, ZoneFaresRemoved] as const;
