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

/** A read model that has failed or fallen behind the log: it serves an old or partial picture. */
export const healthProjectionSchema = z.object({
  name: z.string(),
  state: z.string(),
  lag_events: z.number().int().nonnegative(),
  lag_ms: z.number().nonnegative(),
  error: z.string().optional(),
});

/**
 * `GET /api/health`: 200 only when both stores answer, the log takes writes and every read model is live;
 * otherwise 503 with the same shape naming what is wrong. `projections` was added later (optional for
 * older readers; the web reads `status`).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  event_store: z.object({
    kind: z.string(),
    ok: z.boolean(),
    error: z.string().optional(),
    /** Why the log cannot be used (disk_full, read_only, io_error, corrupt, ...), when it cannot. */
    reason: z.string().optional(),
  }),
  read_store: z.object({ kind: z.string(), ok: z.boolean(), error: z.string().optional() }),
  projections: z
    .object({
      ok: z.boolean(),
      failed: z.array(healthProjectionSchema),
      lagging: z.array(healthProjectionSchema),
    })
    .optional(),
});
export type Health = z.infer<typeof healthSchema>;
