import { z } from 'zod';

/** `?after=<position>`: read-your-writes for the position a command answered with (DESIGN 5). */
export const afterQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,30}$/, 'must be a position returned by a command')
    .optional(),
});

const READ_AFTER_TIMEOUT_MS = 2000;

/** What read-your-writes needs of the read side (the projection runner, or a replica's remote view). */
export interface ReadSideProgress {
  waitFor(position: bigint, options: { names?: string[]; timeoutMs: number }): Promise<boolean>;
}

/**
 * Waits (bounded) until the named projections have applied `after`. On timeout the query still answers,
 * with what the read model holds, and says so in `X-Read-Model-Behind`.
 */
export async function awaitPosition(
  deps: { projections: Pick<ReadSideProgress, 'waitFor'> },
  after: string | undefined,
  names: string[],
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  if (after === undefined) return;
  const reached = await deps.projections.waitFor(BigInt(after), { names, timeoutMs: READ_AFTER_TIMEOUT_MS });
  if (!reached) reply.header('x-read-model-behind', 'true');
}
