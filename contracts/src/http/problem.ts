import { z } from 'zod';

/**
 * One failing field of a request: a dotted path (`body.price_per_km`) and a human message; for a booking
 * rule also its `code` and `params` (http/problem-codes.ts), for a client to word it in its language.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** RFC 9457 problem details, as every API error is sent. */
export const problemSchema = z.object({
  type: z
    .string()
    .describe('A URI naming the kind of problem; `about:blank` when the status says it')
    .optional(),
  title: z.string().describe("The status's short name, e.g. `Conflict`"),
  status: z.number().int().describe('The HTTP status code, repeated'),
  detail: z.string().describe('What went wrong, for a person').optional(),
  instance: z.string().describe('The path and query of the request').optional(),
  errors: z.array(fieldErrorSchema).describe('Each failing field, e.g. `body.email`').optional(),
  /** A customer-facing refusal's stable name (http/problem-codes.ts, decision 230), and its sentence's params. */
  code: z.string().describe('The refusal, by name, for a client to word').optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** For 409 on a stale revision: the revision the server holds now. */
  current_revision: z.number().int().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** What a successful command answers (DESIGN 6): the id, the stream revision and the global position. */
export const commandResultSchema = z.object({
  id: z.string(),
  revision: z.number().int().nonnegative(),
  /** Global log position of the last event, as a decimal string (it may exceed 2^53 on EventStoreDB). */
  position: z.string(),
  /** The read models the command's events change: what the admin panel refreshes after it (decision 101). */
  models: z.array(z.string()).optional(),
});
export type CommandResult = z.infer<typeof commandResultSchema>;
