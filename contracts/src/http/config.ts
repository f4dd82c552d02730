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

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  event_store: z.object({ kind: z.string(), ok: z.boolean(), error: z.string().optional() }),
  read_store: z.object({ kind: z.string(), ok: z.boolean(), error: z.string().optional() }),
});
export type Health = z.infer<typeof healthSchema>;
