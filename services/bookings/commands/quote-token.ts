import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CURRENCIES, fareBasisSchema, locationSchema, routeSourceSchema } from '@chauffeur/contracts';

/**
 * The signed quote of issue 13: what `POST /api/quotes` answered (the verified places, the route, the
 * round trip, every vehicle's price per km and fare, and their currency), so that `POST /api/bookings` charges exactly the
 * price the customer confirmed. Format `q1.<payload>.<mac>`: base64url JSON and an HMAC-SHA256 under a key
 * derived from the app's JWT secret (its own key: a quote token is never an access token, nor the reverse).
 */
export const quotePayloadSchema = z.object({
  pickup: locationSchema,
  dropoff: locationSchema,
  is_round_trip: z.boolean(),
  distance_km: z.number(),
  duration_minutes: z.number(),
  route_source: routeSourceSchema,
  /** Per vehicle: [id, price per km, total fare], and the zone pair when the fare is a fixed one. */
  vehicles: z.array(
    z.union([
      z.tuple([z.string(), z.number(), z.number()]),
      z.tuple([z.string(), z.number(), z.number(), fareBasisSchema]),
    ]),
  ),
  /**
   * The currency the fares are in (decision 261): the booking is charged in it, as in the fares. Absent
   * from tokens signed before; such a booking takes the settings' currency, as it did.
   */
  currency: z.enum(CURRENCIES).optional(),
  /** Expiry, ms since the epoch. */
  exp: z.number(),
});
export type QuotePayload = z.infer<typeof quotePayloadSchema>;

export type TokenCheck = { ok: true; quote: QuotePayload } | { ok: false; reason: 'invalid' | 'expired' };

const PREFIX = 'q1';

const keyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update('chauffeur quote token v1').digest();
const mac = (secret: string, payload: string): Buffer =>
  createHmac('sha256', keyOf(secret)).update(payload).digest();

export function signQuote(secret: string, quote: QuotePayload): string {
  const payload = Buffer.from(JSON.stringify(quote)).toString('base64url');
  return `${PREFIX}.${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * The quote a token carries, when its signature holds and it has not expired at `now` (`null`: the retry
 * of a booking already stored with this token, whose expiry was checked then).
 */
export function checkQuoteToken(secret: string, token: string, now: Date | null): TokenCheck {
  const [prefix, payload, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = quotePayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (now !== null && parsed.data.exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, quote: parsed.data };
}
