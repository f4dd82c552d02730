import { z } from 'zod';
import { CURRENCIES } from '../settings/settings';

/**
 * The VAT inside a price that includes it (issue 18 point 6; Belgian passenger transport, 6 %), in whole
 * cents: net = total / (1 + rate) rounded to the cent, VAT = total − net, so net + VAT is the total to the
 * cent whatever the rounding (the receipt never shows a sum that does not add up).
 */
export function vatSplit(total: number, ratePercent: number): { net: number; vat: number; total: number } {
  const totalCents = Math.round(total * 100);
  const netCents = Math.round((totalCents * 100) / (100 + ratePercent));
  return { net: netCents / 100, vat: (totalCents - netCents) / 100, total: totalCents / 100 };
}

const placeLine = z.object({ address: z.string(), line: z.string().nullable() });

/**
 * The pickup and drop-off as a receipt says them (decision 286.1: in the booking's language), recorded by the
 * ride's completion so that a later edit of the gazetteer rewrites no receipt already issued (decision 297).
 */
export const receiptPlacesSchema = z.object({ pickup: z.string(), dropoff: z.string() });
export type ReceiptPlaces = z.infer<typeof receiptPlacesSchema>;

/** `GET /api/manage/:token/receipt`: what the printable receipt and its PDF show, for a completed ride. */
export const receiptSchema = z.object({
  reference: z.string(),
  /** The booking's language: the PDF's and the page's default. */
  language: z.string(),
  customer_name: z.string(),
  /** The pickup, ISO (the page shows it in Brussels time), and the day the receipt is for. */
  scheduled_time: z.string(),
  pickup: placeLine,
  dropoff: placeLine,
  is_round_trip: z.boolean(),
  distance_km: z.number(),
  vehicle: z.string(),
  currency: z.enum(CURRENCIES),
  total: z.number(),
  net: z.number(),
  vat: z.number(),
  vat_rate_percent: z.number(),
  company: z.object({
    name: z.string(),
    address: z.string(),
    vat_number: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;
