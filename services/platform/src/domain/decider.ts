/**
 * An aggregate as two pure functions: `decide` turns a command and the current state into new events (or
 * throws a DomainError), `evolve` folds one event into the state. No I/O, so they are tested as
 * given (past events) / when (command) / then (new events or error).
 */
export interface Decider<Command, Event extends { type: string }, State> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export const fold = <Event extends { type: string }, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState);
