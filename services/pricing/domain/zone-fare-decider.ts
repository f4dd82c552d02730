import { zonePairKey, type ModelFare } from '@chauffeur/contracts';
import { conflict, invalid, notFound, sameData, type Decider } from '@chauffeur/platform';
import type { ZoneFareEvent } from '../events';

export type ZoneFareCommand =
  | {
      type: 'SetZoneFares';
      zoneIds: [string, string];
      prices: ModelFare[];
      /** The admin saw the pair without fares (If-Match -1): refused if someone has set them since. */
      sawNone?: boolean;
    }
  | { type: 'RemoveZoneFares'; zoneIds: [string, string] };

export type ZoneFareState = { status: 'none' } | { status: 'set'; prices: ModelFare[] };

/** The pair as stored: ids sorted, so A → B and B → A are one fare. */
const sorted = ([a, b]: [string, string]): [string, string] => (a <= b ? [a, b] : [b, a]);
/** Prices in vehicle id order, so an edit that only reorders the rows records nothing. */
const ordered = (prices: ModelFare[]) => [...prices].sort((x, y) => x.vehicle_id.localeCompare(y.vehicle_id));

/**
 * The fixed fares of one zone pair (one stream per unordered pair, zoneFareStream). Setting them again
 * replaces every model's price; a pair with no price left is removed rather than kept empty. A pair may
 * be a zone with itself: a fixed fare for trips within it.
 */
export const zoneFareDecider: Decider<ZoneFareCommand, ZoneFareEvent, ZoneFareState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    const zone_ids = sorted(command.zoneIds);
    const pair = zonePairKey(...zone_ids);
    switch (command.type) {
      case 'SetZoneFares': {
        if (command.prices.length === 0)
          throw invalid('A zone pair needs at least one price', [
            { field: 'body.prices', message: 'Give at least one vehicle a price' },
          ]);
        if (command.sawNone && state.status === 'set')
          throw conflict('This zone pair has fixed fares already: reload to see them');
        const prices = ordered(command.prices);
        if (state.status === 'set' && sameData(state.prices, prices)) return [];
        return [{ type: 'ZoneFaresSet', data: { pair, zone_ids, prices } }];
      }
      case 'RemoveZoneFares':
        if (state.status !== 'set') throw notFound('Fixed fare not found');
        return [{ type: 'ZoneFaresRemoved', data: { pair, zone_ids } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ZoneFaresSet':
        return { status: 'set', prices: event.data.prices };
      case 'ZoneFaresRemoved':
        return { status: 'none' };
      default:
        return state;
    }
  },
};
