import type { VehicleFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import { sameData } from '@chauffeur/platform';
import type { VehicleEvent } from '../events';

export type VehicleCommand =
  | { type: 'AddVehicle'; vehicleId: string; fields: VehicleFields }
  | { type: 'UpdateVehicle'; vehicleId: string; fields: VehicleFields }
  | { type: 'RemoveVehicle'; vehicleId: string };

export type VehicleState =
  { status: 'none' } | { status: 'active'; fields: VehicleFields } | { status: 'removed' };

export const vehicleDecider: Decider<VehicleCommand, VehicleEvent, VehicleState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'AddVehicle':
        if (state.status !== 'none') throw conflict('This vehicle already exists');
        return [{ type: 'VehicleAdded', data: { vehicle_id: command.vehicleId, ...command.fields } }];
      case 'UpdateVehicle':
        if (state.status !== 'active') throw notFound('Vehicle not found');
        // Saving an unchanged form records nothing: the history shows real changes only.
        if (sameData(state.fields, command.fields)) return [];
        return [{ type: 'VehicleUpdated', data: { vehicle_id: command.vehicleId, ...command.fields } }];
      case 'RemoveVehicle':
        if (state.status !== 'active') throw notFound('Vehicle not found');
        return [{ type: 'VehicleRemoved', data: { vehicle_id: command.vehicleId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'VehicleAdded':
      case 'VehicleUpdated': {
        const { vehicle_id: _id, ...fields } = event.data;
        return { status: 'active', fields };
      }
      case 'VehicleRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
};
