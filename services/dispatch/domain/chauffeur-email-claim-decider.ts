import type { Decider } from '@chauffeur/platform';
import { invalid } from '@chauffeur/platform';
import type { ChauffeurEmailEvent } from '../events';

export type ChauffeurEmailCommand =
  /** `replacesAbandoned`: the holder of an abandoned claim (`claimOverAbandoned`, decision 327) this one replaces. */
  | { type: 'ClaimChauffeurEmail'; chauffeurId: string; replacesAbandoned?: string }
  | { type: 'ReleaseChauffeurEmail'; chauffeurId: string };
export type ChauffeurEmailState = { status: 'free' } | { status: 'claimed'; chauffeurId: string };

/** One chauffeur per e-mail: it links them to their driver account (decision 159). */
export const anotherChauffeursEmail = () =>
  invalid('Another chauffeur has this e-mail', [
    { field: 'body.email', message: 'Another chauffeur has this e-mail' },
  ]);

/**
 * One chauffeur's e-mail address (stream per address, decision 316): the first chauffeur to claim it keeps it
 * until they release it. Claiming again for the same chauffeur, or releasing an address the chauffeur does
 * not hold, changes nothing, so a retried command does not fail on its own first attempt (the plates' rule).
 * A claim whose holder never took the address (a crash before their save) is claimed over once abandoned:
 * the caller names that holder, checked on their own stream (decision 327).
 */
export const chauffeurEmailClaimDecider: Decider<
  ChauffeurEmailCommand,
  ChauffeurEmailEvent,
  ChauffeurEmailState
> = {
  initialState: { status: 'free' },

  decide(command, state) {
    const data = { chauffeur_id: command.chauffeurId };
    const holds = state.status === 'claimed' && state.chauffeurId === command.chauffeurId;
    if (command.type === 'ClaimChauffeurEmail') {
      if (state.status === 'free') return [{ type: 'ChauffeurEmailClaimed', data }];
      if (holds) return [];
      if (state.chauffeurId === command.replacesAbandoned) return [{ type: 'ChauffeurEmailClaimed', data }];
      throw anotherChauffeursEmail();
    }
    return holds ? [{ type: 'ChauffeurEmailReleased', data }] : [];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ChauffeurEmailClaimed':
        return { status: 'claimed', chauffeurId: event.data.chauffeur_id };
      case 'ChauffeurEmailReleased':
        return { status: 'free' };
      default:
        return state;
    }
  },
};
