import { z } from 'zod';
import { locationSchema } from '../geo/place';
import { routeAnswerSchema } from '../geo/route';
import { vehicleSchema } from '../vehicles/vehicle';

export const quoteRequestSchema = z.object({
  pickup: locationSchema,
  dropoff: locationSchema,
  is_round_trip: z.boolean().default(false),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The route and, for every vehicle (cheapest per km first), the fare the server would charge. */
export const quoteSchema = routeAnswerSchema.extend({
  vehicles: z.array(z.object({ vehicle: vehicleSchema, total_fare: z.number() })),
});
export type Quote = z.infer<typeof quoteSchema>;
