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

/** The log's last position (null: empty), as the event store says it. */
export interface LogHead {
  head(): Promise<{ position: bigint } | null>;
}

/**
 * Waits (bounded) until the named projections have applied `after`. On timeout the query still answers,
 * with what the read model holds, and says so in `X-Read-Model-Behind`. A position past the log's head was
 * returned by no command (`?after=99999999999999999999` held any query, public ones too, for the full
 * 2 s: decision 304): it is read as "now", the head, which is waited for as any position.
 */
export async function awaitPosition(
  deps: { projections: Pick<ReadSideProgress, 'waitFor'>; eventStore: LogHead },
  after: string | undefined,
  names: string[],
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  if (after === undefined) return;
  const position = await reachablePosition(deps.eventStore, BigInt(after));
  if (position === null) return;
  const reached = await deps.projections.waitFor(position, { names, timeoutMs: READ_AFTER_TIMEOUT_MS });
  if (!reached) reply.header('x-read-model-behind', 'true');
}

/**
 * The position to wait for: the one asked, or the head when it is past it (null: an empty log, nothing to
 * wait for). A log that does not answer leaves it as asked: the query waits as it always did, and the read
 * model, which may still answer, says whether it is behind.
 */
async function reachablePosition(log: LogHead, asked: bigint): Promise<bigint | null> {
  let head: { position: bigint } | null;
  try {
    head = await log.head();
  } catch {
    return asked;
  }
  if (!head) return null;
  return asked > head.position ? head.position : asked;
}
