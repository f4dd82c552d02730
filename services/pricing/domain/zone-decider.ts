import type { ZoneFields } from '@chauffeur/contracts';
import { conflict, notFound, sameData, type Decider } from '@chauffeur/platform';
import type { ZoneEvent } from '../events';

export type ZoneCommand =
  | { type: 'DefineZone'; zoneId: string; fields: ZoneFields }
  | { type: 'ChangeZone'; zoneId: string; fields: ZoneFields }
  | { type: 'RemoveZone'; zoneId: string };

export type ZoneState = { status: 'none' } | { status: 'active'; fields: ZoneFields } | { status: 'removed' };

/** A fare zone's life: defined, redrawn or renamed, removed. */
export const zoneDecider: Decider<ZoneCommand, ZoneEvent, ZoneState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'DefineZone':
        if (state.status !== 'none') throw conflict('This zone already exists');
        return [{ type: 'ZoneDefined', data: { zone_id: command.zoneId, ...command.fields } }];
      case 'ChangeZone':
        if (state.status !== 'active') throw notFound('Zone not found');
        // Saving an unchanged form records nothing: the history shows real changes only.
        if (sameData(state.fields, command.fields)) return [];
        return [{ type: 'ZoneChanged', data: { zone_id: command.zoneId, ...command.fields } }];
      case 'RemoveZone':
        if (state.status !== 'active') throw notFound('Zone not found');
        return [{ type: 'ZoneRemoved', data: { zone_id: command.zoneId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ZoneDefined':
      case 'ZoneChanged': {
        const { zone_id: _id, ...fields } = event.data;
        return { status: 'active', fields };
      }
      case 'ZoneRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
};
