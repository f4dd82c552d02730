import type { StatFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict } from '@chauffeur/platform';
import type { StatEvent } from '../events';

export type StatCommand = { type: 'PublishStat'; statId: string; fields: StatFields };
export type StatState = { status: 'none' | 'published' };

export const statDecider: Decider<StatCommand, StatEvent, StatState> = {
  initialState: { status: 'none' },
  decide(command, state) {
    if (state.status !== 'none') throw conflict('This statistic already exists');
    return [{ type: 'StatPublished', data: { stat_id: command.statId, ...command.fields } }];
  },
  evolve: () => ({ status: 'published' }),
};
