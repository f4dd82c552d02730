import { fold, type Decider } from '../domain/decider';
import type { EventStore } from '@chauffeur/eventstore';

/** The current state of one aggregate, folded from its own stream: authoritative, never behind. */
export async function loadState<Event extends { type: string; data: unknown }, State>(
  eventStore: EventStore,
  stream: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: bigint | null }> {
  const events = await eventStore.readStream(stream);
  const state = fold(
    decider,
    events.map((event) => ({ type: event.type, data: event.data }) as Event),
  );
  return { state, revision: events.at(-1)?.revision ?? null };
}
