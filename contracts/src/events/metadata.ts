import { z } from 'zod';
import { roleSchema } from '../accounts/account';

/**
 * Who caused an event: a signed-in account, an anonymous visitor, the system itself (seeding, bootstrap), or
 * (issue 18) a customer acting through their booking's private manage link, known by the booking's e-mail.
 */
export const actorSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    id: z.string(),
    email: z.string(),
    role: roleSchema,
  }),
  z.object({ kind: z.literal('anonymous') }),
  z.object({ kind: z.literal('system'), name: z.string() }),
  z.object({ kind: z.literal('customer'), email: z.string() }),
]);
export type Actor = z.infer<typeof actorSchema>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };
export const systemActor = (name: string): Actor => ({ kind: 'system', name });

/** Metadata every stored event carries (DESIGN 4). */
export const eventMetadataSchema = z.object({
  eventId: z.uuid(),
  occurredAt: z.iso.datetime(),
  actor: actorSchema,
  /** The request id of the HTTP request (or the job) that caused the event. */
  correlationId: z.string(),
  /** The id of the message that directly caused this one: the command's request id or a prior event id. */
  causationId: z.string(),
  schemaVersion: z.number().int().positive(),
  /** On the first event of a stream created with an Idempotency-Key: the key and a hash of the request. */
  idempotency: z.object({ key: z.string(), requestHash: z.string() }).optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
