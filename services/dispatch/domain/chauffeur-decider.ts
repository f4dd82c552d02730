import type { ChauffeurFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound, refusal, sameData } from '@chauffeur/platform';
import type { ChauffeurEvent } from '../events';

export type ChauffeurCommand =
  | { type: 'AddChauffeur'; chauffeurId: string; fields: ChauffeurFields }
  | {
      type: 'UpdateChauffeur';
      chauffeurId: string;
      fields: ChauffeurFields;
      /**
       * The references of the rides this chauffeur holds that are still to drive (not completed, cancelled or
       * a no-show, pickup not yet past), as the route read them: a chauffeur holding one is not made
       * inactive (decision 251). Only needed when the command makes them inactive.
       */
      upcomingRides?: readonly string[];
    };

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
        if (state.fields.active && !command.fields.active && command.upcomingRides?.length) {
          // Nobody would drive them, and the board would show them covered: refused, naming them.
          throw refusal('conflict', {
            code: 'chauffeur_has_upcoming_rides',
            params: { references: command.upcomingRides.join(', ') },
          });
        }
        return [{ type: 'ChauffeurUpdated', data }];
    }
  },

  evolve(_state, event) {
    const { chauffeur_id: _id, ...fields } = event.data;
    return { status: 'known', fields: fields as ChauffeurFields };
  },
};
