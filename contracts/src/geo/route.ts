import { z } from 'zod';

/** One GeoJSON position: `[longitude, latitude]`, in that order. */
export const lngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export type LngLat = z.infer<typeof lngLatSchema>;

/** The line of a route for the map (GeoJSON LineString, at least two positions). */
export const lineStringSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(lngLatSchema).min(2),
});
export type LineString = z.infer<typeof lineStringSchema>;

/** Where a route came from: the OSRM road network, or the built-in estimator. */
export const routeSourceSchema = z.enum(['osrm', 'estimate']);
export type RouteSource = z.infer<typeof routeSourceSchema>;

/** A driving route between two places (SPEC 7 "Maps": km and minutes, converted from metres and seconds). */
export const routeAnswerSchema = z.object({
  /** Road distance in km, one decimal. */
  distance_km: z.number().nonnegative(),
  /** Driving time in whole minutes, rounded up. */
  duration_minutes: z.number().int().nonnegative(),
  source: routeSourceSchema,
  geometry: lineStringSchema,
  /** Set when OSRM was configured but could not answer, so the estimate was used instead. */
  fallback_reason: z.string().optional(),
});
export type RouteAnswer = z.infer<typeof routeAnswerSchema>;
