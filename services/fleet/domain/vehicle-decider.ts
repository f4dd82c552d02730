import type { VehicleFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound, refusal } from '@chauffeur/platform';
import { sameData } from '@chauffeur/platform';
import type { VehicleEvent } from '../events';
import type { Cars } from './cars-decider';

export type VehicleCommand =
  | { type: 'AddVehicle'; vehicleId: string; fields: VehicleFields }
  | { type: 'UpdateVehicle'; vehicleId: string; fields: VehicleFields }
  | {
      type: 'RemoveVehicle';
      vehicleId: string;
      /**
       * The references of the model's bookings still to run (pending or confirmed, pickup not yet past), as
       * the route read them: a model they use does not leave the fleet (decision 251).
       */
      upcomingBookings: readonly string[];
    };

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
        if (command.upcomingBookings.length > 0) {
          throw refusal('conflict', {
            code: 'vehicle_has_upcoming_bookings',
            params: { references: command.upcomingBookings.join(', ') },
          });
        }
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

/**
 * The cars a booking of this model may be given (decision 251): its cars while the model is in the fleet,
 * none once it is removed (or never existed). The model's cars stream knows nothing of the removal, so the
 * assignment and the dispatch board's picker both ask this of the model's own stream.
 */
export const carsInTheFleet = (model: VehicleState, cars: Cars): Cars =>
  model.status === 'active' ? cars : {};
