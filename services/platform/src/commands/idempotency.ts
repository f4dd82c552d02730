import { createHash } from 'node:crypto';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@chauffeur/eventstore';
import { HttpProblem } from '../http/problem';
import type { CommandOutcome } from './command-handler';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable UUID-shaped id for (scope, key): a retry with the same key targets the same new stream. */
export function idFromIdempotencyKey(scope: string, key: string): string {
  const hex = sha256(`${scope}\u0000${key}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The body as JSON with object keys sorted, so a retry whose keys come in another order hashes alike.
 * Written with an explicit stack, not recursion: however deep a value is, hashing it cannot overflow the
 * call stack (issue 13: a depth-5,000 body threw RangeError here → 500). Same text as
 * `JSON.stringify` with a key-sorting replacer (the stored hashes of earlier requests stay valid).
 */
export function stableJson(root: unknown): string {
  const out: string[] = [];
  const work: Array<{ text: string } | { value: unknown; inArray: boolean }> = [
    { value: root, inArray: true },
  ];
  while (work.length > 0) {
    const item = work.pop()!;
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const value = toJsonValue(item.value);
    const parts: Array<{ text: string } | { value: unknown; inArray: boolean }> = [];
    if (Array.isArray(value)) {
      parts.push({ text: '[' });
      value.forEach((element, index) => {
        if (index > 0) parts.push({ text: ',' });
        parts.push({ value: element, inArray: true });
      });
      parts.push({ text: ']' });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => !isOmitted(toJsonValue(v)))
        .sort(([a], [b]) => a.localeCompare(b));
      parts.push({ text: '{' });
      entries.forEach(([key, v], index) => {
        parts.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` });
        parts.push({ value: v, inArray: false });
      });
      parts.push({ text: '}' });
    } else {
      // Scalars; in an array, what JSON cannot hold becomes null (as JSON.stringify does).
      parts.push({ text: isOmitted(value) ? (item.inArray ? 'null' : '') : JSON.stringify(value) });
    }
    for (let i = parts.length - 1; i >= 0; i--) work.push(parts[i]!);
  }
  return out.join('');
}

const toJsonValue = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ? (value as { toJSON: () => unknown }).toJSON()
    : value;

const isOmitted = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

export const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

/** The answer to a key already used for another request (422, naming the header). */
export const keyUsedForAnotherRequest = () =>
  new HttpProblem(422, 'This Idempotency-Key was already used for a different request', {
    errors: [{ field: 'headers.idempotency-key', message: 'was already used for a different request' }],
  });

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
    /** The key's stream as the caller already read it in this request (`idFromIdempotencyKey`): not read again. */
    stored?: readonly RecordedEvent[];
  },
  create: (id: string, idempotency?: { key: string; requestHash: string }) => Promise<CommandOutcome>,
): Promise<{
  id: string;
  outcome: CommandOutcome;
  replayed: boolean;
  /** On a replay, the stored events of the stream (the first answer is in them). */
  stored?: readonly RecordedEvent[];
}> {
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
  const earlier = async (known?: readonly RecordedEvent[]) => {
    const events = known ?? (await eventStore.readStream(options.streamOf(id)));
    const first = events[0];
    if (!first) return null;
    if (first.metadata.idempotency?.requestHash !== requestHash) throw keyUsedForAnotherRequest();
    const sameRequest = events.filter((e) => e.metadata.correlationId === first.metadata.correlationId);
    const last = sameRequest.at(-1)!;
    // A replay answers as the first request did, the read models it changed included (decision 101).
    const appended = sameRequest.map((event) => event.type);
    return {
      id,
      outcome: { revision: last.revision, position: last.position, appended },
      replayed: true,
      stored: events,
    };
  };
  const replay = await earlier(options.stored);
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
