import { z } from 'zod';
import {
  ADDRESS_LINE_MAX,
  CUSTOMER_NAME_MAX,
  MAX_LUGGAGE,
  MAX_PASSENGERS,
  PHONE_MAX,
} from '@chauffeur/contracts';
import type { BookingDraft } from './handoff';

// A value out of bounds (an edited history entry) falls back to the fresh wizard's, the rest still applies.
const text = (max: number) => z.string().max(max).catch('');
const draftSchema = z.object({
  pickupAddressLine: text(ADDRESS_LINE_MAX),
  destinationAddressLine: text(ADDRESS_LINE_MAX),
  passengers: z.number().int().min(1).max(MAX_PASSENGERS).catch(1),
  luggage: z.number().int().min(0).max(MAX_LUGGAGE).catch(0),
  roundTrip: z.boolean().catch(false),
  name: text(CUSTOMER_NAME_MAX),
  phone: text(PHONE_MAX),
  email: text(254),
});

/** The earlier booking's draft in router state, or null (none, or not an object). */
export function readDraft(state: unknown): BookingDraft | null {
  if (!state || typeof state !== 'object' || !('draft' in state)) return null;
  const parsed = draftSchema.safeParse((state as { draft: unknown }).draft);
  return parsed.success ? parsed.data : null;
}
