import { z } from 'zod';
import { roleSchema } from '../accounts/account';
import { bookingStatusSchema } from '../bookings/status';
import { CURRENCIES } from '../settings/settings';
import { sumsByCurrencySchema } from '../settings/sums-by-currency';

/*
 * The admin's customers (SPEC 2 "Customers", issue 17 point 6): every person who booked or signed up, one
 * per e-mail address (compared case-insensitively), guests and accounts alike.
 */

/**
 * A customer's key in URLs: an opaque, URL-safe id derived from the e-mail (the server derives it), so that
 * no e-mail address travels in a URL, a browser history or an access log (decision 125).
 */
export const customerKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a customer key');

/** The account behind a customer, if they signed up: SPEC 2's columns (ID, e-mail, created at) and its role. */
export const customerAccountSchema = z.object({
  id: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** A row of the admin customers list. */
export const customerRowSchema = z.object({
  key: customerKeySchema,
  /** The e-mail address, lower-cased: what makes two bookings one customer's. */
  email: z.string(),
  /** The name and phone given with their latest booking ('' for an account that never booked). */
  name: z.string(),
  phone: z.string(),
  /** Their bookings, whatever their status (deleted ones are gone). */
  booking_count: z.number().int().nonnegative(),
  /** The pickup time of their latest ride (any booking neither cancelled nor a no-show), null if none. */
  last_ride: z.string().nullable(),
  /**
   * The fares of their completed rides, one sum per currency they were charged in (decision 252), by
   * currency code; none before their first completed ride.
   */
  total_spent: sumsByCurrencySchema,
  account: customerAccountSchema.nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerPageSchema = z.object({
  items: z.array(customerRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** One booking on a customer's page: enough to recognise it, and its id to open it. */
export const customerBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  scheduled_time: z.string(),
  pickup: z.string(),
  dropoff: z.string(),
  total_fare: z.number(),
  /** The fare's currency (decisions 241, 247). */
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/** GET /api/admin/customers/:key: the customer and their bookings, latest pickup first. */
export const customerDetailSchema = customerRowSchema.extend({ bookings: z.array(customerBookingSchema) });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
