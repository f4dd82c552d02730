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

/** A read model health names: failed, behind the log, rebuilding, or retrying its store. */
export const healthProjectionSchema = z.object({
  name: z.string(),
  state: z.string(),
  lag_events: z.number().int().nonnegative(),
  lag_ms: z.number().nonnegative(),
  /** `lag_ms` in whole seconds, for a reader of the raw answer (a load balancer's log, curl at 3 am). */
  lag_seconds: z.number().int().nonnegative(),
  error: z.string().optional(),
  /** Reconnecting: since when it has been retrying its store, as far as this process has seen. */
  since: z.string().optional(),
  /** Rebuilding: events replayed into the new tables so far, of the log's events when it began. */
  rebuild: z.object({ done: z.number(), total: z.number() }).optional(),
});

/**
 * `GET /api/health`: 200 only when both stores answer, the log takes writes and no read model has failed,
 * fallen behind or been retrying its store for long; otherwise 503 with the same shape naming what is
 * wrong. A read model being rebuilt is named (`rebuilding`) without failing health: its old tables keep
 * serving until the new ones are swapped in (decision 114). `projections` was added later (optional for
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
  read_store: z.object({
    kind: z.string(),
    ok: z.boolean(),
    error: z.string().optional(),
    /**
     * An API replica (no projectors): how read-your-writes learns the projector's progress, by the
     * checkpoints' change stream, or by reading them every second (a MongoDB without replica set).
     */
    follows: z.enum(['change-stream', 'polling']).optional(),
  }),
  projections: z
    .object({
      ok: z.boolean(),
      failed: z.array(healthProjectionSchema),
      lagging: z.array(healthProjectionSchema),
      /** Retrying their store (the log or the read store); unhealthy only once it lasts (decision 114). */
      reconnecting: z.array(healthProjectionSchema),
      /** Being rebuilt in the background: informative, never unhealthy on its own. */
      rebuilding: z.array(healthProjectionSchema),
    })
    .optional(),
});
export type Health = z.infer<typeof healthSchema>;
