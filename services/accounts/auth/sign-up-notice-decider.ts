import type { Decider } from '@chauffeur/platform';
import type { SignUpAttemptedWithExistingEmailData } from '../events';

/** At most one "someone tried to sign up with your address" e-mail per account in this time. */
export const SIGN_UP_NOTICE_INTERVAL_MS = 60 * 60_000;

export type SignUpNoticeCommand = { type: 'NoteSignUpAttempt'; userId: string; at: Date };
export type SignUpNoticeEvent =
  | { type: 'UserRegistered'; data: { user_id: string } }
  | { type: 'SignUpAttemptedWithExistingEmail'; data: SignUpAttemptedWithExistingEmailData };
export interface SignUpNoticeState {
  registered: boolean;
  lastNoticeAt: number | null;
}

/**
 * Decides, on an account's stream, whether a sign-up with its address becomes a notice to its owner. A
 * flood of sign-ups with someone's address gives them one e-mail an hour, not one per request.
 */
export const signUpNoticeDecider: Decider<SignUpNoticeCommand, SignUpNoticeEvent, SignUpNoticeState> = {
  initialState: { registered: false, lastNoticeAt: null },
  decide(command, state) {
    if (!state.registered) return [];
    const at = command.at.getTime();
    if (state.lastNoticeAt !== null && at - state.lastNoticeAt < SIGN_UP_NOTICE_INTERVAL_MS) return [];
    return [
      {
        type: 'SignUpAttemptedWithExistingEmail',
        data: { user_id: command.userId, attempted_at: command.at.toISOString() },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'SignUpAttemptedWithExistingEmail':
        return { ...state, lastNoticeAt: Date.parse(event.data.attempted_at) };
      default:
        return state;
    }
  },
};
