import { z } from 'zod';
import { LANGUAGES } from '../http/config';
import { enteredLocationSchema, locationSchema } from '../geo/place';
import { routeAnswerSchema } from '../geo/route';
import { vehicleSchema } from '../vehicles/vehicle';
import { fareBasisSchema } from '../pricing/zones';
import { CURRENCIES } from '../settings/settings';
import { scheduledTimeSchemaOn } from './booking-request';

/** `POST /api/quotes`, its pickup time's horizon counted from `now`, the server's clock (decision 338). */
export const quoteRequestSchemaOn = (now: () => Date) =>
  z.object({
    pickup: enteredLocationSchema,
    dropoff: enteredLocationSchema,
    is_round_trip: z.boolean().default(false),
    /** Language of the addresses the server writes (a "current location" becomes its nearest place). */
    language: z.enum(LANGUAGES).default('en'),
    /** Issue 17: the pickup time, when known: each vehicle then says whether one of its cars is free. */
    scheduled_time: scheduledTimeSchemaOn(now).optional(),
  });
export type QuoteRequest = z.infer<ReturnType<typeof quoteRequestSchemaOn>>;

/** How long a quote's price holds: the wizard's confirmation must come within it. */
export const QUOTE_VALIDITY_MINUTES = 30;

/**
 * The route and, for every vehicle (cheapest per km first), the fare the server would charge; `pickup` and
 * `dropoff` are the places as the server verified them (what the booking must send back with the token).
 */
export const quoteSchema = routeAnswerSchema.extend({
  pickup: locationSchema,
  dropoff: locationSchema,
  vehicles: z.array(
    z.object({
      vehicle: vehicleSchema,
      total_fare: z.number(),
      /** The distance price is below the minimum fare, so the minimum is charged. */
      minimum_fare_applied: z.boolean(),
      /** Issue 17: false when every car of the model is busy at the requested time (none asked: true). */
      available: z.boolean().default(true),
      /** A fixed fare of a zone pair ("Fixed price") or by the km ("Estimated fare"); absent = by the km. */
      fare_basis: fareBasisSchema.optional(),
    }),
  ),
  /** The least a ride costs (setting; 0 = none). */
  minimum_fare: z.number(),
  /**
   * The currency every fare above is in, the settings' when priced: a booking made with this quote's token
   * is charged in it (decision 261), so the wizard shows it, not the one it read when the page loaded.
   */
  currency: z.enum(CURRENCIES),
  /** Signed: binds the places, route, round trip and every vehicle's fare; send it with the booking. */
  quote_token: z.string(),
  expires_at: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
