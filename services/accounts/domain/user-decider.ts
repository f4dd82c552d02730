import { AUTH_MESSAGES, type Role } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import type { SignOutReason, UserEvent } from '../events';

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; role: Role; passwordHash: string }
  | { type: 'ChangeRole'; userId: string; role: Role }
  | { type: 'ChangePassword'; userId: string; passwordHash: string }
  /** Ends every session, or every one but `keepSessionId` (scope `others`), by moving the epoch. */
  | { type: 'SignOut'; userId: string; reason: SignOutReason; keepSessionId?: string }
  /** Ends one session (this device's sign-out): the epoch stays, so the account's other sessions go on. */
  | { type: 'SignOutSession'; userId: string; sessionId: string };

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      email: string;
      role: Role;
      passwordHash: string;
      /**
       * How many times every session of this account was ended (sign-out, reuse, new password). A session
       * remembers the epoch it started in and is valid only while it is still the current one, so ending
       * sessions needs no list of them in the log.
       */
      sessionEpoch: number;
    };

const USER_NOT_FOUND = 'User not found';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state.status !== 'none') throw conflict(AUTH_MESSAGES.alreadyRegistered);
      const { userId, email, role, passwordHash } = command;
      return [
        { type: 'UserRegistered', data: { user_id: userId, email, role, password_hash: passwordHash } },
      ];
    }
    if (state.status !== 'registered') throw notFound(USER_NOT_FOUND);
    switch (command.type) {
      case 'ChangeRole':
        // Making an admin an admin again records nothing: the history shows real changes only.
        if (state.role === command.role) return [];
        return [
          {
            type: 'UserRoleChanged',
            data: { user_id: state.id, role: command.role, previous_role: state.role },
          },
        ];
      case 'ChangePassword':
        return [
          { type: 'PasswordChanged', data: { user_id: state.id, password_hash: command.passwordHash } },
        ];
      case 'SignOut':
        return [
          {
            type: 'UserSignedOut',
            data: {
              user_id: state.id,
              reason: command.reason,
              ...(command.keepSessionId ? { kept_session_id: command.keepSessionId } : {}),
            },
          },
        ];
      case 'SignOutSession':
        return [{ type: 'SessionSignedOut', data: { user_id: state.id, session_id: command.sessionId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          id: event.data.user_id,
          email: event.data.email,
          role: event.data.role,
          passwordHash: event.data.password_hash,
          sessionEpoch: 0,
        };
      case 'UserRoleChanged':
        return state.status === 'registered' ? { ...state, role: event.data.role } : state;
      case 'PasswordChanged':
        return state.status === 'registered'
          ? { ...state, passwordHash: event.data.password_hash, sessionEpoch: state.sessionEpoch + 1 }
          : state;
      case 'UserSignedOut':
        return state.status === 'registered' ? { ...state, sessionEpoch: state.sessionEpoch + 1 } : state;
      default:
        return state;
    }
  },
};
