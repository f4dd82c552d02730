import type { ChauffeurFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound, sameData } from '@chauffeur/platform';
import type { ChauffeurEvent } from '../events';

export type ChauffeurCommand =
  | { type: 'AddChauffeur'; chauffeurId: string; fields: ChauffeurFields }
  | { type: 'UpdateChauffeur'; chauffeurId: string; fields: ChauffeurFields };

export type ChauffeurState = { status: 'none' } | { status: 'known'; fields: ChauffeurFields };

/**
 * A chauffeur (issue 17). There is no removal: a chauffeur who leaves is made inactive, so the rides they
 * drove keep a name and the history stays readable (decision 158).
 */
export const chauffeurDecider: Decider<ChauffeurCommand, ChauffeurEvent, ChauffeurState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    const data = { chauffeur_id: command.chauffeurId, ...command.fields };
    switch (command.type) {
      case 'AddChauffeur':
        if (state.status !== 'none') throw conflict('This chauffeur already exists');
        return [{ type: 'ChauffeurAdded', data }];
      case 'UpdateChauffeur':
        if (state.status !== 'known') throw notFound('Chauffeur not found');
        // Saving an unchanged form records nothing: the history shows real changes only.
        if (sameData(state.fields, command.fields)) return [];
        return [{ type: 'ChauffeurUpdated', data }];
    }
  },

  evolve(_state, event) {
    const { chauffeur_id: _id, ...fields } = event.data;
    return { status: 'known', fields: fields as ChauffeurFields };
  },
};
