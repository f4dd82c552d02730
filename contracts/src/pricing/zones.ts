import { z } from 'zod';
import {
  moneySchema,
  requiredText,
  safeText,
  storedTextSchema,
  translatableTextSchema,
} from '../common/text';

/** Where the pricing module's events are stored (the events themselves: services/pricing/events.ts). */
export const ZONE_STREAM_PREFIX = 'zone-';
export const zoneStream = (zoneId: string) => `${ZONE_STREAM_PREFIX}${zoneId}`;
export const ZONE_FARE_STREAM_PREFIX = 'zone_fare-';
/**
 * One stream per unordered zone pair (ids sorted): a pair's fares are one aggregate, so two admins cannot
 * create the same pair twice, and A → B and B → A are the same fare by construction (both directions).
 */
export const zonePairKey = (a: string, b: string) => (a <= b ? `${a}_${b}` : `${b}_${a}`);
export const zoneFareStream = (a: string, b: string) => `${ZONE_FARE_STREAM_PREFIX}${zonePairKey(a, b)}`;

const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLngPoint = z.infer<typeof latLngSchema>;

/** Largest radius of a circle zone: a zone is a part of the service area, not the country. */
export const MAX_ZONE_RADIUS_KM = 50;

/**
 * A zone's area: a place of the gazetteer (its centre copied, so a zone keeps its shape if the gazetteer
 * moves a point) with a radius, or a polygon given as its corners in order (not closed: the last corner
 * joins the first).
 */
export const zoneShapeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('circle'),
    /** The gazetteer place it was drawn around, if any (shown in the admin form). */
    place_id: z.string().max(80).nullable().default(null),
    center: latLngSchema,
    radius_km: z
      .number()
      .positive('Radius must be above 0')
      .max(MAX_ZONE_RADIUS_KM, `Radius must be at most ${MAX_ZONE_RADIUS_KM} km`),
  }),
  z.object({
    kind: z.literal('polygon'),
    points: z.array(latLngSchema).min(3, 'A polygon needs at least 3 corners').max(200),
  }),
]);
export type ZoneShape = z.infer<typeof zoneShapeSchema>;

/** The longest a zone's name may be, in any language. */
export const ZONE_NAME_MAX = 80;

export const zoneFieldsSchema = z.object({
  /**
   * The operator's name for the area, shown in the admin and beside a fixed price ("Brussels centre"):
   * the default (`en`, required) and optional fr / nl / de names (Brussels is bilingual, its visitors read
   * "Bruxelles-centre" or "Brussel-centrum"); a language without one shows the default (decision 269).
   */
  name: translatableTextSchema(() => safeText(requiredText('Name', ZONE_NAME_MAX), 'Name')),
  shape: zoneShapeSchema,
});
export type ZoneFields = z.infer<typeof zoneFieldsSchema>;

export const zoneSchema = zoneFieldsSchema.extend({
  name: storedTextSchema,
  id: z.uuid(),
  revision: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Zone = z.infer<typeof zoneSchema>;
export const zoneListSchema = z.object({ items: z.array(zoneSchema) });

/** One vehicle model's fixed price between the two zones of a pair (one way; a round trip is twice it). */
export const modelFareSchema = z.object({ vehicle_id: z.uuid(), price: moneySchema('Price') });
export type ModelFare = z.infer<typeof modelFareSchema>;

/**
 * A price an admin sets: above 0 (decision 265). A fixed fare is charged as it is, the minimum fare never
 * tops it up (decision 138), so 0 would make every ride of the pair free; "no fixed fare" is no price at all
 * (the model goes by the km). Only what is sent is checked: stored fares keep `modelFareSchema`.
 */
const modelFareFieldsSchema = modelFareSchema.extend({
  price: moneySchema('Price').pipe(z.number().positive('Price must be greater than 0')),
});

/** The fixed fares of one zone pair, valid in both directions; a model without a price goes by the km. */
export const zoneFareFieldsSchema = z
  .object({
    zone_ids: z.tuple([z.uuid(), z.uuid()]),
    prices: z.array(modelFareFieldsSchema).max(50),
  })
  .refine(({ prices }) => new Set(prices.map((p) => p.vehicle_id)).size === prices.length, {
    message: 'A vehicle has one price per zone pair',
    path: ['prices'],
  });
export type ZoneFareFields = z.infer<typeof zoneFareFieldsSchema>;

export const zoneFareSchema = z.object({
  /** The pair key (zonePairKey): the fare's id. */
  id: z.string(),
  zone_ids: z.tuple([z.uuid(), z.uuid()]),
  prices: z.array(modelFareSchema),
  revision: z.number().int().nonnegative(),
  updated_at: z.iso.datetime(),
});
export type ZoneFare = z.infer<typeof zoneFareSchema>;
export const zoneFareListSchema = z.object({ items: z.array(zoneFareSchema) });

/**
 * How a booking's price was found, recorded with it so it keeps the fare it was quoted: by the km
 * (SPEC 9), or a fixed fare of a zone pair (the zones' names as they were then, for the history: the
 * default names in the token and the booking; the quote's answer names them in the visitor's language).
 */
export const fareBasisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per_km') }),
  z.object({
    kind: z.literal('fixed'),
    pair: z.string(),
    zones: z.tuple([z.string(), z.string()]),
  }),
]);
export type FareBasis = z.infer<typeof fareBasisSchema>;
export const PER_KM: FareBasis = { kind: 'per_km' };

/**
 * What the public site may know of a fixed fare (the service pages' routes): the zones' names in every
 * language they have (decision 82's shape, as every operator text: the reader picks theirs with `localize`,
 * decision 276) and the prices of the models that exist, so a page can say "from €85" for the route the
 * wizard prices the same.
 */
export const publicZoneFareSchema = z.object({
  id: z.string(),
  zones: z.tuple([
    z.object({ id: z.uuid(), name: storedTextSchema }),
    z.object({ id: z.uuid(), name: storedTextSchema }),
  ]),
  prices: z.array(modelFareSchema),
});
export type PublicZoneFare = z.infer<typeof publicZoneFareSchema>;
export const publicZoneFareListSchema = z.object({ items: z.array(publicZoneFareSchema) });
