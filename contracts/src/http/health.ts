import { z } from 'zod';
import { healthStatusSchema } from './config';

// Apart from config.ts: the landing page imports that module, and a module's schemas all come with it.

/** A read model health names: failed, behind the log, rebuilding, or retrying its store. */
export const healthProjectionSchema = z.object({
  name: z.string(),
  state: z.string(),
  lag_events: z.number().int().nonnegative(),
  lag_ms: z.number().nonnegative(),
  /** `lag_ms` in whole seconds, for a reader of the raw answer (a load balancer's log, curl at 3 am). */
  lag_seconds: z.number().int().nonnegative(),
  /** Reconnecting: since when it has been retrying its store, as far as this process has seen. */
  since: z.string().optional(),
  /** Rebuilding: events replayed into the new tables so far, of the log's events when it began. */
  rebuild: z.object({ done: z.number(), total: z.number() }).optional(),
});

/**
 * `GET /api/health` (public: a load balancer, compose, anyone): 200 only when both stores answer, the log
 * takes writes and no read model has failed, fallen behind or been retrying its store for long; otherwise
 * 503 with the same shape naming what is wrong. A read model being rebuilt is named (`rebuilding`) without failing health: its old tables keep
 * serving until the new ones are swapped in (decision 114). `projections` was added later (optional for
 * older readers; the web reads `status`). It names what failed with stable codes, never an error's text
 * (decision 304: file paths and internals are for the admin's Read models page and the logs).
 */
export const healthSchema = z.object({
  ...healthStatusSchema.shape,
  event_store: z.object({
    kind: z.string(),
    ok: z.boolean(),
    /** Why the log cannot be used (disk_full, read_only, io_error, corrupt, ...), when it cannot. */
    reason: z.string().optional(),
  }),
  read_store: z.object({
    kind: z.string(),
    ok: z.boolean(),
    /** `unavailable` when it cannot be used (why: the Read models page and the logs). */
    reason: z.literal('unavailable').optional(),
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
