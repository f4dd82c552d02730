import { z } from 'zod';
import { storedTextSchema } from '../common/text';
import type { Actor } from '../events/metadata';

/**
 * The audit history of any aggregate (issue 17): one line per event of its stream, read from the log on
 * demand (decision 155). Generic on purpose: a new aggregate (cars, chauffeurs, staff, fares) gets its history
 * by having a stream, with no code of its own.
 */

/** One field an event changed: its value before and after, as short text; a secret or a long text shows neither. */
export const auditChangeSchema = z.object({
  /** The field's name, nested ones dotted (`description.fr`). */
  field: z.string(),
  /** Absent when the field had no value before (a creation, a new translation). */
  before: z.string().optional(),
  /** Absent when the event removed the field. */
  after: z.string().optional(),
  /**
   * Why neither value is shown: `secret` (a password hash, a token: that it changed is all staff may see),
   * `long` (an article's body: a cut-off excerpt would hide where it changed).
   */
  hidden: z.enum(['secret', 'long']).optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/**
 * Who caused an event, as staff read it: the account's e-mail and role, the system's job, a visitor, or a
 * customer through their booking's manage link (their e-mail).
 */
export const auditActorSchema = z.object({
  kind: z.enum(['user', 'anonymous', 'system', 'customer']),
  id: z.string().optional(),
  email: z.string().optional(),
  role: z.string().optional(),
  /** The system job's name (seed, bootstrap…). */
  name: z.string().optional(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * The one reading of an event's actor as staff see it (the history, the activity feed, a message's answered
 * mark): never the metadata's request ids or a token's other claims.
 */
export const auditActorOf = (actor: Actor): AuditActor =>
  actor.kind === 'user'
    ? { kind: 'user', id: actor.id, email: actor.email, role: actor.role }
    : actor.kind === 'system'
      ? { kind: 'system', name: actor.name }
      : actor.kind === 'customer'
        ? { kind: 'customer', email: actor.email }
        : { kind: 'anonymous' };

export const auditEntrySchema = z.object({
  revision: z.number().int(),
  position: z.string(),
  /** The event type as the log names it; the admin panel translates it, or shows it readable when new. */
  type: z.string(),
  occurred_at: z.string(),
  actor: auditActorSchema,
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/history/:stream`: newest first, paged by `limit` and `offset`. */
export const auditHistorySchema = z.object({
  stream: z.string(),
  /** The aggregate's kind: its stream family without the dash (`vehicle`, `post`, `settings`…). */
  kind: z.string(),
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditHistory = z.infer<typeof auditHistorySchema>;

export const auditHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * One line of `/admin/activity` (issue 17): something staff or the system did, on which record. The line
 * names the record; its history panel tells which fields changed (decision 157).
 */
export const activityEntrySchema = z.object({
  id: z.string(),
  position: z.string(),
  stream: z.string(),
  kind: z.string(),
  /** The record's id inside its kind (empty for a single record such as the settings). */
  aggregate_id: z.string(),
  /**
   * How staff name the record where the log names it (a booking's reference); else the panel shows its id.
   * Per language where the record's name is (a blog post's title, a homepage figure's label): the panel
   * shows the admin's language, else English.
   */
  name: z.union([z.string(), storedTextSchema]).optional(),
  type: z.string(),
  occurred_at: z.string(),
  actor: auditActorSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** `GET /api/admin/activity`: newest first, paged, optionally one kind of record. */
export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Every kind the log can hold, for the filter (a new aggregate's kind appears without a change). */
  kinds: z.array(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityQuerySchema = z.object({
  kind: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
