import { z } from 'zod';
import { enteredLocationSchema } from '../geo/place';
import { phoneSchema } from '../contact/contact-message';
import { requiredText, safeText } from '../common/text';
import { LANGUAGES } from '../http/config';
import { problemText } from '../http/problem-codes';
import { CURRENCIES } from '../settings/settings';

export const MAX_PASSENGERS = 7;
export const MAX_LUGGAGE = 4;

/** Flight or train number: letters and digits, e.g. AB1234, SN 3712, THA 9321. */
const FLIGHT = /^[A-Za-z0-9]{2,4}\s?[0-9]{1,5}[A-Za-z]?$/;

/**
 * How far ahead a pickup may be booked (decision 281): no date "in 9999" holding a car's slot. Five years,
 * not one: the tests' fixed dates (the clock-change nights of 2030) must stay bookable.
 */
export const BOOKING_HORIZON_YEARS = 5;
/** The latest pickup the horizon allows from `now`. */
export const latestPickup = (now: Date) => {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + BOOKING_HORIZON_YEARS);
  return latest;
};

/**
 * A pickup time as written: a date and time with its offset. What a recorded or answered time is read with
 * (a change request's event, the list that shows it): the horizon was the rule of the moment it was asked,
 * and a fact read later is not refused for it.
 */
export const pickupTimeSchema = z.iso
  // `abort`: a time that is no time (23:59:60, year +010000) is said once, not also "too far ahead".
  .datetime({ offset: true, error: 'Scheduled time must be a date and time (ISO 8601)', abort: true });

/**
 * The pickup time of every request that sets one (a booking, a quote, an admin's change, a customer's change
 * request): a pickup time within the horizon counted from `now`. The server builds its routes' schemas with
 * the app's clock, the one every other time rule reads (decision 338: a test's clock moves the horizon too);
 * the browser has only its own. `params.rule` lets a form say it in its language.
 */
export const scheduledTimeSchemaOn = (now: () => Date) =>
  pickupTimeSchema.refine((at) => Date.parse(at) <= latestPickup(now()).getTime(), {
    message: `Pickup time must be at most ${BOOKING_HORIZON_YEARS} years ahead`,
    params: { rule: 'horizon' },
  });
/** The browser's: on its own clock (the admin's forms). The server's is `scheduledTimeSchemaOn(deps.now)`. */
export const scheduledTimeSchema = scheduledTimeSchemaOn(() => new Date());

/** How long the customer's full name may be. */
export const CUSTOMER_NAME_MAX = 120;

/** How long an address line may be: a street, a number, a floor or a door code fit easily. */
export const ADDRESS_LINE_MAX = 200;

/**
 * The street and number (or other details) a customer adds to a place picked from the search, when the
 * search does not know their street (issue 14). Free text: the priced, verified place stays the picked one.
 * One clean line (issue 13's rule: control and text-direction characters are refused); empty means none.
 */
export const addressLineSchema = (label: string) =>
  safeText(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(ADDRESS_LINE_MAX, `${label} must be at most ${ADDRESS_LINE_MAX} characters`),
    label,
  )
    .transform((line) => line || undefined)
    .optional();

/**
 * `POST /api/bookings`: the fields of SPEC 3 "ride_bookings as created by the wizard". Prices, distance
 * and duration a client may send are accepted but ignored: the server verifies the places, routes and
 * prices the trip itself (or charges the fare of the signed quote the customer confirmed).
 */
export const bookingRequestSchema = z.object({
  pickup_location: enteredLocationSchema,
  dropoff_location: enteredLocationSchema,
  /** Street and number, floor, door: what the picked place does not say. Shown, never priced. */
  pickup_address_line: addressLineSchema('Pickup address details'),
  dropoff_address_line: addressLineSchema('Destination address details'),
  scheduled_time: scheduledTimeSchema,
  vehicle_id: z.uuid('Vehicle must be chosen from the fleet'),
  emergency_contact_name: safeText(requiredText('Full name', CUSTOMER_NAME_MAX), 'Full name'),
  emergency_contact_phone: phoneSchema,
  emergency_contact_email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Email must be a valid email address')),
  passenger_count: z
    .number({ error: 'Passengers must be a number' })
    .int('Passengers must be a whole number')
    .min(1, 'At least 1 passenger')
    .max(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} passengers`),
  luggage_count: z
    .number({ error: 'Luggage must be a number' })
    .int('Luggage must be a whole number')
    .min(0, 'Luggage cannot be negative')
    .max(MAX_LUGGAGE, `At most ${MAX_LUGGAGE} pieces of luggage`),
  flight_number: z
    .string()
    .trim()
    .max(12)
    .regex(FLIGHT, 'Flight or train number looks like AB1234')
    .nullish()
    .or(z.literal('').transform(() => null)),
  is_round_trip: z.boolean().default(false),
  /** Language of the customer's e-mails. */
  language: z.enum(LANGUAGES).default('en'),
  /**
   * The `quote_token` of `POST /api/quotes` (issue 13): the booking is charged the quoted fare when the
   * places, the round trip and the vehicle are the quoted ones. Without it the server prices afresh.
   */
  // ~70 characters per vehicle of the fleet: 32,000 leaves room for some 400 vehicles.
  quote_token: z.string().max(32_000, 'The quote is not valid').optional(),
  /** Ignored: the server computes these. Listed so the OpenAPI document shows they are accepted. */
  base_fare: z.unknown().optional(),
  distance_fare: z.unknown().optional(),
  total_fare: z.unknown().optional(),
  distance_km: z.unknown().optional(),
  estimated_duration_minutes: z.unknown().optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
/**
 * The booking request with its horizon counted from `now`: what the server's routes validate with (the app's
 * clock). `bookingRequestSchema` above is the browser's, on its own clock.
 */
export const bookingRequestSchemaOn = (now: () => Date) =>
  bookingRequestSchema.extend({ scheduled_time: scheduledTimeSchemaOn(now) });

/** Fields whose absence means the wizard did not finish: SPEC 5 'Missing required booking information'. */
export const BOOKING_ESSENTIALS = ['pickup_location', 'dropoff_location', 'vehicle_id'] as const;
export const MISSING_BOOKING_INFORMATION = problemText({ code: 'missing_booking_information' });

export const bookingCreatedSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  revision: z.number().int(),
  position: z.string(),
  total_fare: z.number(),
  /** The fare's currency (decision 241): the confirmation says the price in it, not in a fixed euro. */
  currency: z.enum(CURRENCIES),
  /**
   * Pending unless confirmed at once (a phone booking, or automatic confirmation on): the wizard then says
   * the booking awaits the company's confirmation (decision 278).
   */
  status: z.enum(['pending', 'confirmed']),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/**
 * The settings the booking wizard tells before anyone books (decision 278), sent with `GET /api/config`:
 * whether a booking is confirmed at once, and until how many hours before pickup it is cancelled free of
 * charge. Their own schema, beside the booking's, so the landing page's JavaScript (which parses the
 * config with `publicConfigSchema`, and has a weight budget) carries none of it.
 */
export const bookingTermsSchema = z.object({
  automatic_confirmation: z.boolean(),
  free_cancellation_hours: z.number().int().nonnegative(),
});
export type BookingTerms = z.infer<typeof bookingTermsSchema>;
