import { z } from 'zod';
import type { PlatformDeps } from '../module';

/** `?after=<position>`: read-your-writes for the position a command answered with (DESIGN 5). */
export const afterQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,30}$/, 'must be a position returned by a command')
    .optional(),
});

const READ_AFTER_TIMEOUT_MS = 2000;

/**
 * Waits (bounded) until the named projections have applied `after`. On timeout the query still answers,
 * with what the read model holds, and says so in `X-Read-Model-Behind`.
 */
export async function awaitPosition(
  deps: Pick<PlatformDeps, 'projections'>,
  after: string | undefined,
  names: string[],
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  if (after === undefined) return;
  const reached = await deps.projections.waitFor(BigInt(after), { names, timeoutMs: READ_AFTER_TIMEOUT_MS });
  if (!reached) reply.header('x-read-model-behind', 'true');
}
