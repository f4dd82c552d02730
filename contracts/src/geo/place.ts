import { z } from 'zod';
import { safeText } from '../common/text';

/** A place picked from the address search (SPEC 3 "Location"): coordinates and a formatted address. */
export const locationSchema = z.object({
  address: z.string().trim().max(300, 'Address must be at most 300 characters'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * A location as a client sends it (quotes, bookings): its address is one clean line (issue 13). Answers
 * keep `locationSchema`, so a place stored before the rule can still be shown.
 */
export const enteredLocationSchema = locationSchema.extend({
  address: safeText(locationSchema.shape.address, 'Address'),
});

/** One answer of `GET /api/geo/search` and `GET /api/geo/reverse`. */
export const placeSchema = locationSchema.extend({
  /** Short name to show first in a suggestion list, e.g. "Brussels Airport (BRU)". */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeListSchema = z.array(placeSchema).max(8);

export const GEO_SEARCH_LIMIT = 8;
