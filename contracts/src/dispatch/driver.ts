import { z } from 'zod';
import { locationSchema } from '../geo/place';
import { bookingStatusSchema } from '../bookings/status';
import { stepTimingSchema } from '../bookings/lifecycle-times';

/**
 * One ride on the driver's page (`GET /api/driver/rides`, issue 17): what a chauffeur needs on the road and
 * nothing more (no fares beyond the total, no e-mail, no staff history). Built from the bookings read model's
 * row of a booking assigned to them.
 */
export const driverRideSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: bookingStatusSchema,
  /** The booking's revision: the Start and Complete buttons send it back (409 if stale). */
  revision: z.number().int(),
  scheduled_time: z.string(),
  estimated_duration_minutes: z.number().int(),
  pickup_location: locationSchema,
  dropoff_location: locationSchema,
  pickup_address_line: z.string().nullable(),
  dropoff_address_line: z.string().nullable(),
  vehicle_name: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  flight_number: z.string().nullable(),
  passenger_count: z.number().int(),
  luggage_count: z.number().int(),
  is_round_trip: z.boolean(),
  needs_child_seat: z.boolean(),
  is_wheelchair_accessible: z.boolean(),
  is_pet_friendly: z.boolean(),
  /** The customer's special requests, and the staff's notes on the booking (decision 161). */
  special_requests: z.array(z.string()),
  notes: z.array(z.string()),
  /** What the chauffeur may do now: `start` for a confirmed ride, `complete` for one in progress. */
  actions: z.array(z.enum(['start', 'complete'])),
});
export type DriverRide = z.infer<typeof driverRideSchema>;

/** The driver's page: today's and upcoming rides (Brussels days), by pickup time. */
export const driverRidesSchema = z.object({
  /** The chauffeur the account is (decision 159); null when no active chauffeur has its e-mail. */
  chauffeur: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  items: z.array(driverRideSchema),
  /** What the page needs to show Start shut until its window opens (decision 283). */
  timing: stepTimingSchema,
});
export type DriverRides = z.infer<typeof driverRidesSchema>;

/** The body of `POST /api/driver/rides/:id/start|complete`: the revision the driver saw. */
export const driverActionRequestSchema = z.object({ expectedRevision: z.number().int().nonnegative() });
