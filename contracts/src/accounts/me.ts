import { z } from 'zod';
import { LANGUAGES } from '../http/config';
import { bookingStatusSchema } from '../bookings/status';
import { CURRENCIES } from '../settings/settings';

/* Issue 18 point 3: a signed-in customer's address verification, their bookings and the wizard's pre-fill. */

/** `<account id>.<expiry seconds>.<signature>` (decision 195); the shape only, the server checks the rest. */
export const emailVerificationTokenSchema = z
  .string()
  .max(200)
  .regex(/^[0-9a-f-]{36}\.\d{1,12}\.[A-Za-z0-9_-]{20,}$/, 'This link is not valid');

export const verifyEmailBodySchema = z.object({ token: emailVerificationTokenSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export const verifyEmailResultSchema = z.object({ email: z.string() });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

/** Asking for the link again: in the language the site is shown in now. */
export const resendVerificationBodySchema = z.object({ language: z.enum(LANGUAGES).optional() });
export const resendVerificationResultSchema = z.object({ status: z.enum(['sent', 'already_verified']) });
export type ResendVerificationResult = z.infer<typeof resendVerificationResultSchema>;

export const VERIFY_MESSAGES = {
  invalid: 'This link is not valid',
  expired: 'This link has expired: sign in and ask for a new one',
} as const;

/** One booking of My bookings: what the row shows, and the path of its manage page (never stored). */
export const myBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  scheduled_time: z.string(),
  pickup: z.string(),
  dropoff: z.string(),
  vehicle: z.string(),
  total_fare: z.number(),
  /**
   * The fare's currency (decision 247), as the receipt names it (decision 241). Optional: rows a persistent
   * read store kept from before the field existed lack it until their rebuild (version 2) replaces them.
   */
  currency: z.enum(CURRENCIES).optional(),
  /** `/booking/<token>`: the manage page (web route), the same link the e-mails carry. */
  manage_path: z.string(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/**
 * `GET /api/me/bookings`: upcoming (soonest first), then past (latest first). Until the address is
 * verified only the bookings made while signed in are there; `email_verified` says whether more may come.
 */
export const myBookingsSchema = z.object({
  email_verified: z.boolean(),
  upcoming: z.array(myBookingSchema),
  past: z.array(myBookingSchema),
});
export type MyBookings = z.infer<typeof myBookingsSchema>;

/** `GET /api/me/contact`: what the booking wizard pre-fills (empty strings when nothing is known). */
export const myContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type MyContact = z.infer<typeof myContactSchema>;
