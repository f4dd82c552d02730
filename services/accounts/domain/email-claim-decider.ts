import { AUTH_MESSAGES } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict } from '@chauffeur/platform';
import type { EmailClaimEvent } from '../events';

/**
 * Claim an address for a new account. `replacesAbandoned` names the account of an earlier claim whose
 * registration never completed (the process died between claim and registration): the caller has checked
 * that this account does not exist and that its claim is old enough not to be a sign-up in flight.
 */
export type EmailClaimCommand = {
  type: 'ClaimEmail';
  userId: string;
  replacesAbandoned?: string;
  /** The chauffeur whose driver account this is (a chauffeur's new e-mail, decisions 311 and 327). */
  chauffeurId?: string;
};

export type EmailClaimState = { status: 'free' } | { status: 'claimed'; userId: string };

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaimState> = {
  initialState: { status: 'free' },

  decide(command, state) {
    if (state.status === 'claimed' && state.userId !== command.replacesAbandoned) {
      throw conflict(AUTH_MESSAGES.alreadyRegistered);
    }
    const chauffeur = command.chauffeurId === undefined ? {} : { chauffeur_id: command.chauffeurId };
    return [{ type: 'EmailClaimed', data: { user_id: command.userId, ...chauffeur } }];
  },

  evolve(_state, event) {
    return event.type === 'EmailClaimed' ? { status: 'claimed', userId: event.data.user_id } : _state;
  },
};
