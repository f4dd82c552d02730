import { z } from 'zod';

export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Public runtime configuration the browser reads at start (`GET /api/config`). */
export const publicConfigSchema = z.object({
  currency: z.string().length(3),
  languages: z.array(z.enum(LANGUAGES)),
  default_language: z.enum(LANGUAGES),
  map_style_url: z.string().nullable(),
  maintenance_mode: z.boolean(),
  /** How many hours ahead a pickup must be booked (settings; SPEC 9 default 24). */
  booking_lead_time_hours: z.number().int().nonnegative().default(24),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * What a client acts on in `GET /api/health`: the sign-in's check (SPEC 7) reads only this, so the
 * landing page's bundle (its 200 KB budget) carries only this, not the whole answer's schema.
 */
export const healthStatusSchema = z.object({ status: z.enum(['ok', 'degraded']) });
