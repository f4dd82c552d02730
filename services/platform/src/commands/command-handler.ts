import { randomUUID } from 'node:crypto';
import type { Actor } from '@chauffeur/contracts';
import { fold, type Decider } from '../domain/decider';
import {
  WrongExpectedVersion,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '@chauffeur/eventstore';

/** Who sent a command and within which request: becomes the metadata of every event it causes. */
export interface CommandContext {
  actor: Actor;
  requestId: string;
  /** Set when a creation carries an Idempotency-Key: stored on the first event it appends. */
  idempotency?: { key: string; requestHash: string };
}

/**
 * A stream as the caller already read it within this request: its events and its last one's revision and
 * position (null: no stream). Given to `handleCommand`, it is not read again; the append still checks that
 * revision, so a stream that changed since is refused as if it had been read.
 */
export interface LoadedStream {
  events: readonly { type: string; data: unknown }[];
  last: { revision: bigint; position: bigint } | null;
}

/** A stream's events as read from the store, as a `LoadedStream`. */
export const loadedStream = (events: readonly RecordedEvent[]): LoadedStream => ({
  events,
  last: events.at(-1) ?? null,
});

export interface CommandOutcome {
  /** Revision of the stream's last event after the command (what the client sends back next time). */
  revision: bigint;
  /** Global position of the stream's last event after the command (for `?after=`). */
  position: bigint;
  /** Types of the events the command appended (none when it changed nothing). */
  appended: string[];
}

/**
 * Loads a stream, folds it into state, asks the decider, and appends what it decided with optimistic
 * concurrency: at the revision the client saw when it sent one, otherwise at the revision that was read,
 * so a decision is never appended on top of a state it did not see. The schema version is not the
 * handler's to say: the catalogue's store (`withCatalogue`) checks each event and writes its current
 * version, and refuses a type it does not know.
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  eventStore: EventStore,
  options: {
    stream: string;
    decider: Decider<Command, Event, State>;
    command: Command;
    context: CommandContext;
    /** The revision the client last saw, when it sent one. */
    expectedRevision?: bigint;
    /** The stream as this request already read it (not read again). */
    loaded?: LoadedStream;
    /** The clock of the events' `occurredAt` (a module's `PlatformDeps.now`); default: the system clock. */
    now?: () => Date;
  },
): Promise<CommandOutcome> {
  const { stream, decider, command, context } = options;
  const { events: history, last } = options.loaded ?? loadedStream(await eventStore.readStream(stream));
  const current: ExpectedRevision = last ? last.revision : 'no_stream';
  // -1 is the revision of a stream that does not exist yet (a record still at its defaults).
  const seen = options.expectedRevision === -1n ? undefined : options.expectedRevision;
  if (options.expectedRevision !== undefined && seen !== last?.revision) {
    throw new WrongExpectedVersion(stream, options.expectedRevision, last ? last.revision : 'no_stream');
  }
  const state = fold(
    decider,
    history.map((event) => ({ type: event.type, data: event.data }) as Event),
  );
  const decided = decider.decide(command, state);
  if (decided.length === 0) {
    return { revision: last?.revision ?? -1n, position: last?.position ?? 0n, appended: [] };
  }
  const occurredAt = (options.now ?? (() => new Date()))().toISOString();
  const result = await eventStore.append(
    stream,
    decided.map((event, index) => ({
      type: event.type,
      data: event.data,
      metadata: {
        eventId: randomUUID(),
        occurredAt,
        actor: context.actor,
        correlationId: context.requestId,
        causationId: context.requestId,
        ...(index === 0 && context.idempotency ? { idempotency: context.idempotency } : {}),
      },
    })),
    { expectedRevision: current },
  );
  return { revision: result.nextRevision, position: result.position, appended: decided.map((e) => e.type) };
}
