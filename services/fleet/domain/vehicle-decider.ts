import { normalisePlate, type CarFields, type VehicleFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import { sameData } from '@chauffeur/platform';
import type { VehicleEvent } from '../events';

export type VehicleCommand =
  | { type: 'AddVehicle'; vehicleId: string; fields: VehicleFields }
  | { type: 'UpdateVehicle'; vehicleId: string; fields: VehicleFields }
  | { type: 'RemoveVehicle'; vehicleId: string }
  | { type: 'AddCar'; vehicleId: string; carId: string; car: CarFields }
  | { type: 'UpdateCar'; vehicleId: string; carId: string; car: CarFields }
  | { type: 'RemoveCar'; vehicleId: string; carId: string };

/** A model's cars by id, in the order they were added. */
export type Cars = Readonly<Record<string, CarFields>>;

export type VehicleState =
  | { status: 'none' }
  | { status: 'active'; fields: VehicleFields; cars: Cars }
  | { status: 'removed'; cars: Cars };

export const CAR_NOT_FOUND = 'Car not found';
export const PLATE_ON_MODEL = 'This model already has a car with this plate';

/** The model's active cars: how many rides it can take at one time (services/bookings/availability). */
export const activeCarCount = (state: VehicleState) =>
  state.status === 'active' ? Object.values(state.cars).filter((car) => car.active).length : 0;

const plateTakenOnModel = (cars: Cars, carId: string, plate: string) =>
  Object.entries(cars).some(
    ([id, car]) => id !== carId && normalisePlate(car.plate) === normalisePlate(plate),
  );

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
      case 'AddCar': {
        if (state.status !== 'active') throw notFound('Vehicle not found');
        if (state.cars[command.carId]) throw conflict('This car already exists');
        if (plateTakenOnModel(state.cars, command.carId, command.car.plate)) throw conflict(PLATE_ON_MODEL);
        return [
          {
            type: 'CarAdded',
            data: { vehicle_id: command.vehicleId, car_id: command.carId, ...command.car },
          },
        ];
      }
      case 'UpdateCar': {
        if (state.status !== 'active') throw notFound('Vehicle not found');
        const car = state.cars[command.carId];
        if (!car) throw notFound(CAR_NOT_FOUND);
        if (plateTakenOnModel(state.cars, command.carId, command.car.plate)) throw conflict(PLATE_ON_MODEL);
        if (sameData(car, command.car)) return [];
        return [
          {
            type: 'CarUpdated',
            data: { vehicle_id: command.vehicleId, car_id: command.carId, ...command.car },
          },
        ];
      }
      case 'RemoveCar':
        if (state.status !== 'active') throw notFound('Vehicle not found');
        if (!state.cars[command.carId]) throw notFound(CAR_NOT_FOUND);
        return [{ type: 'CarRemoved', data: { vehicle_id: command.vehicleId, car_id: command.carId } }];
    }
  },

  evolve(state, event) {
    const cars = state.status === 'none' ? {} : state.cars;
    switch (event.type) {
      case 'VehicleAdded':
      case 'VehicleUpdated': {
        const { vehicle_id: _id, ...fields } = event.data;
        return { status: 'active', fields, cars };
      }
      case 'VehicleRemoved':
        return { status: 'removed', cars };
      case 'CarAdded':
      case 'CarUpdated': {
        if (state.status !== 'active') return state;
        const { vehicle_id: _v, car_id, ...car } = event.data;
        return { ...state, cars: { ...cars, [car_id]: car } };
      }
      case 'CarRemoved': {
        if (state.status !== 'active') return state;
        const { [event.data.car_id]: _gone, ...rest } = cars;
        return { ...state, cars: rest };
      }
      default:
        return state;
    }
  },
};
