import { STAFF_MESSAGES } from '@chauffeur/contracts';
import { conflict, type Decider } from '@chauffeur/platform';
import type { AdminRemoval, StaffRosterEvent } from '../events';

/** An account that may count as another active admin, as its own stream says now. */
export interface AdminCandidate {
  id: string;
  /** Revision of the account stream's last event. */
  revision: number;
  /** Registered, role admin, active. */
  activeAdmin: boolean;
}

export type StaffRosterCommand = {
  type: 'HoldAdminRemoval';
  userId: string;
  /** Revision of the account the change was decided on (the change is appended at it). */
  accountRevision: number;
  change: AdminRemoval;
  /** The other accounts that may be active admins, each read from its own stream after the roster. */
  candidates: readonly AdminCandidate[];
};

/** The latest removal held per account: the revision of the account it was decided on. */
export type StaffRosterState = Readonly<Record<string, number>>;

/**
 * A removal held at revision r of an account is in flight while the account's stream is still at r: its
 * change is not written yet (or the process died between the two appends: the safe side). Once the
 * stream moved on, the stream itself is the truth: the change was written (no longer an admin), or
 * another event came first and the change's append was refused (still an admin).
 */
const removalInFlight = (state: StaffRosterState, candidate: AdminCandidate) =>
  state[candidate.id] === candidate.revision;

/**
 * The company's staff roster (decision 228): the rule "another active admin remains" decided on one
 * stream. Which accounts are admins stays in their own streams (the caller reads them after the roster,
 * so nothing is counted that the roster's revision does not cover); the roster adds what the account
 * streams cannot say yet: the removals already decided but maybe not written. Appended at the revision
 * read, so of two removals at once the second decides again and sees the first.
 */
export const staffRosterDecider: Decider<StaffRosterCommand, StaffRosterEvent, StaffRosterState> = {
  initialState: {},

  decide(command, state) {
    const remaining = command.candidates.filter(
      (candidate) =>
        candidate.id !== command.userId && candidate.activeAdmin && !removalInFlight(state, candidate),
    );
    if (remaining.length === 0) throw conflict(STAFF_MESSAGES.lastAdmin);
    return [
      {
        type: 'AdminRemovalHeld',
        data: { user_id: command.userId, account_revision: command.accountRevision, change: command.change },
      },
    ];
  },

  evolve(state, event) {
    return { ...state, [event.data.user_id]: event.data.account_revision };
  },
};
