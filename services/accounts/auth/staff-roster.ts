import { STAFF_MESSAGES, STAFF_ROSTER_STREAM, userStream } from '@chauffeur/contracts';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import {
  fold,
  handleCommand,
  loadedStream,
  notFound,
  type CommandContext,
  type CommandOutcome,
} from '@chauffeur/platform';
import { staffRosterDecider, type AdminCandidate } from '../domain/staff-roster-decider';
import { userDecider, type UserCommand, type UserState } from '../domain/user-decider';
import type { AdminRemoval, StaffRosterEvent, UserEvent } from '../events';

export interface StaffRosterDeps {
  eventStore: EventStore;
  now: () => Date;
  /**
   * Ids that may be active admins (the staff read model's): only a list of whom to read. Each is judged
   * on its own stream, so a stale list can refuse a removal (an admin promoted a moment ago is not on it
   * yet), never allow a wrong one.
   */
  adminCandidates: () => Promise<readonly string[]>;
}

/** The changes that can take the admin role away from an account. */
export type AccountChange = Extract<UserCommand, { type: 'ChangeRole' }> | { type: 'Deactivate' };

/**
 * Each round either gets in or is refused on a state that already has a rival's removal, so a handful
 * of admins settle in a few rounds; past this the last version conflict answers 409.
 */
const MAX_ROUNDS = 25;

const activeAdmin = (state: UserState) =>
  state.status === 'registered' && state.role === 'admin' && state.active;

/** What the change takes away, or null when the account stays an active admin or never was one. */
function removalOf(state: UserState, change: AccountChange): AdminRemoval | null {
  if (!activeAdmin(state)) return null;
  if (change.type === 'Deactivate') return 'deactivation';
  return change.role === 'admin' ? null : 'role';
}

async function readAccount(eventStore: EventStore, userId: string) {
  const loaded = loadedStream(await eventStore.readStream(userStream(userId)));
  const state = fold(
    userDecider,
    loaded.events.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
  );
  return { loaded, state, revision: Number(loaded.last?.revision ?? -1n) };
}

/**
 * Changes a registered account's role or deactivates it, never leaving the company without an active
 * admin (decision 228). When the change takes the role from an active admin, the removal is first held
 * in the staff roster (refused with 409 "last active admin" when no other active admin remains), then
 * the change is appended to the account at the very revision it was decided on. A version conflict on
 * either stream decides again on the new state: the outcome may differ (the rival removal was the other
 * admin, or the account changed meanwhile).
 */
export async function changeKeepingAnAdmin(
  deps: StaffRosterDeps,
  userId: string,
  change: AccountChange,
  context: CommandContext,
): Promise<CommandOutcome> {
  for (let round = 1; ; round++) {
    const account = await readAccount(deps.eventStore, userId);
    // An invitation not used yet can take another role too (never an active admin: no removal to hold).
    if (account.state.status === 'none') throw notFound(STAFF_MESSAGES.notStaff);
    if (account.state.status === 'invited' && change.type === 'Deactivate')
      throw notFound(STAFF_MESSAGES.notStaff);
    const removal = removalOf(account.state, change);
    // Refused before a removal is held in the roster (a role changed since the admin saw it, decision 284).
    userDecider.decide(change, account.state);
    try {
      if (removal) await holdRemoval(deps, userId, account.revision, removal, context);
      return await handleCommand(deps.eventStore, {
        stream: userStream(userId),
        decider: userDecider,
        command: change,
        context,
        loaded: account.loaded,
        now: deps.now,
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || round >= MAX_ROUNDS) throw error;
    }
  }
}

/** Appends `AdminRemovalHeld` at the roster's revision read, or throws 409 (last admin). */
async function holdRemoval(
  deps: StaffRosterDeps,
  userId: string,
  accountRevision: number,
  change: AdminRemoval,
  context: CommandContext,
): Promise<void> {
  for (let round = 1; ; round++) {
    // The roster first, the accounts after: a removal held after this reading makes our append fail.
    const roster = loadedStream(await deps.eventStore.readStream(STAFF_ROSTER_STREAM));
    const held = fold(
      staffRosterDecider,
      roster.events.map((event) => ({ type: event.type, data: event.data }) as StaffRosterEvent),
    );
    const ids = new Set([...(await deps.adminCandidates()), ...Object.keys(held)]);
    ids.delete(userId);
    const candidates: AdminCandidate[] = await Promise.all(
      [...ids].map(async (id) => {
        const { state, revision } = await readAccount(deps.eventStore, id);
        return { id, revision, activeAdmin: activeAdmin(state) };
      }),
    );
    try {
      await handleCommand(deps.eventStore, {
        stream: STAFF_ROSTER_STREAM,
        decider: staffRosterDecider,
        command: { type: 'HoldAdminRemoval', userId, accountRevision, change, candidates },
        context,
        loaded: roster,
        now: deps.now,
      });
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || round >= MAX_ROUNDS) throw error;
    }
  }
}
