import { createHash } from 'node:crypto';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { HttpProblem } from '../plugins/problem';
import type { CommandOutcome } from './command-handler';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable UUID-shaped id for (scope, key): a retry with the same key targets the same new stream. */
export function idFromIdempotencyKey(scope: string, key: string): string {
  const hex = sha256(`${scope}\u0000${key}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

export const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

/**
 * Creates a stream at most once per Idempotency-Key. The new id is derived from the key, so the store's
 * `no_stream` check makes a retry collide with the first attempt atomically; the retry then gets the first
 * answer back, and the same key with another body is refused.
 */
export async function createOnce(
  eventStore: EventStore,
  options: {
    scope: string;
    key: string | undefined;
    body: unknown;
    streamOf: (id: string) => string;
    newId: () => string;
  },
  create: (id: string, idempotency?: { key: string; requestHash: string }) => Promise<CommandOutcome>,
): Promise<{ id: string; outcome: CommandOutcome; replayed: boolean }> {
  if (options.key === undefined) {
    const id = options.newId();
    return { id, outcome: await create(id), replayed: false };
  }
  if (!IDEMPOTENCY_KEY.test(options.key)) {
    throw new HttpProblem(
      400,
      'Idempotency-Key must be 8 to 128 letters, digits, dots, colons, dashes or underscores',
      {
        errors: [{ field: 'headers.idempotency-key', message: 'is invalid' }],
      },
    );
  }
  const id = idFromIdempotencyKey(options.scope, options.key);
  const requestHash = sha256(stableJson(options.body));
  const earlier = async () => {
    const events = await eventStore.readStream(options.streamOf(id));
    const first = events[0];
    if (!first) return null;
    if (first.metadata.idempotency?.requestHash !== requestHash) {
      throw new HttpProblem(422, 'This Idempotency-Key was already used for a different request', {
        errors: [{ field: 'headers.idempotency-key', message: 'was already used for a different request' }],
      });
    }
    const sameRequest = events.filter((e) => e.metadata.correlationId === first.metadata.correlationId);
    const last = sameRequest.at(-1)!;
    return {
      id,
      outcome: { revision: last.revision, position: last.position, appended: [] },
      replayed: true,
    };
  };
  const replay = await earlier();
  if (replay) return replay;
  try {
    return { id, outcome: await create(id, { key: options.key, requestHash }), replayed: false };
  } catch (error) {
    // Two attempts raced past the check above: the loser answers like a retry.
    if (error instanceof WrongExpectedVersion) {
      const raced = await earlier();
      if (raced) return raced;
    }
    throw error;
  }
}
