import type { Decider } from '@chauffeur/platform';
import { conflict } from '@chauffeur/platform';
import type { CarPlateEvent } from '../events';

export type PlateClaimCommand =
  /** `replacesAbandoned`: the car of an abandoned claim (`claimOverAbandoned`, decision 327) this one replaces. */
  | { type: 'ClaimPlate'; plate: string; carId: string; vehicleId: string; replacesAbandoned?: string }
  | { type: 'ReleasePlate'; carId: string };
export type PlateClaimState =
  { status: 'free' } | { status: 'claimed'; plate: string; carId: string; vehicleId: string };

export const PLATE_TAKEN = 'Another car already has this plate';

/**
 * One number plate (stream per normalised plate): the first car to claim it keeps it until it releases
 * it. Claiming again for the same car, or releasing a plate the car does not hold, changes nothing, so
 * a retried command does not fail on its own first attempt. A claim whose car never took the plate (a crash
 * before the car's change) is claimed over once abandoned: the caller names that car (decision 327).
 */
export const plateClaimDecider: Decider<PlateClaimCommand, CarPlateEvent, PlateClaimState> = {
  initialState: { status: 'free' },

  decide(command, state) {
    if (command.type === 'ClaimPlate') {
      if (state.status === 'claimed') {
        if (state.carId === command.carId) return [];
        if (state.carId !== command.replacesAbandoned) throw conflict(PLATE_TAKEN);
      }
      const data = { plate: command.plate, car_id: command.carId, vehicle_id: command.vehicleId };
      return [{ type: 'CarPlateClaimed', data }];
    }
    if (state.status !== 'claimed' || state.carId !== command.carId) return [];
    const data = { plate: state.plate, car_id: state.carId, vehicle_id: state.vehicleId };
    return [{ type: 'CarPlateReleased', data }];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CarPlateClaimed':
        return {
          status: 'claimed',
          plate: event.data.plate,
          carId: event.data.car_id,
          vehicleId: event.data.vehicle_id,
        };
      case 'CarPlateReleased':
        return { status: 'free' };
      default:
        return state;
    }
  },
};
